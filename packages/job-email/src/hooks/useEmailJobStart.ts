import type { PrintedJob } from '@fieldkit/job-print';
import { type Loaded, useLoad } from '@fieldkit/ui';
import type { EmailJobStart, JobEmailClient } from '../model/job-email';

/** What the e-mail form of a job is filled from; an answer for a job left meanwhile is never applied. */
export function useEmailJobStart(client: JobEmailClient, job: PrintedJob): Loaded<EmailJobStart> {
  const { companyId, woJobId } = job;
  return useLoad((signal) => client.start({ companyId, woJobId }, signal), [companyId, woJobId]);
}
