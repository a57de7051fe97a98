import type { ReceivedSms } from '@fieldkit/core/contract';
import type { SmsLogT } from '../hooks/widget';

/** Props of {@link SenderMark}. */
export interface SenderMarkProps {
  t: SmsLogT;
  message: ReceivedSms;
  /** The viewer says why beside the mark; a table row only marks. */
  explain?: boolean;
}

/**
 * 'Unverified sender' beside an e-mail whose sender the receiving server could not confirm (no DKIM signature of its
 * From domain passed): its name and address are only what the mail says. Nothing for an SMS or a verified sender.
 */
export function SenderMark({ t, message, explain = false }: SenderMarkProps) {
  if (message.Notification !== 2 || message.SenderVerified) return null;
  return (
    <>
      <span className="fk-sms-sender-mark">{t('senderUnverified')}</span>
      {explain ? <span className="fk-sms-sender-mark__why">{t('senderUnverifiedWhy')}</span> : null}
    </>
  );
}
