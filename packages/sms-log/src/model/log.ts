import { type ReceivedSms, SMS_LOG_SEARCH_MAX_LENGTH } from '@fieldkit/core/contract';
import { createPagedList, debouncedSearch, type PagedList } from '@fieldkit/core/kit';
import type { AlertKind } from './alert-counts';
import { type DayRange, rangeInstants } from './day-range';
import type { SmsLogScope } from './scope';

/** The rows the log popup shows: the first page, newest first (its paginator is hidden; 'More' leads to the report). */
export const SMS_LOG_POPUP_ROWS = 10;

/** How long after the last key the report's search is asked (as the notes' search). */
export const SMS_LOG_SEARCH_DELAY_MS = 600;

/** The log of SMS or e-mails: the popup's first page, or the report's pages of a date range and a search. */
export interface SmsLogPages {
  /** The open log's page: newest first, from the server. */
  readonly list: PagedList<ReceivedSms, 'newest'>;
  /** Opens the SMS (1) or e-mail (2) log popup on its first page. */
  openLog(kind: AlertKind): Promise<void>;
  closeLog(): void;
  /** Narrows the log to a date range (null: the whole log) and asks its first page. */
  setRange(range: DayRange | null): Promise<void>;
  /** The search box's text: the log is searched with it once the typing pauses. */
  search(text: string): void;
}

/** The pages part of a log; `dispose` cancels a search waiting to be asked and the page's request. */
export function createSmsLogPages(
  scope: SmsLogScope,
  pageSize = SMS_LOG_POPUP_ROWS,
): SmsLogPages & { dispose(): void } {
  const { api, get, set } = scope;
  const list = createPagedList<ReceivedSms, 'newest'>({
    pageSize,
    sort: 'newest',
    async fetchPage({ page, pageSize, search, signal }) {
      const user = scope.me();
      const { range } = get();
      const answer = await api.sms.getReceivedSmsLog({
        body: {
          CompanyId: user.companyId,
          LoginId: user.loginId,
          MaxRoleGroup: user.maxRoleGroup,
          VendorId: user.vendorId,
          TimeZoneId: user.timeZoneId,
          Notification: get().open ?? 1,
          startRecord: (page - 1) * pageSize + 1,
          EndRecord: page * pageSize,
          ...(range ? rangeInstants(range) : {}),
          ...(search ? { SearchText: search } : {}),
        },
        signal,
      });
      return { rows: answer.SmsList, total: answer.TotalRecord };
    },
  });
  let typed: ReturnType<typeof debouncedSearch> | undefined;
  return {
    list,
    dispose() {
      typed?.cancel();
      list.dispose();
    },
    async openLog(kind) {
      set({ open: kind, viewing: null });
      await list.reset();
    },
    closeLog() {
      set({ open: null, viewing: null });
    },
    async setRange(range) {
      set({ range });
      await list.setPage(1);
    },
    search(text) {
      const searchText = text.slice(0, SMS_LOG_SEARCH_MAX_LENGTH);
      set({ searchText });
      typed ??= debouncedSearch(list, SMS_LOG_SEARCH_DELAY_MS);
      typed.type(searchText);
    },
  };
}
