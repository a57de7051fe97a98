import type { PrintedJob } from '@fieldkit/job-print';
import { useFieldkit, useStoreState, useWidgetModel } from '@fieldkit/ui';
import { createEmailJob, type EmailJob, type EmailJobState } from '../model/email-job';

/** The e-mail popup's model of `job` through the Fieldkit of the nearest provider, started on mount. */
export function useEmailJob(job: PrintedJob): EmailJob {
  const fieldkit = useFieldkit();
  return useWidgetModel(() => createEmailJob({ fieldkit, job }));
}

/** A slice of the popup's state; re-renders when the slice changes. */
export function useEmailJobState<T>(model: EmailJob, selector: (state: EmailJobState) => T): T {
  return useStoreState(model.store, selector);
}
