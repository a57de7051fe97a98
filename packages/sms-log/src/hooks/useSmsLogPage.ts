import type { ReceivedSms } from '@fieldkit/core/contract';
import type { PagedListState } from '@fieldkit/core/kit';
import { useStoreState } from '@fieldkit/ui';
import type { AlertCountsState } from '../model/alert-counts';
import { useSmsLog } from './widget';

/** A slice of the nearest widget's page of messages. */
export function useSmsLogPage<T>(selector: (state: PagedListState<ReceivedSms, 'newest'>) => T): T {
  return useStoreState(useSmsLog().list.store, selector);
}

/** A slice of the nearest widget's unread counts. */
export function useAlertCounts<T>(selector: (state: AlertCountsState) => T): T {
  return useStoreState(useSmsLog().counts.store, selector);
}
