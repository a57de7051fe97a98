import { createMemoryStorage } from '@fieldkit/core';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { COMPANY, ME } from '../../test/fixtures';
import { createAlerts, soundKey } from './alerts';
import type { ChatScope } from './scope';
import { type ChatState, initialChatState } from './state';

/** The part of a chat's scope the alerts use, with a page that can be hidden and shown. */
function alertsOn(storage = createMemoryStorage()) {
  const store = createStore<ChatState>()(() => initialChatState());
  const shown = new Set<() => void>();
  const page = { visible: false };
  const scope = {
    get: store.getState,
    set: (patch: Partial<ChatState>) => store.setState(patch),
    me: () => ({ userId: ME, companyId: COMPANY, userType: 1 }),
    isPageVisible: () => page.visible,
    onPageShown: (listener: () => void) => {
      shown.add(listener);
      return () => shown.delete(listener);
    },
    storage,
    warn: vi.fn(),
  } as unknown as ChatScope;
  const play = vi.fn();
  const alerts = createAlerts(scope, play);
  const show = () => {
    page.visible = true;
    for (const listener of shown) listener();
  };
  return { alerts, state: store.getState, play, show, storage, page };
}

describe('messages that arrive while the page is hidden are counted for its title', () => {
  it('counts each one while hidden, and starts again from 0 once the page is shown', () => {
    const { alerts, state, show, page } = alertsOn();
    alerts.listen();
    alerts.arrived();
    alerts.arrived();
    expect(state().hiddenArrivals).toBe(2);
    show();
    expect(state().hiddenArrivals).toBe(0);
    alerts.arrived();
    expect(state().hiddenArrivals).toBe(0);
    page.visible = false;
    alerts.arrived();
    expect(state().hiddenArrivals).toBe(1);
  });
});

describe('a sound for them, only when the user chose it in My Profile', () => {
  it('is silent by default, chimes once per message when chosen, and never while the page is shown', () => {
    const { alerts, play, show } = alertsOn();
    alerts.listen();
    alerts.arrived();
    expect(play).not.toHaveBeenCalled();
    alerts.setSound(true);
    alerts.arrived();
    alerts.arrived();
    expect(play).toHaveBeenCalledTimes(2);
    show();
    alerts.arrived();
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('the choice is kept on the device for this user and read back by the next chat', () => {
    const first = alertsOn();
    first.alerts.listen();
    first.alerts.setSound(true);
    expect(first.storage.getItem(soundKey({ companyId: COMPANY, userId: ME }))).toBe('1');
    const next = alertsOn(first.storage);
    expect(next.state().sound).toBe(false);
    next.alerts.listen();
    expect(next.state().sound).toBe(true);
    next.alerts.arrived();
    expect(next.play).toHaveBeenCalledOnce();
    // With the choice gone from the device, the next chat is silent again.
    first.storage.removeItem(soundKey({ companyId: COMPANY, userId: ME }));
    const other = alertsOn(first.storage);
    other.alerts.listen();
    expect(other.state().sound).toBe(false);
  });

  it('a sound that cannot play (no audio device) is logged and the count still goes up', () => {
    const { alerts, play, state } = alertsOn();
    alerts.listen();
    alerts.setSound(true);
    play.mockImplementation(() => {
      throw new Error('no audio');
    });
    alerts.arrived();
    expect(state().hiddenArrivals).toBe(1);
  });
});
