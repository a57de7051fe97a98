import { createStore } from 'zustand/vanilla';
import type { ReadableStore } from '../store/readable-store';

/** Whether the browser is online and the page shown. */
export interface ConnectivityState {
  online: boolean;
  visible: boolean;
}

/** The browser's online state and page visibility, for hubs and pollers to consult. */
export interface Connectivity extends ReadableStore<ConnectivityState> {
  /** Stops listening to the window. */
  dispose(): void;
}

/** What connectivity reads of a window: its `online`/`offline` events and its document's `visibilitychange`. */
export interface ConnectivityWindow extends EventTarget {
  navigator: { onLine: boolean };
  document: EventTarget & { visibilityState: string };
}

/** Listens to `online`, `offline` and `visibilitychange`; without a window (a server) it is online and visible. */
export function createConnectivity(win: ConnectivityWindow | undefined = globalThis.window): Connectivity {
  const store = createStore<ConnectivityState>()(() => ({
    online: win?.navigator.onLine ?? true,
    visible: win?.document.visibilityState !== 'hidden',
  }));
  if (!win) return { ...store, dispose() {} };
  const online = () => store.setState({ online: true });
  const offline = () => store.setState({ online: false });
  const visibility = () => store.setState({ visible: win.document.visibilityState !== 'hidden' });
  win.addEventListener('online', online);
  win.addEventListener('offline', offline);
  win.document.addEventListener('visibilitychange', visibility);
  return {
    ...store,
    dispose() {
      win.removeEventListener('online', online);
      win.removeEventListener('offline', offline);
      win.document.removeEventListener('visibilitychange', visibility);
    },
  };
}
