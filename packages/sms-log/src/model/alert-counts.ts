import { createApiClient, type Fieldkit, loadSettings } from '@fieldkit/core';
import { SettingId, settingIs } from '@fieldkit/core/app';
import { ALERT_TYPE, notesHub, shell } from '@fieldkit/core/contract';
import { createPoller, type Poller, signedInUser } from '@fieldkit/core/kit';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** Which log: 1 SMS, 2 e-mail (the spec's Notification). */
export type AlertKind = 1 | 2;

/** The setting that turns each kind's alerts on (spec section 7: 321 SMS, 320 e-mail). */
export const ALERT_SETTING: Readonly<Record<AlertKind, number>> = {
  1: SettingId.smsAlerts,
  2: SettingId.emailAlerts,
};

/** The unread counts of the top bar's alerts. */
export interface AlertCountsState {
  /** The kinds whose alerts are on (settings 321 and 320), in the order their buttons show: SMS, e-mail. */
  kinds: readonly AlertKind[];
  /** Unread messages of each kind the user sees. */
  counts: Readonly<Record<AlertKind, number>>;
  /** A count was read from the server at least once. */
  known: boolean;
}

/** The unread SMS and e-mail counts: asked again when the server says a message came, and polled besides. */
export interface AlertCounts {
  readonly store: StoreApi<AlertCountsState>;
  /** Finds which kinds are on and polls their counts now and every `config.smsEmailPollMs` (90,000 ms). */
  start(): Promise<void>;
  /** Asks the counts at once (after a message is read). */
  refresh(): Promise<void>;
  dispose(): void;
}

/**
 * The counts of the top bar's SMS and e-mail alerts for the user signed in to `fieldkit`: asked when they start, at
 * once when the notifications hub says a message came into the company's log (AlertReceived, from any server
 * process), every `smsEmailPollMs` of the runtime config (the specification's poll, kept for a hub that is down), at
 * once when the page shows again or comes back online, and on `refresh`. A failed poll keeps the last counts (the
 * HTTP client has logged it).
 */
export function createAlertCounts(fieldkit: Fieldkit): AlertCounts {
  const api = createApiClient(fieldkit.http, { alerts: { count: shell.getSmsEmailCount } });
  const store = createStore<AlertCountsState>()(() => ({ kinds: [], counts: { 1: 0, 2: 0 }, known: false }));
  let poller: Poller | null = null;
  let stopped = false;
  let unlisten: (() => void) | null = null;

  /** Listens for the server's word that a message came, on the Fieldkit's one notifications connection. */
  function listen() {
    const hub = fieldkit.hub(notesHub);
    unlisten?.();
    unlisten = hub.on('AlertReceived', (kind) => {
      if (store.getState().kinds.includes(kind)) void refresh();
    });
    hub.start().catch((error: unknown) => console.warn('Fieldkit: the alerts hub did not connect', error));
  }

  /** The kinds that are on: from the session's settings (the full app loads them), else asked (an embedded widget). */
  async function kindsOn(): Promise<AlertKind[]> {
    const user = signedInUser(fieldkit.session, 'createAlertCounts');
    let settings = fieldkit.session.getState().settings;
    const ids = Object.values(ALERT_SETTING);
    if (ids.every((setting) => settings[setting] === undefined))
      settings = await loadSettings(fieldkit.api, user.companyId, ids);
    return ([1, 2] as const).filter((kind) => settingIs(settings, ALERT_SETTING[kind], 1));
  }

  async function refresh(): Promise<void> {
    const { kinds } = store.getState();
    if (kinds.length === 0) return;
    const user = signedInUser(fieldkit.session, 'createAlertCounts');
    const query = {
      CompanyId: user.companyId,
      MaxRoleGroup: user.maxRoleGroup,
      VendorId: user.vendorId,
      LoginId: user.loginId,
      TimeZoneId: user.timeZoneId,
    };
    try {
      const answers = await Promise.all(
        kinds.map((kind) =>
          api.alerts.count({ body: { ...query, Type: kind === 1 ? ALERT_TYPE.sms : ALERT_TYPE.email } }),
        ),
      );
      const counts = { ...store.getState().counts };
      kinds.forEach((kind, i) => {
        counts[kind] = answers[i]?.Count ?? 0;
      });
      store.setState({ counts, known: true });
    } catch {
      // Logged by the HTTP client; the last counts stay until the next poll.
    }
  }

  return {
    store,
    async start() {
      stopped = false;
      const kinds = await kindsOn();
      if (stopped) return;
      store.setState({ kinds });
      if (kinds.length > 0) listen();
      poller?.stop();
      poller = createPoller({
        intervalMs: fieldkit.config.smsEmailPollMs,
        run: refresh,
        connectivity: fieldkit.connectivity,
      });
    },
    refresh,
    dispose() {
      stopped = true;
      poller?.stop();
      poller = null;
      unlisten?.();
      unlisten = null;
    },
  };
}
