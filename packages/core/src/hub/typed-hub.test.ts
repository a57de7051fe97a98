import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { chatHub, echoHub } from '../contract/hubs';
import type { Hub, HubState } from './create-hub';
import { HubAnswerError, typedHub } from './typed-hub';

/** A raw hub whose pushes and answers the test writes, as a server that breaks the contract could. */
function rawHub(answer: unknown = null) {
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  const hub: Hub = {
    url: 'http://fk.test/hubs/x',
    connection: null,
    state: createStore<HubState>()(() => 'Connected'),
    start: async () => {},
    stop: async () => {},
    on(event, handler) {
      const set = handlers.get(event) ?? new Set();
      set.add(handler as (...args: unknown[]) => void);
      handlers.set(event, set);
      return () => set.delete(handler as (...args: unknown[]) => void);
    },
    send: async () => {},
    invoke: async <T>() => answer as T,
    onReconnected: () => () => {},
    onResync: () => () => {},
  };
  const push = (event: string, ...args: unknown[]) => {
    for (const handler of handlers.get(event) ?? []) handler(...args);
  };
  return { hub, push };
}

afterEach(() => vi.restoreAllMocks());

describe('typed hubs: pushes are checked against the contract, a bad push is logged and dropped', () => {
  it('hands a push that matches to the handler, argument by argument', () => {
    const { hub, push } = rawHub();
    const heard: unknown[][] = [];
    typedHub(hub, chatHub).on('MessageRead', (ids, reader) => heard.push([ids, reader]));
    push('MessageRead', [4, 5], 9);
    expect(heard).toEqual([[[4, 5], 9]]);
  });

  it('drops a push of the wrong shape and says so in the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { hub, push } = rawHub();
    const heard: unknown[] = [];
    typedHub(hub, chatHub).on('OnlineStatus', (...args) => heard.push(args));
    push('OnlineStatus', '7', true, 1);
    push('OnlineStatus', 7, 'yes', 1);
    push('OnlineStatus', 7);
    expect(heard).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(3);
    push('OnlineStatus', 7, true, 2);
    expect(heard).toEqual([[7, true, 2]]);
  });

  it('strips fields the contract does not name from a pushed object', () => {
    const { hub, push } = rawHub();
    const heard: unknown[] = [];
    typedHub(hub, chatHub).on('Typing', (notice) => heard.push(notice));
    push('Typing', { FromUserId: 3, IsTyping: true, Script: '<img src=x>' });
    expect(heard).toEqual([{ FromUserId: 3, IsTyping: true }]);
  });

  it('unsubscribes with the function on() returns', () => {
    const { hub, push } = rawHub();
    const heard: string[] = [];
    const off = typedHub(hub, echoHub).on('Pushed', (text) => heard.push(text));
    push('Pushed', 'one');
    off();
    push('Pushed', 'two');
    expect(heard).toEqual(['one']);
  });
});

describe('typed hubs: an answer that breaks the contract rejects the invoke', () => {
  it('resolves with an answer that matches', async () => {
    await expect(typedHub(rawHub('hello').hub, echoHub).invoke('Echo', 'hello')).resolves.toBe('hello');
  });

  it('rejects with HubAnswerError naming the hub and the method', async () => {
    const invoke = typedHub(rawHub([1, 'two']).hub, chatHub).invoke('MarkMessageRead', {
      FromUserId: 1,
      FromUserTypeId: 1,
      ToUserId: 2,
      ToUserTypeId: 1,
      CompanyId: 2,
    });
    await expect(invoke).rejects.toThrow(HubAnswerError);
    await expect(invoke).rejects.toThrow('/hubs/chat MarkMessageRead');
  });
});
