import { createStore } from 'zustand/vanilla';
import type { Hub, HubState } from '../hub/create-hub';

/**
 * The server's end of a hub, for a widget's unit tests: answers invokes, pushes events, drops and restores the link.
 * Pass its `hub` where the widget takes one (the chat's `createChat({ hub })`).
 */
export function fakeHub(
  answer: (method: string, ...args: unknown[]) => unknown = () => null,
  url = 'http://fk.test/hubs/chat',
) {
  const state = createStore<HubState>()(() => 'Disconnected');
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  const reconnected = new Set<() => void>();
  const resyncs = new Set<() => void>();
  const calls: Array<{ method: string; args: unknown[] }> = [];
  let failStart = false;
  const hub: Hub = {
    url,
    connection: null,
    state,
    async start() {
      if (failStart) throw new Error('WebSocket failed to connect');
      state.setState('Connected', true);
    },
    async stop() {
      state.setState('Disconnected', true);
    },
    on(event, handler) {
      const set = handlers.get(event) ?? new Set();
      handlers.set(event, set);
      set.add(handler as (...args: unknown[]) => void);
      return () => set.delete(handler as (...args: unknown[]) => void);
    },
    async send(method, ...args) {
      if (state.getState() !== 'Connected') throw new Error('not connected');
      calls.push({ method, args });
    },
    async invoke<T>(method: string, ...args: unknown[]) {
      if (state.getState() !== 'Connected')
        throw new Error('Cannot send data if the connection is not in the Connected State.');
      calls.push({ method, args });
      return (await answer(method, ...args)) as T;
    },
    onReconnected(handler) {
      reconnected.add(handler);
      return () => reconnected.delete(handler);
    },
    onResync(handler) {
      resyncs.add(handler);
      return () => resyncs.delete(handler);
    },
  };
  return {
    hub,
    calls,
    /** Calls of one hub method, their first argument each. */
    argsOf: (method: string) => calls.filter((c) => c.method === method).map((c) => c.args[0]),
    push(event: string, ...args: unknown[]) {
      for (const handler of handlers.get(event) ?? []) handler(...args);
    },
    drop() {
      state.setState('Reconnecting', true);
    },
    /** SignalR's reconnect policy ran out: the connection stays closed. */
    giveUp() {
      state.setState('Disconnected', true);
    },
    restore() {
      state.setState('Connected', true);
      for (const handler of reconnected) handler();
    },
    /** The server says the open connection may have lost pushes (its link to the other processes was cut). */
    askResync() {
      for (const handler of resyncs) handler();
    },
    refuseToStart(refuse: boolean) {
      failStart = refuse;
    },
  };
}
