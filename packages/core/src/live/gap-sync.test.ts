import { describe, expect, it } from 'vitest';
import { fakeHub } from '../testing/fake-hub';
import { createGapSync } from './gap-sync';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A gap sync of numbers on a fake hub; `highest` is the highest id seen, `stored` what the server holds. */
function gapSyncOn(server: ReturnType<typeof fakeHub>, highest: () => number, stored: number[] = []) {
  const afters: number[] = [];
  const received: number[] = [];
  const gap = createGapSync<number>({
    hub: server.hub,
    highestSeen: highest,
    fetchAfter: async (after) => {
      afters.push(after);
      return stored.filter((id) => id > after);
    },
    afterLimit: 50,
    idOf: (id) => id,
    receive: (id) => received.push(id),
  });
  return { gap, afters, received };
}

describe('a gap sync on a connection that was open before it', () => {
  it('takes the highest id seen at its creation as where that connection opened', async () => {
    const server = fakeHub();
    await server.hub.start();
    const { gap, afters, received } = gapSyncOn(server, () => 7, [8]);
    server.drop();
    server.restore();
    await settle();
    expect(afters).toEqual([7]);
    expect(received).toEqual([8]);
    gap.dispose();
  });

  it('fetches nothing on a first connection, only after a drop', async () => {
    const server = fakeHub();
    const { afters } = gapSyncOn(server, () => 3);
    await server.hub.start();
    await settle();
    expect(afters).toEqual([]);
  });
});

describe("the server's resync request, on a connection that stays open", () => {
  it('fetches from where the connection opened, not from the highest id pushed since', async () => {
    const server = fakeHub();
    let highest = 5;
    const { gap, afters, received } = gapSyncOn(server, () => highest, [6, 7, 8]);
    await server.hub.start();
    // Pushed live while the other processes' pushes (6 and 7) were lost.
    gap.pushed(8);
    highest = 8;
    server.askResync();
    await settle();
    expect(server.hub.state.getState()).toBe('Connected');
    expect(afters).toEqual([5]);
    expect(received).toEqual([6, 7, 8]);
    // The next request starts where the first one left the connection.
    server.askResync();
    await settle();
    expect(afters).toEqual([5, 8]);
  });

  it('stops listening once disposed', async () => {
    const server = fakeHub();
    const { gap, afters } = gapSyncOn(server, () => 2);
    await server.hub.start();
    gap.dispose();
    server.askResync();
    await settle();
    expect(afters).toEqual([]);
  });
});
