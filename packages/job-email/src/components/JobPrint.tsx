import { sanitizeUntrustedHtml } from '@fieldkit/ui/html';
import { usePrintTexts } from '../hooks/usePrintTexts';
import { workDayMinutes } from '../model/durations';
import type { JobPrintData } from '../model/job-print-data';
import { knownTimeZone } from '../model/print-format';
import type { JobPrintTextKey } from '../model/print-texts';
import { printSections, settingCaption } from '../model/sections';
import type { PrintLanguage } from '../model/texts';
import { type JobPrintImages, PrintHeader, PrintJobDetail, PrintParties } from './PrintHeader';
import { PrintSection } from './PrintSection';
import { PrintSignOff } from './PrintSignOff';
import type { PrintScope } from './print-scope';
import { sectionBody } from './SectionBody';

/** Props of {@link JobPrint}. */
export interface JobPrintProps {
  /** The job's print data, as `loadJobPrintData` (or the server) reads it. */
  data: JobPrintData;
  /** Make the printout in one of the package's languages (the customer's); the host's texts when left out. */
  language?: PrintLanguage | undefined;
  /** The company's logo, header and footer images as URLs (object or `data:` URLs). */
  images?: JobPrintImages | undefined;
  /**
   * Sanitises an html checklist answer. In a browser the shared sanitiser is used when left out; where there is no
   * DOM (a server's render) an html answer shows as text unless a sanitiser is given.
   */
  sanitizeHtml?: ((html: string) => string) | undefined;
}

const sharedSanitiser = (html: string) => sanitizeUntrustedHtml(html).html;

/**
 * A job's printout: the header, the customer and technician, the job detail, then the enabled print sections in
 * their order (a section with nothing to show left out), the sign-off and the footer. One component for the screen,
 * the print area and the server's PDF: it fetches nothing and reads no browser state while rendering.
 */
export function JobPrint({ data, language, images = {}, sanitizeHtml }: JobPrintProps) {
  const t = usePrintTexts(language);
  const print: PrintScope = {
    t,
    data,
    timeZone: knownTimeZone(data.customer.TimeZoneId),
    dayMinutes: workDayMinutes(data.multiDay),
    sanitizeHtml: sanitizeHtml ?? (typeof window === 'undefined' ? null : sharedSanitiser),
  };
  const job = data.customer;
  return (
    <article
      className="fk-job-print"
      lang={language}
      aria-label={t('printLabel', { number: job.WoNumber || job.WoJobId })}
    >
      <PrintHeader print={print} images={images} />
      <PrintParties print={print} />
      <PrintJobDetail print={print} />
      {printSections(data.settings).map((section) => {
        const body = sectionBody(section.SettingId, print);
        if (!body) return null;
        const text = `section${section.SettingId}` as JobPrintTextKey;
        return (
          <PrintSection
            key={section.SettingId}
            title={settingCaption(data.settings, section.SettingId, t(text))}
            kind={`s${section.SettingId}`}
          >
            {body}
          </PrintSection>
        );
      })}
      <PrintSignOff print={print} />
      {images.footer && (
        <footer className="fk-job-print__footer">
          <img className="fk-job-print__banner" src={images.footer} alt="" />
        </footer>
      )}
    </article>
  );
}
