import { formatDateTime } from '@fieldkit/core';
import type { EmailJobLogEntry } from '@fieldkit/core/contract';
import type { Loaded } from '@fieldkit/ui';
import { DataTable, ListState } from '@fieldkit/ui';
import { useJobEmailTexts } from '../hooks/widget';

/** How the printout went, in words. */
const FORMAT_TEXT = { pdf: 'sentAsPdf', html: 'sentAsHtml', none: 'sentAsNone' } as const;

/** How a note under the printout's form looks: may have gone, or exactly the PDF previewed. */
const NOTE_CLASS = { sentUnknown: 'fk-job-email__unknown', previewMatched: 'fk-job-email__matched' } as const;

/** Props of {@link EmailJobLog}. */
export interface EmailJobLogProps {
  /** The job's send log as {@link useEmailJobLog} loads it. */
  log: Loaded<EmailJobLogEntry[]>;
}

/**
 * A job's send log (issue 11: every send is on record): when, by whom, to whom, the printout's form and language,
 * and whether what went is the PDF the sender previewed (their SHA-256 equal), or that it may have gone (the server
 * stopped while sending it). Newest first.
 */
export function EmailJobLog({ log }: EmailJobLogProps) {
  const t = useJobEmailTexts();
  const entries = log.value;
  if (!entries)
    return (
      <ListState
        status={log.status}
        loadingText={t('sendLogLoading')}
        errorText={t('sendLogFailed')}
        onRetry={log.retry}
        retryText={t('retry')}
      />
    );
  // On a phone each e-mail stacks into a card: the table never makes the page wider than the screen.
  return (
    <div className="fk-table-stack" part="log">
      <DataTable
        caption={t('sendLog')}
        rows={entries}
        rowKey={(entry) => entry.EmailLogId}
        emptyText={t('sendLogEmpty')}
        columns={[
          {
            key: 'SentAt',
            header: t('sentAt'),
            render: (entry) => <time dateTime={entry.SentAt}>{formatDateTime(new Date(entry.SentAt))}</time>,
          },
          { key: 'SentBy', header: t('sentBy') },
          { key: 'To', header: t('sentTo'), render: (entry) => entry.To.split(';').join('; ') },
          { key: 'Subject', header: t('subject') },
          {
            key: 'Format',
            header: t('sentAs'),
            render: (entry) => {
              const language = t(`languageName_${entry.Language}`);
              const as = t(FORMAT_TEXT[entry.Format], { language });
              // What went may differ from what was sent: the server stopped while sending it, or it is the preview.
              const note =
                entry.Status === 'unknown'
                  ? 'sentUnknown'
                  : entry.PreviewSha256 && entry.PreviewSha256 === entry.PdfSha256
                    ? 'previewMatched'
                    : null;
              return note ? (
                <>
                  {as}
                  <br />
                  <span className={NOTE_CLASS[note]}>{t(note)}</span>
                </>
              ) : (
                as
              );
            },
          },
        ]}
      />
    </div>
  );
}
