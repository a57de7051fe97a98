import { SettingId } from '@fieldkit/core/app';
import { useSettings } from '@fieldkit/ui';
import { type ComponentType, useSyncExternalStore } from 'react';
import { useMaybeShell } from '../app/ShellContext';
import { shownItems, type TopBarItem, type TopBarRegistry } from './top-bar-items';
import { useSmsEmailAlerts } from './useSmsEmailAlerts';

/** Counts of unread SMS and e-mail alerts handed to the alerts widget. */
export interface SmsEmailAlertCounts {
  smsCount: number;
  emailCount: number;
}

/**
 * The top-bar item of an SMS and e-mail alerts widget: shown when setting 320 (e-mail) or 321 (SMS) is 1, given the
 * counts the shell polls every 90,000 ms.
 */
export function smsEmailAlertsItem(
  Widget: ComponentType<SmsEmailAlertCounts>,
  namespace?: string,
): TopBarItem {
  function SmsEmailAlerts() {
    return <Widget {...useSmsEmailAlerts(true)} />;
  }
  return {
    id: 'sms-email',
    order: 10,
    shownWhen: [
      { setting: SettingId.emailAlerts, value: 1 },
      { setting: SettingId.smsAlerts, value: 1 },
    ],
    ...(namespace ? { namespace } : {}),
    component: SmsEmailAlerts,
  };
}

const none: readonly TopBarItem[] = [];
const noRegistry = { subscribe: () => () => {}, items: () => none } satisfies Pick<
  TopBarRegistry,
  'subscribe' | 'items'
>;

/** The top bar's widget items, each shown when its settings say so; nothing renders until a widget registers. */
export function TopBarSlots() {
  const registry = useMaybeShell()?.topBar ?? noRegistry;
  const items = useSyncExternalStore(registry.subscribe, registry.items);
  const settings = useSettings();
  return (
    <>
      {shownItems(items, settings).map(({ id, component: Item }) => (
        <Item key={id} />
      ))}
    </>
  );
}
