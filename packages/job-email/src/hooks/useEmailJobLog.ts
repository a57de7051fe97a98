import { createApiClient } from '@fieldkit/core';
import { type EmailJobLogEntry, jobEmail } from '@fieldkit/core/contract';
import type { PrintedJob } from '@fieldkit/job-print';
import { type Loaded, useFieldkit, useLoad } from '@fieldkit/ui';
import { useMemo } from 'react';

/**
 * The job's send log, newest first, loaded again whenever `version` changes (after each e-mail sent from here);
 * the entries shown stay while it reloads, so the list grows in place. Nothing is asked while `active` is false.
 */
export function useEmailJobLog(job: PrintedJob, version = 0, active = true): Loaded<EmailJobLogEntry[]> {
  const fieldkit = useFieldkit();
  const api = useMemo(() => createApiClient(fieldkit.http, { jobEmail }).jobEmail, [fieldkit]);
  const { companyId, woJobId } = job;
  return useLoad(
    (signal) => api.getEmailJobLog({ params: { companyId, woJobId }, signal }),
    [api, companyId, woJobId, version],
    {
      keep: true,
      active,
    },
  );
}
