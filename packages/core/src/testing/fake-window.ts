import type { ConnectivityWindow } from '../connectivity/connectivity';

/** A window for tests: `goOffline()`, `goOnline()`, `hide()` and `show()` dispatch what a browser dispatches. */
export function fakeWindow({ onLine = true, visibilityState = 'visible' } = {}) {
  const document = Object.assign(new EventTarget(), { visibilityState });
  const navigator = { onLine };
  const win: ConnectivityWindow = Object.assign(new EventTarget(), { navigator, document });
  const set = (online: boolean) => {
    navigator.onLine = online;
    win.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };
  const visibility = (state: 'visible' | 'hidden') => {
    document.visibilityState = state;
    document.dispatchEvent(new Event('visibilitychange'));
  };
  return {
    win,
    goOffline: () => set(false),
    goOnline: () => set(true),
    hide: () => visibility('hidden'),
    show: () => visibility('visible'),
  };
}
