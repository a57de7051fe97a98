import { formatDateTime } from '@fieldkit/core';
import type { ReceivedSms, SmsReplyRecord } from '@fieldkit/core/contract';
import { guardRequest } from '@fieldkit/core/kit';
import { useEffect, useId, useState } from 'react';
import type { SmsLogT } from '../hooks/widget';
import { useSmsLog, useSmsLogState } from '../hooks/widget';

/** The status of a reply as the list says it. */
const STATUS_TEXT = {
  sent: 'replyStatusSent',
  queued: 'replyStatusQueued',
  failed: 'replyStatusFailed',
  sending: 'replyStatusSending',
  unknown: 'replyStatusUnknown',
} as const;

/**
 * The replies the company sent to an SMS, oldest first: who, when, what became of it (sent, queued, refused, being
 * sent, or maybe sent when the server stopped while sending it) and the text; asked again after a reply is sent from
 * here. Nothing shows while there are none.
 */
export function MessageReplies({ t, message }: { t: SmsLogT; message: ReceivedSms }) {
  const log = useSmsLog();
  const sent = useSmsLogState((s) => s.repliesSent);
  const headingId = useId();
  const [replies, setReplies] = useState<SmsReplyRecord[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `sent` asks again after a reply.
  useEffect(() => guardRequest((signal) => log.replies(message, signal), setReplies), [log, message, sent]);
  if (replies.length === 0) return null;
  return (
    <section className="fk-sms-viewer__replies" aria-labelledby={headingId}>
      <h3 id={headingId} className="fk-sms-viewer__replies-title">
        {t('replies')}
      </h3>
      <ol>
        {replies.map((reply) => (
          <li key={reply.SentSmsId} data-fk-status={reply.Status}>
            <span className="fk-sms-viewer__reply-meta">
              {t('replyMeta', {
                by: reply.SentBy,
                when: formatDateTime(new Date(reply.SentDate)),
                status: t(STATUS_TEXT[reply.Status]),
              })}
              {reply.Photo ? `, ${t('withPhoto')}` : ''}
            </span>
            <span className="fk-sms-viewer__reply-text">{reply.SMSContent}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
