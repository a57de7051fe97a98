import { useJobPrintData, useScreenPrintout } from '@fieldkit/job-email/print';
import { JobPrint, type PrintedJob } from '@fieldkit/job-print';
import { useTranslation } from '@fieldkit/ui';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import '@fieldkit/job-print/styles.css';

/**
 * The job's 'Print' button and its hidden print area (spec section 2.3): the printout is loaded when asked for,
 * rendered in an area that only print media shows, and the browser's print dialog opens once it and its images
 * are in. The printout is the same component the server prints to PDF.
 */
export function JobPrintArea({ job }: { job: PrintedJob }) {
  const { t } = useTranslation('shell');
  const [asked, setAsked] = useState(0);
  return (
    <>
      <button type="button" className="fk-button" onClick={() => setAsked((count) => count + 1)}>
        {t('records.printJob')}
      </button>
      {asked > 0 ? <PrintArea key={asked} job={job} /> : null}
    </>
  );
}

/** Loads the printout into the print area and prints it once, when its text and images are in. */
function PrintArea({ job }: { job: PrintedJob }) {
  const { data, images, status } = useJobPrintData(job);
  const printout = useScreenPrintout();
  const area = useRef<HTMLDivElement>(null);
  const printed = useRef(false);
  const imagesIn = [
    data?.company.PrintoutLogoPath,
    data?.company.PrintoutHeaderPath,
    data?.company.PrintOutFooterPath,
  ]
    .map((path, i) => !path || [images.logo, images.header, images.footer][i] !== undefined)
    .every(Boolean);
  useEffect(() => {
    if (!data || !imagesIn || printed.current || !area.current) return;
    printed.current = true;
    const pictures = [...area.current.querySelectorAll('img')];
    void Promise.all(pictures.map((img) => img.decode().catch(() => undefined))).then(() => window.print());
  }, [data, imagesIn]);
  if (status === 'error') return null;
  return createPortal(
    <div className="fk-shell-print-area" ref={area} data-fk-ready={data && imagesIn ? 'true' : undefined}>
      {data ? <JobPrint data={data} images={images} {...printout} /> : null}
    </div>,
    document.body,
  );
}
