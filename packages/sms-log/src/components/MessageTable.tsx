import { formatDateTime } from '@fieldkit/core';
import type { ReceivedSms } from '@fieldkit/core/contract';
import type { LoadStatus } from '@fieldkit/core/kit';
import { DataTable, type DataTableColumn } from '@fieldkit/ui';
import type { RefObject } from 'react';
import type { SmsLogT } from '../hooks/widget';
import { messageExcerpt } from '../model/excerpt';
import { SenderMark } from './SenderMark';

/** Props of {@link MessageTable}. */
export interface MessageTableProps {
  t: SmsLogT;
  /** Names the table (the report's; the popup's dialog names its own). */
  caption?: string | undefined;
  rows: readonly ReceivedSms[];
  status: LoadStatus;
  /** Opens a message in the viewer. */
  onOpen: (message: ReceivedSms) => void;
  /** The table's box, which can take the focus (a popup gives it the focus when it opens). */
  boxRef?: RefObject<HTMLDivElement | null> | undefined;
}

/**
 * A page of received messages: FromNumber (an e-mail's marked when its sender is unverified), DisplayName, SMSContent
 * (an e-mail's subject), RecvdDate; an unread row is bold and says so to assistive technology; its message opens the
 * viewer. On a phone each message is a card.
 */
export function MessageTable({ t, caption, rows, status, onOpen, boxRef }: MessageTableProps) {
  const columns: DataTableColumn<ReceivedSms>[] = [
    {
      key: 'FromNumber',
      header: t('FromNumber'),
      render: (message) => (
        <>
          {message.FromNumberFormatted} <SenderMark t={t} message={message} />
        </>
      ),
    },
    { key: 'DisplayName', header: t('DisplayName') },
    {
      key: 'SMSContent',
      header: t('SMSContent'),
      render: (message) => (
        <button type="button" className="fk-link-button fk-sms-log__open" onClick={() => onOpen(message)}>
          {message.IsRead ? null : <span className="fk-visually-hidden">{t('unread')}</span>}{' '}
          {messageExcerpt(message) || '…'}
        </button>
      ),
    },
    {
      key: 'RecvdDate',
      header: t('RecvdDate'),
      render: (message) => formatDateTime(new Date(message.RecvdDate)),
    },
  ];
  return (
    <div
      className="fk-sms-log__table fk-table-stack"
      ref={boxRef}
      tabIndex={-1}
      aria-busy={status === 'loading'}
    >
      <DataTable
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={(message) => message.SmsId}
        rowClassName={(message) => (message.IsRead ? undefined : 'fk-sms-log__unread')}
        emptyText={status === 'ready' ? t('NORECORDFOUND') : ''}
      />
    </div>
  );
}
