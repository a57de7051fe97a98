import { SettingId } from '@fieldkit/core/app';
import { lazy } from 'react';
import { DeferredSlot } from './deferred-slot';
import type { TopBarItem } from './top-bar-items';

const SmsLogSlot = lazy(() => import('./SmsLogSlot'));

/** The SMS and e-mail alerts slot of the top bar, filled by @fieldkit/sms-log once the frame has painted. */
export function SmsEmailAlertsSlot() {
  return <DeferredSlot slot={SmsLogSlot} />;
}

/** The alerts' top-bar item: shown when setting 320 (e-mail) or 321 (SMS) is 1; each button follows its own. */
export const smsEmailAlertsTopBarItem: TopBarItem = {
  id: 'sms-email',
  order: 10,
  shownWhen: [
    { setting: SettingId.emailAlerts, value: 1 },
    { setting: SettingId.smsAlerts, value: 1 },
  ],
  namespace: 'smsLog',
  component: SmsEmailAlertsSlot,
};
