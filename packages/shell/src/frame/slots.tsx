import { settingIs } from '@fieldkit/core';
import { useSettings } from '@fieldkit/ui';
import type { ComponentType } from 'react';
import { useMaybeShell } from '../app/ShellContext';
import { useSmsEmailAlerts } from './useSmsEmailAlerts';

/** Counts of unread SMS and e-mail alerts handed to the alerts widget. */
export interface SmsEmailAlertCounts {
  smsCount: number;
  emailCount: number;
}

/** Widgets the top bar shows in its slots; each feature package registers its own. */
export interface ShellSlots {
  /** The chat icon with its unread count (shown when setting 322 is 0). */
  chatIcon?: ComponentType;
  /** The notifications bell with its count (shown when setting 428 is 1). */
  notificationsBell?: ComponentType;
  /** SMS and e-mail alerts (settings 321 and 320), given the counts polled every 90,000 ms. */
  smsEmailAlerts?: ComponentType<SmsEmailAlertCounts>;
}

function AlertsSlot({ Widget }: { Widget: ComponentType<SmsEmailAlertCounts> }) {
  const counts = useSmsEmailAlerts(true);
  return <Widget {...counts} />;
}

/** The top bar's widget slots, each gated by its setting; nothing renders until a widget is registered. */
export function TopBarSlots() {
  const slots = useMaybeShell()?.slots ?? {};
  const settings = useSettings();
  const { chatIcon: Chat, notificationsBell: Bell, smsEmailAlerts: Alerts } = slots;
  const alertsOn = settingIs(settings, 320, 1) || settingIs(settings, 321, 1);
  return (
    <>
      {Alerts && alertsOn ? <AlertsSlot Widget={Alerts} /> : null}
      {Chat && settingIs(settings, 322, 0) ? <Chat /> : null}
      {Bell && settingIs(settings, 428, 1) ? <Bell /> : null}
    </>
  );
}
