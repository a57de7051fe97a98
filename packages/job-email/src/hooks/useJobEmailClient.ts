import { useFieldkit } from '@fieldkit/ui';
import { useMemo } from 'react';
import { createJobEmailClient, type JobEmailClient } from '../model/job-email';

/** The job e-mail's calls through the Fieldkit of the nearest provider; `given` instead (a story's, a test's). */
export function useJobEmailClient(given?: JobEmailClient): JobEmailClient {
  const fieldkit = useFieldkit();
  return useMemo(() => given ?? createJobEmailClient(fieldkit), [given, fieldkit]);
}
