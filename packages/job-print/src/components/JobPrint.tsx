import { workDayMinutes } from '../model/durations';
import type { JobPrintData } from '../model/job-print-data';
import { knownTimeZone } from '../model/print-format';
import { type JobPrintT, type JobPrintTextKey, type PrintLanguage, textsIn } from '../model/print-texts';
import { printSections } from '../model/sections';
import { captionOf } from './caption';
import { type JobPrintImages, PrintHeader, PrintJobDetail, PrintParties } from './PrintHeader';
import { PrintSection } from './PrintSection';
import { PrintSignOff } from './PrintSignOff';
import type { PrintScope } from './print-scope';
import { sectionBody } from './SectionBody';

/** Props of {@link JobPrint}. */
export interface JobPrintProps {
  /** The job's print data, as `loadJobPrintData` (or the server) reads it. */
  data: JobPrintData;
  /** The printout's language (the customer's): its texts from this package's file of it; en-GB when left out. */
  language?: PrintLanguage | undefined;
  /** The texts to print in instead of the language's file (a host's own `jobPrint` texts, as the screen shows them). */
  texts?: JobPrintT | undefined;
  /** The company's logo, header and footer images as URLs (object or `data:` URLs). */
  images?: JobPrintImages | undefined;
  /** Sanitises an html checklist answer: without one, an html answer shows as text, never as markup. */
  sanitizeHtml?: ((html: string) => string) | undefined;
}

/**
 * A job's printout: the header, the customer and technician, the job detail, then the enabled print sections in
 * their order (a section with nothing to show left out), the sign-off and the footer. One component for the screen,
 * the print area and the server's PDF: it fetches nothing and reads no browser state while rendering.
 */
export function JobPrint({ data, language, texts, images = {}, sanitizeHtml }: JobPrintProps) {
  const t = texts ?? textsIn(language ?? 'en-GB');
  const print: PrintScope = {
    t,
    data,
    timeZone: knownTimeZone(data.customer.TimeZoneId),
    dayMinutes: workDayMinutes(data.multiDay),
    sanitizeHtml: sanitizeHtml ?? null,
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
            title={captionOf(print, section.SettingId, text)}
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
