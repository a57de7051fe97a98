import { Dialog, HostLink, ListState, PageSizeSelect } from '@fieldkit/ui';
import { useRef } from 'react';
import { useSmsLogPage } from '../hooks/useSmsLogPage';
import { useSmsLog, useSmsLogState, useSmsLogTexts } from '../hooks/widget';
import type { AlertKind } from '../model/alert-counts';
import { MessageTable } from './MessageTable';

/** Where each log's 'More' link goes by default: the full app's report screens. */
export const SMS_LOG_HREFS: Readonly<Record<AlertKind, string>> = {
  1: '/reports/smslogreport',
  2: '/reports/emailogreport',
};

/** Props of {@link SmsLog}. */
export interface SmsLogProps {
  /** Where the 'More' link of each log goes; the full app's report screens by default. */
  hrefs?: Readonly<Record<AlertKind, string>> | undefined;
  /** Follows 'More' within a single-page host (its router) instead of loading the page. */
  onOpenLog?: ((href: string) => void) | undefined;
}

/**
 * The log popup of the open kind (the SMS or the e-mail log): the first page, newest first, unread rows bold; a row
 * opens the message in the viewer; rows per page from the shared options, no paginator; 'More' leads to the report.
 */
export function SmsLog({ hrefs = SMS_LOG_HREFS, onOpenLog }: SmsLogProps) {
  const t = useSmsLogTexts();
  const log = useSmsLog();
  const open = useSmsLogState((s) => s.open);
  const { rows, pageSize, status } = useSmsLogPage((s) => s);
  // The popup opens on its messages (Tab reaches the first), not on a control its loading left first.
  const tableRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog
      part="log"
      open={open !== null}
      onOpenChange={(next) => {
        if (!next) log.closeLog();
      }}
      title={t(open === 2 ? 'emailLogTitle' : 'smsLogTitle')}
      className="fk-sms-log-dialog"
      fullScreenOnPhone
      initialFocus={tableRef}
      actions={
        <>
          <HostLink
            className="fk-sms-log__more"
            href={hrefs[open ?? 1]}
            onNavigate={onOpenLog}
            onFollow={() => log.closeLog()}
          >
            {t('more')}
          </HostLink>
          <button type="button" className="fk-button" onClick={() => log.closeLog()}>
            {t('close')}
          </button>
        </>
      }
    >
      <ListState
        status={status}
        loadingText={t('loading')}
        errorText={t('loadFailed')}
        onRetry={() => void log.list.load()}
        retryText={t('retry')}
      />
      <MessageTable
        t={t}
        rows={rows}
        status={status}
        onOpen={(message) => log.view(message)}
        boxRef={tableRef}
      />
      <div className="fk-sms-log__foot">
        <PageSizeSelect
          label={t('rowsPerPage')}
          value={pageSize}
          onChange={(size) => void log.list.setPageSize(size)}
        />
      </div>
    </Dialog>
  );
}
