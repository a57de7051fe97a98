import type { AlertKind } from '../model/alert-counts';
import { SMS_LOG_HREFS } from './SmsLog';
import { SmsLogWidget } from './SmsLogWidget';

/** Props of {@link SmsLogElement}: what `<fk-sms-log>` reads from its attributes besides `config-url` and `token`. */
export interface SmsLogElementProps {
  /** Where the SMS log's 'More' goes (attribute `sms-log-href`); the full app's SMS report by default. */
  smsLogHref?: string;
  /** Where the e-mail log's 'More' goes (attribute `email-log-href`); the full app's e-mail report by default. */
  emailLogHref?: string;
  /** Dispatched as `fk-counts-change` with `{ sms, email }` as detail. */
  onCountsChange?: (counts: { sms: number; email: number }) => void;
}

/** `<fk-sms-log>`'s content once the element is connected: the alerts, their popups, the viewer and the reply. */
export function SmsLogElement({ smsLogHref, emailLogHref, onCountsChange }: SmsLogElementProps) {
  const hrefs: Record<AlertKind, string> = {
    1: smsLogHref || SMS_LOG_HREFS[1],
    2: emailLogHref || SMS_LOG_HREFS[2],
  };
  return (
    <SmsLogWidget
      hrefs={hrefs}
      {...(onCountsChange
        ? { onCountsChange: (counts) => onCountsChange({ sms: counts[1], email: counts[2] }) }
        : {})}
    />
  );
}
