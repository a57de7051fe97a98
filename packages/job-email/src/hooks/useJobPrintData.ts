import { createApiClient } from '@fieldkit/core';
import { jobPrint } from '@fieldkit/core/contract';
import type { LoadStatus } from '@fieldkit/core/kit';
import {
  type JobPrintData,
  type JobPrintImages,
  loadJobPrintData,
  type PrintedJob,
} from '@fieldkit/job-print';
import { useBlobUrl, useFieldkit, useLoad } from '@fieldkit/ui';
import { useMemo } from 'react';

/** What {@link useJobPrintData} gives: the job's print data once loaded, its images as they arrive. */
export interface JobPrintState {
  status: LoadStatus;
  data: JobPrintData | null;
  /** The company's logo, header and footer as object URLs, each once fetched. */
  images: JobPrintImages;
  /** Loads the job again (after a failure). */
  retry(): void;
}

/**
 * Loads a job's print data through the Fieldkit of the nearest provider (every call at once, one abort for all:
 * a job left before its answer is never applied), then the company's printout images with the session's token.
 */
export function useJobPrintData(job: PrintedJob): JobPrintState {
  const fieldkit = useFieldkit();
  const { companyId, woJobId } = job;
  const loaded = useLoad(
    (signal) => loadJobPrintData(fieldkit, { companyId, woJobId }, signal),
    [companyId, woJobId],
  );

  const api = useMemo(() => createApiClient(fieldkit.http, { jobPrint }).jobPrint, [fieldkit]);
  const image = (path: string | undefined) =>
    path
      ? (signal: AbortSignal) =>
          api.getPrintoutImage({ params: { companyId }, query: { FilePath: path }, signal })
      : null;
  const company = loaded.value?.company;
  const logo = useBlobUrl(image(company?.PrintoutLogoPath), company?.PrintoutLogoPath);
  const header = useBlobUrl(image(company?.PrintoutHeaderPath), company?.PrintoutHeaderPath);
  const footer = useBlobUrl(image(company?.PrintOutFooterPath), company?.PrintOutFooterPath);

  return {
    status: loaded.status,
    data: loaded.value,
    images: {
      logo: logo.url ?? undefined,
      header: header.url ?? undefined,
      footer: footer.url ?? undefined,
    },
    retry: loaded.retry,
  };
}
