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
  const read = (): ConnectivityState => ({
    online: win?.navigator.onLine ?? true,
    visible: win?.document.visibilityState !== 'hidden',
  });
  const store = createStore(read);
  const update = () => store.setState(read());
  const listen = (on: boolean) => {
    const method = on ? 'addEventListener' : 'removeEventListener';
    win?.[method]('online', update);
    win?.[method]('offline', update);
    win?.document[method]('visibilitychange', update);
  };
  listen(true);
  return { ...store, dispose: () => listen(false) };
}
