import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { HubState } from '../hub/create-hub';
import { createGapSync } from './gap-sync';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a gap sync on a connection that was open before it', () => {
  it('takes the highest id seen at its creation as where that connection opened', async () => {
    const state = createStore<HubState>()(() => 'Connected');
    const afters: number[] = [];
    const received: number[] = [];
    const gap = createGapSync<number>({
      hubState: state,
      highestSeen: () => 7,
      fetchAfter: async (after) => {
        afters.push(after);
        return after === 7 ? [8] : [];
      },
      afterLimit: 50,
      idOf: (id) => id,
      receive: (id) => received.push(id),
    });
    state.setState('Reconnecting', true);
    state.setState('Connected', true);
    await settle();
    expect(afters).toEqual([7]);
    expect(received).toEqual([8]);
    gap.dispose();
  });

  it('fetches nothing on a first connection, only after a drop', async () => {
    const state = createStore<HubState>()(() => 'Disconnected');
    const afters: number[] = [];
    createGapSync<number>({
      hubState: state,
      highestSeen: () => 3,
      fetchAfter: async (after) => {
        afters.push(after);
        return [];
      },
      afterLimit: 50,
      idOf: (id) => id,
      receive: () => {},
    });
    state.setState('Connecting', true);
    state.setState('Connected', true);
    await settle();
    expect(afters).toEqual([]);
  });
});
