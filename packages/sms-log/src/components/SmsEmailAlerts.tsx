import { CountButton } from '@fieldkit/ui';
import { useAlertCounts } from '../hooks/useSmsLogPage';
import { useSmsLog, useSmsLogTexts } from '../hooks/widget';

/** Props of {@link SmsEmailAlerts}. */
export interface SmsEmailAlertsProps {
  /** Classes of each button (the shell's top bar gives its icon class). */
  className?: string | undefined;
  /** Classes of each count badge, with `className`. */
  badgeClassName?: string | undefined;
}

/**
 * The top bar's alerts: an 'SMS' button when setting 321 is 1 and an 'E-mail' button when 320 is 1, each with its
 * unread count in its name and on a badge, polled every 90,000 ms; a click opens that log's popup.
 */
export function SmsEmailAlerts({ className, badgeClassName }: SmsEmailAlertsProps) {
  const t = useSmsLogTexts();
  const log = useSmsLog();
  const kinds = useAlertCounts((s) => s.kinds);
  const counts = useAlertCounts((s) => s.counts);
  const known = useAlertCounts((s) => s.known);
  return (
    <>
      {kinds.map((kind) => (
        <CountButton
          key={kind}
          icon={kind === 1 ? 'sms' : 'mail'}
          part={kind === 1 ? 'sms' : 'email'}
          count={counts[kind]}
          known={known}
          label={t(kind === 1 ? 'sms' : 'email')}
          countLabel={(count) => t(kind === 1 ? 'smsUnread' : 'emailUnread', { count })}
          announce={(count) => t(kind === 1 ? 'smsUnread' : 'emailUnread', { count })}
          onClick={() => void log.openLog(kind)}
          className={className}
          badgeClassName={badgeClassName}
        />
      ))}
    </>
  );
}
