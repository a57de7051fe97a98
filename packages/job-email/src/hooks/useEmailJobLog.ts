import type { EmailJobLogEntry } from '@fieldkit/core/contract';
import type { PrintedJob } from '@fieldkit/job-print';
import { type Loaded, useLoad } from '@fieldkit/ui';
import type { JobEmailClient } from '../model/job-email';

/**
 * The job's send log, newest first, loaded again whenever `version` changes (after each e-mail sent from here);
 * the entries shown stay while it reloads, so the list grows in place. Nothing is asked while `active` is false.
 */
export function useEmailJobLog(
  client: JobEmailClient,
  job: PrintedJob,
  version = 0,
  active = true,
): Loaded<EmailJobLogEntry[]> {
  const { companyId, woJobId } = job;
  return useLoad((signal) => client.log({ companyId, woJobId }, signal), [companyId, woJobId, version], {
    keep: true,
    active,
  });
}
