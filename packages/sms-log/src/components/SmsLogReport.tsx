import { dateRange, gridRows } from '@fieldkit/core/app';
import { SMS_LOG_SEARCH_MAX_LENGTH } from '@fieldkit/core/contract';
import { pageCount } from '@fieldkit/core/kit';
import {
  ListState,
  PageSizeSelect,
  Paginator,
  SearchToggle,
  useFieldkit,
  useSettings,
  useWidgetModel,
} from '@fieldkit/ui';
import { useEffect } from 'react';
import { useSmsLogPage } from '../hooks/useSmsLogPage';
import { SmsLogContext, useSmsLog, useSmsLogState, useSmsLogTexts } from '../hooks/widget';
import type { AlertKind } from '../model/alert-counts';
import { lastDays } from '../model/day-range';
import { createSmsLog, type SmsLogModel } from '../model/sms-log';
import { MessageTable } from './MessageTable';
import { NotificationViewer } from './NotificationViewer';
import { SmsReplyDialog } from './SmsReplyDialog';

/** Props of {@link SmsLogReport}. */
export interface SmsLogReportProps {
  /** The SMS (1) or the e-mail (2) log. */
  kind: AlertKind;
  /** A log the host made; made here when absent (rows per page from setting 21, the last setting-65 days). */
  log?: SmsLogModel;
}

/** The paginator of the report shows five page links (spec section 9). */
const PAGE_LINKS = 5;

/**
 * The whole SMS or e-mail log as a report screen's content: a date range, a search, the messages newest first with
 * unread rows bold, pages and rows per page; a message opens the same viewer as the popup's.
 */
export function SmsLogReport({ kind, log: given }: SmsLogReportProps) {
  const fieldkit = useFieldkit();
  const settings = useSettings();
  const log = useWidgetModel(
    () => createSmsLog({ fieldkit, pageSize: gridRows(settings), range: lastDays(dateRange(settings)) }),
    given,
  );
  useEffect(() => {
    void log.openLog(kind);
  }, [log, kind]);
  return (
    <SmsLogContext.Provider value={log}>
      <ReportBody kind={kind} />
      <NotificationViewer />
      <SmsReplyDialog />
    </SmsLogContext.Provider>
  );
}

function ReportBody({ kind }: { kind: AlertKind }) {
  const t = useSmsLogTexts();
  const log = useSmsLogPage((s) => s);
  const model = useSmsLog();
  const range = useSmsLogState((s) => s.range);
  const searchText = useSmsLogState((s) => s.searchText);
  const { rows, total, page, pageSize, status } = log;
  return (
    <div className="fk-sms-report">
      <div className="fk-sms-report__toolbar">
        <label className="fk-field">
          <span className="fk-field__label">{t('dateFrom')}</span>
          <input
            className="fk-input"
            type="date"
            value={range?.from ?? ''}
            max={range?.to || undefined}
            onChange={(event) => void model.setRange({ from: event.target.value, to: range?.to ?? '' })}
          />
        </label>
        <label className="fk-field">
          <span className="fk-field__label">{t('dateTo')}</span>
          <input
            className="fk-input"
            type="date"
            value={range?.to ?? ''}
            min={range?.from || undefined}
            onChange={(event) => void model.setRange({ from: range?.from ?? '', to: event.target.value })}
          />
        </label>
        <SearchToggle
          label={t('search')}
          value={searchText}
          maxLength={SMS_LOG_SEARCH_MAX_LENGTH}
          onChange={(text) => model.search(text)}
        />
      </div>
      <ListState
        status={status}
        loadingText={t('loading')}
        errorText={t('loadFailed')}
        onRetry={() => void model.list.load()}
        retryText={t('retry')}
      />
      <MessageTable
        t={t}
        caption={t(kind === 2 ? 'emailLogTitle' : 'smsLogTitle')}
        rows={rows}
        status={status}
        onOpen={(message) => model.view(message)}
      />
      <div className="fk-sms-report__foot">
        <PageSizeSelect
          label={t('rowsPerPage')}
          value={pageSize}
          onChange={(size) => void model.list.setPageSize(size)}
        />
        <Paginator
          page={page}
          pageCount={pageCount(total, pageSize)}
          links={PAGE_LINKS}
          onPageChange={(next) => void model.list.setPage(next)}
        />
      </div>
    </div>
  );
}
