import { formatDateTime } from '@fieldkit/core';
import { CountButton, Dialog, Icon } from '@fieldkit/ui';
import { useAlertCounts } from '../hooks/useSmsLogPage';
import { type SmsLogT, useSmsLog, useSmsLogState, useSmsLogTexts } from '../hooks/widget';
import { MessageBody } from './MessageBody';
import { MessageMedia } from './MessageMedia';
import { MessageReplies } from './MessageReplies';
import { SenderMark } from './SenderMark';

/**
 * 'Read Notification': the viewed message (who sent it and when, an e-mail's subject, its content, its image or video).
 * Save marks it read and closes whatever the answer; Cancel closes. An SMS has a reply button opening the SMS popup;
 * an e-mail a button with the unread e-mail count that opens the e-mail log.
 */
export function NotificationViewer() {
  const t = useSmsLogTexts();
  const log = useSmsLog();
  const message = useSmsLogState((s) => s.viewing);
  const saving = useSmsLogState((s) => s.saving);
  return (
    <Dialog
      part="viewer"
      open={message !== null}
      onOpenChange={(next) => {
        if (!next) log.closeViewer();
      }}
      title={t('viewerTitle')}
      className="fk-sms-viewer"
      fullScreenOnPhone
      actions={
        message ? (
          <>
            {message.Notification === 2 ? (
              <EmailLogButton t={t} />
            ) : (
              <button
                type="button"
                className="fk-button fk-sms-viewer__reply"
                aria-haspopup="dialog"
                onClick={() => log.startReply(message.FromNumber, message.SmsId)}
              >
                <Icon name="reply" />
                {t('replyBySms')}
              </button>
            )}
            <span className="fk-sms-viewer__spacer" />
            {message.IsRead ? null : (
              <button
                type="button"
                className="fk-button"
                data-fk-variant="primary"
                disabled={saving}
                aria-busy={saving}
                onClick={() => void log.save()}
              >
                {t('save')}
              </button>
            )}
            <button type="button" className="fk-button" onClick={() => log.closeViewer()}>
              {t('cancel')}
            </button>
          </>
        ) : null
      }
    >
      {message ? (
        <div className="fk-sms-viewer__body">
          <dl className="fk-sms-viewer__meta">
            <dt>{t('from')}</dt>
            <dd>
              {message.DisplayName
                ? `${message.DisplayName} (${message.FromNumberFormatted})`
                : message.FromNumberFormatted}{' '}
              <SenderMark t={t} message={message} explain />
            </dd>
            <dt>{t('received')}</dt>
            <dd>{formatDateTime(new Date(message.RecvdDate))}</dd>
            {message.Subject ? (
              <>
                <dt>{t('Subject')}</dt>
                <dd>{message.Subject}</dd>
              </>
            ) : null}
          </dl>
          <MessageBody t={t} message={message} />
          <MessageMedia t={t} message={message} />
          {message.Notification === 1 ? <MessageReplies t={t} message={message} /> : null}
        </div>
      ) : null}
    </Dialog>
  );
}

/** The e-mail icon of an e-mail's viewer, labelled 'Received e-mails', with the unread count: it opens the e-mail log. */
function EmailLogButton({ t }: { t: SmsLogT }) {
  const log = useSmsLog();
  const count = useAlertCounts((s) => s.counts[2]);
  const known = useAlertCounts((s) => s.known);
  return (
    <CountButton
      icon="mail"
      count={count}
      known={known}
      label={t('receivedEmails')}
      showLabel
      countLabel={(n) => t('receivedEmailsUnread', { count: n })}
      announce={(n) => t('receivedEmailsUnread', { count: n })}
      onClick={() => void log.openLog(2)}
    />
  );
}
