import type { PrintedJob, PrintLanguage } from '@fieldkit/job-print';
import { type Loaded, useLoad } from '@fieldkit/ui';
import type { JobEmailClient, PreviewPdf } from '../model/job-email';

/**
 * The job's PDF as the server prints it, asked for only while `active` (the preview is open) and kept while the
 * language stays the same, so going back to the form and to the preview again shows the same bytes; another
 * language, or `retry` (the server said the job changed), asks anew.
 */
export function usePreviewPdf(
  client: JobEmailClient,
  job: PrintedJob,
  language: PrintLanguage,
  active: boolean,
): Loaded<PreviewPdf> {
  const { companyId, woJobId } = job;
  return useLoad(
    (signal) => client.preview({ companyId, woJobId }, language, signal),
    [companyId, woJobId, language],
    {
      active,
    },
  );
}
