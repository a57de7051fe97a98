import type { ConnectivityState, ReadableStore, SessionInfo, Settings } from '@fieldkit/core';
import { SettingId, settingIs } from '@fieldkit/core/app';
import { ALERT_TYPE } from '@fieldkit/core/contract';
import { createPoller } from '@fieldkit/core/kit';
import type { ShellApi } from '../api/shellApi';

/** How often the SMS and e-mail counts are polled (spec section 9). */
export const SMS_EMAIL_POLL_MS = 90_000;

/** Options of {@link pollSmsEmailCounts}. */
export interface SmsEmailPollOptions {
  api: Pick<ShellApi, 'shell'>;
  session: SessionInfo;
  settings: Settings;
  onCounts(counts: { smsCount: number; emailCount: number }): void;
  /** `fieldkit.connectivity`: no polls while the page is hidden or offline, one at once when both return. */
  connectivity?: ReadableStore<ConnectivityState>;
}

/**
 * Asks for the unread SMS (setting 321) and e-mail (setting 320) counts now and every 90,000 ms, paused while the
 * page is hidden or offline and asked at once when it shows again; returns the stop. A failed poll keeps the last
 * counts (the HTTP client has logged it already).
 */
export function pollSmsEmailCounts({
  api,
  session,
  settings,
  onCounts,
  connectivity,
}: SmsEmailPollOptions): () => void {
  const query = {
    CompanyId: session.CompanyId,
    MaxRoleGroup: session.MaxRoleGroup,
    VendorId: session.VendorId,
    LoginId: session.LoginId,
    TimeZoneId: session.TimeZoneId,
  };
  const count = async (on: boolean, Type: number) =>
    on ? (await api.shell.getSmsEmailCount({ body: { ...query, Type } })).Count : 0;
  const poll = () => {
    Promise.all([
      count(settingIs(settings, SettingId.smsAlerts, 1), ALERT_TYPE.sms),
      count(settingIs(settings, SettingId.emailAlerts, 1), ALERT_TYPE.email),
    ]).then(
      ([smsCount, emailCount]) => onCounts({ smsCount, emailCount }),
      () => {},
    );
  };
  const poller = createPoller({ intervalMs: SMS_EMAIL_POLL_MS, run: poll, connectivity });
  return () => poller.stop();
}
