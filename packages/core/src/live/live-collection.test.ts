import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createStore } from 'zustand/vanilla';
import { defineHub } from '../contract/define-hub';
import type { HubState } from '../hub/create-hub';
import type { TypedHub } from '../hub/typed-hub';
import { createLiveCollection, type LiveCollectionOptions } from './live-collection';

interface Note {
  id: number;
  text: string;
  topic: string;
}
const note = (id: number, text = `n${id}`, topic = 'a'): Note => ({ id, text, topic });
const NoteSchema = z.object({ id: z.number(), text: z.string(), topic: z.string() });
const notesHub = defineHub({ path: 'hubs/notes', methods: {}, events: { NoteAdded: z.tuple([NoteSchema]) } });

/** The server's end: notes 1..total, pages newest first by `before`, and a hub that connects, pushes and drops. */
function setup(total: number, overrides: Partial<LiveCollectionOptions<Note, typeof notesHub>> = {}) {
  const server = Array.from({ length: total }, (_, i) => note(i + 1));
  const state = createStore<HubState>()(() => 'Disconnected');
  const handlers = new Set<(n: Note) => void>();
  // The generic handler of a hub's `on` takes the event's arguments; NoteAdded's are one note.
  const on = ((_event: 'NoteAdded', handler: (n: Note) => void) => {
    handlers.add(handler);
    return () => void handlers.delete(handler);
  }) as TypedHub<typeof notesHub>['on'];
  const resyncs = new Set<() => void>();
  const onResync = (handler: () => void) => {
    resyncs.add(handler);
    return () => void resyncs.delete(handler);
  };
  const hub = { state, on, onResync };
  const pages: Array<number | undefined> = [];
  const afters: number[] = [];
  const collection = createLiveCollection<Note, typeof notesHub>({
    idOf: (n) => n.id,
    pageSize: 3,
    fetchPage: async (before) => {
      pages.push(before);
      const older = server.filter((n) => before === undefined || n.id < before);
      return older.slice(-3);
    },
    hub,
    events: { NoteAdded: (n) => n },
    fetchAfter: async (after) => {
      afters.push(after);
      return server.filter((n) => n.id > after).slice(0, 2);
    },
    afterLimit: 2,
    ...overrides,
  });
  collection.listen();
  const push = (n: Note) => {
    server.push(n);
    for (const handler of handlers) handler(n);
  };
  const drop = () => state.setState('Reconnecting', true);
  const restore = () => state.setState('Connected', true);
  const askResync = () => {
    for (const handler of resyncs) handler();
  };
  const ids = () => collection.store.getState().items.map((n) => n.id);
  return { collection, server, push, drop, restore, askResync, ids, pages, afters, handlers };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('pages: the newest first, older ones on demand, until a short page', () => {
  it('loads the newest page, then older pages before the oldest shown, and knows when none is left', async () => {
    const { collection, ids, pages } = setup(7);
    expect(collection.store.getState().status).toBe('idle');
    const loading = collection.load();
    expect(collection.store.getState().status).toBe('loading');
    await loading;
    expect(ids()).toEqual([5, 6, 7]);
    expect(collection.store.getState()).toMatchObject({ status: 'ready', hasOlder: true });
    await collection.loadOlder();
    expect(ids()).toEqual([2, 3, 4, 5, 6, 7]);
    await collection.loadOlder();
    expect(ids()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(collection.store.getState().hasOlder).toBe(false);
    await collection.loadOlder();
    expect(pages).toEqual([undefined, 5, 2]);
  });

  it('says loadingOlder while an older page is on its way, and asks for it once', async () => {
    const { collection, pages } = setup(7);
    await collection.load();
    const one = collection.loadOlder();
    expect(collection.store.getState().loadingOlder).toBe(true);
    await Promise.all([one, collection.loadOlder()]);
    expect(collection.store.getState().loadingOlder).toBe(false);
    expect(pages).toEqual([undefined, 5]);
  });

  it('a failed newest page is status error, and loading again recovers', async () => {
    let fail = true;
    const { collection, ids } = setup(3, {
      fetchPage: async () => {
        if (fail) throw new Error('offline');
        return [note(1)];
      },
    });
    await expect(collection.load()).rejects.toThrow('offline');
    expect(collection.store.getState().status).toBe('error');
    fail = false;
    await collection.load();
    expect(collection.store.getState().status).toBe('ready');
    expect(ids()).toEqual([1]);
  });

  it('an answer for an earlier load, or after a reset, is not applied', async () => {
    let release: (notes: Note[]) => void = () => {};
    const { collection, ids } = setup(0, {
      fetchPage: () => new Promise<Note[]>((resolve) => (release = resolve)),
    });
    const first = collection.load();
    const firstRelease = release;
    collection.reset();
    firstRelease([note(1, 'stale')]);
    await first;
    expect(ids()).toEqual([]);
    expect(collection.store.getState().status).toBe('idle');
  });
});

describe('pushes are merged by id', () => {
  it('a new push is added in id order, a known id is replaced, never doubled', async () => {
    const { collection, push, ids } = setup(3);
    await collection.load();
    push(note(5));
    push(note(4));
    push(note(5, 'edited'));
    expect(ids()).toEqual([1, 2, 3, 4, 5]);
    expect(collection.store.getState().items.at(-1)?.text).toBe('edited');
  });

  it('an item it does not show is still handed to onItem, and a push mapped to null is ignored', async () => {
    const onItem = vi.fn();
    const { collection, push, ids } = setup(0, {
      shows: (n) => n.topic === 'a',
      onItem,
      events: { NoteAdded: (n) => (n.text === 'ignore' ? null : n) },
    });
    await collection.load();
    push(note(1, 'x', 'b'));
    push(note(2, 'ignore'));
    push(note(3));
    expect(ids()).toEqual([3]);
    expect(onItem.mock.calls.map(([n]) => n.id)).toEqual([1, 3]);
  });

  it('add takes an item that was not pushed (the answer to a send) without moving the gap mark', async () => {
    const onItem = vi.fn();
    const { collection, drop, restore, afters, ids } = setup(5, { onItem });
    await collection.load();
    restore();
    // A lower id than the highest seen when the connection opened: as a push it would lower the gap's start.
    collection.add(note(2, 'sent'));
    expect(ids()).toEqual([2, 3, 4, 5]);
    expect(onItem).toHaveBeenCalledWith(note(2, 'sent'));
    drop();
    restore();
    await settle();
    expect(afters[0]).toBe(5);
  });

  it('clear shows nothing with nothing older, and an earlier load no longer applies', async () => {
    let release: (page: Note[]) => void = () => {};
    const { collection, ids } = setup(5);
    await collection.load();
    const { fetchPage } = { fetchPage: () => new Promise<Note[]>((resolve) => (release = resolve)) };
    const slow = createLiveCollection<Note>({ idOf: (n) => n.id, pageSize: 3, fetchPage });
    const loading = slow.load();
    slow.clear();
    release([note(1)]);
    await loading;
    expect(slow.store.getState()).toMatchObject({ items: [], status: 'ready', hasOlder: false });
    collection.clear();
    expect(ids()).toEqual([]);
    expect(collection.store.getState()).toMatchObject({ status: 'ready', hasOlder: false });
  });

  it('update changes shown items in place', async () => {
    const { collection } = setup(2);
    await collection.load();
    collection.update((n) => ({ ...n, text: n.text.toUpperCase() }));
    expect(collection.store.getState().items.map((n) => n.text)).toEqual(['N1', 'N2']);
  });
});

describe('after every reconnect, the gap the dropped connection may have lost is fetched', () => {
  it('starts below the first push of the dropped connection when it pushed, in pages until a short one', async () => {
    const { collection, server, push, drop, restore, ids, afters } = setup(3);
    await collection.load();
    restore();
    push(note(5));
    // 4 was written before 5, but its push was lost with the connection; 6 and 7 came while it was down.
    server.push(note(4), note(6), note(7));
    server.sort((a, b) => a.id - b.id);
    drop();
    restore();
    await settle();
    expect(afters).toEqual([3, 5, 7]);
    expect(ids()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("the server's resync request fetches the same gap on a connection that stays open", async () => {
    const { collection, server, push, restore, askResync, ids, afters } = setup(3);
    await collection.load();
    restore();
    push(note(5));
    // 4 and 6 were written on other processes while this one's link to them was cut: their pushes never came.
    server.push(note(4), note(6));
    server.sort((a, b) => a.id - b.id);
    askResync();
    await settle();
    expect(afters).toEqual([3, 5]);
    expect(ids()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('starts at the highest id seen when the connection opened, when that is lower', async () => {
    const { collection, push, drop, restore, afters } = setup(3);
    await collection.load();
    restore();
    drop();
    restore();
    await settle();
    push(note(9));
    drop();
    restore();
    await settle();
    expect(afters).toEqual([3, 3]);
  });

  it('two drops before a resync succeeds keep the lower start', async () => {
    let down = true;
    const afters: number[] = [];
    const { collection, push, drop, restore } = setup(3, {
      fetchAfter: async (after) => {
        afters.push(after);
        if (down) throw new Error('unreachable');
        return [];
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await collection.load();
    restore();
    drop();
    restore();
    await settle();
    push(note(20));
    down = false;
    drop();
    restore();
    await settle();
    expect(afters).toEqual([3, 3]);
    warn.mockRestore();
  });

  it('what a gap fetch brings is not a push: the next gap starts after it', async () => {
    const { collection, push, drop, restore, afters } = setup(3);
    await collection.load();
    restore();
    push(note(4));
    drop();
    restore();
    await settle();
    // The connection that opened after the first gap had seen 4 and pushed nothing.
    drop();
    restore();
    await settle();
    expect(afters).toEqual([3, 4]);
  });

  it('with nothing seen when the connection opened, a reconnect merges the newest page into what is shown', async () => {
    const { collection, drop, restore, ids, pages } = setup(5);
    restore();
    await collection.load();
    await collection.loadOlder();
    const shownCounts: number[] = [];
    const stop = collection.store.subscribe((state) => shownCounts.push(state.items.length));
    drop();
    restore();
    await settle();
    stop();
    expect(pages).toEqual([undefined, 3, undefined]);
    expect(ids()).toEqual([1, 2, 3, 4, 5]);
    expect(Math.min(...shownCounts)).toBe(5);
    expect(collection.store.getState()).toMatchObject({ status: 'ready', hasOlder: false });
  });

  it('with a gap wider than a page, a page does not tell how far the collection has seen; pushes do', async () => {
    const startOfSecondGap = async (wideGap: boolean) => {
      const { collection, push, drop, restore, afters } = setup(10, { wideGap });
      restore();
      push(note(3));
      // The newest page shows 8 to 10, while the gap (a wider scope) may still miss what came after 3.
      await collection.load();
      drop();
      restore();
      await settle();
      const first = afters.length;
      drop();
      restore();
      await settle();
      return [afters[0], afters[first]];
    };
    // Both gaps start below the push; the second where the connection opened: at the push, or at the page's 10.
    expect(await startOfSecondGap(true)).toEqual([2, 3]);
    expect(await startOfSecondGap(false)).toEqual([2, 10]);
  });

  it('with nothing ever seen, a reconnect loads the newest page instead', async () => {
    const { drop, restore, ids, pages } = setup(2);
    restore();
    drop();
    restore();
    await settle();
    expect(pages).toEqual([undefined]);
    expect(ids()).toEqual([1, 2]);
  });

  it('afterResync runs after the gap is fetched', async () => {
    const order: string[] = [];
    const { collection, drop, restore } = setup(3, {
      fetchAfter: async () => {
        order.push('gap');
        return [];
      },
      afterResync: async () => {
        order.push('after');
      },
    });
    await collection.load();
    restore();
    drop();
    restore();
    await settle();
    expect(order).toEqual(['gap', 'after']);
  });
});

describe('dispose', () => {
  it('stops listening to pushes and reconnects', async () => {
    const { collection, push, drop, restore, ids, afters, handlers } = setup(3);
    await collection.load();
    restore();
    collection.dispose();
    expect(handlers.size).toBe(0);
    push(note(4));
    drop();
    restore();
    await settle();
    expect(ids()).toEqual([1, 2, 3]);
    expect(afters).toEqual([]);
  });
});

describe('dispose drops the answers on their way and what they would have ended', () => {
  it('a load or an older page under way is no longer said to be loading', async () => {
    let release: (page: Note[]) => void = () => {};
    const slow = createLiveCollection<Note>({
      idOf: (n) => n.id,
      pageSize: 1,
      fetchPage: () => new Promise<Note[]>((resolve) => (release = resolve)),
    });
    const loading = slow.load();
    slow.dispose();
    release([note(1)]);
    await loading;
    expect(slow.store.getState()).toMatchObject({ status: 'idle', items: [] });

    const again = slow.load();
    release([note(2)]);
    await again;
    const older = slow.loadOlder();
    expect(slow.store.getState().loadingOlder).toBe(true);
    slow.dispose();
    release([note(1)]);
    await older;
    expect(slow.store.getState()).toMatchObject({ status: 'ready', loadingOlder: false, items: [note(2)] });
  });
});

describe('listen', () => {
  it('a stopped collection listens again when asked (a widget started, disposed and started again)', async () => {
    const { collection, push, drop, restore, ids, afters, handlers } = setup(3);
    await collection.load();
    collection.dispose();
    collection.listen();
    expect(handlers.size).toBe(1);
    push(note(4));
    expect(ids()).toEqual([1, 2, 3, 4]);
    restore();
    drop();
    restore();
    await settle();
    // The new listening knows the highest id seen: the gap starts there.
    expect(afters[0]).toBe(4);
  });

  it('without a hub, listening does nothing and a resync loads the newest page', async () => {
    const pages: Array<number | undefined> = [];
    const plain = createLiveCollection<Note>({
      idOf: (n) => n.id,
      pageSize: 3,
      fetchPage: async (before) => {
        pages.push(before);
        return [note(1)];
      },
    });
    plain.listen()();
    await plain.resync();
    expect(pages).toEqual([undefined]);
    expect(plain.store.getState().items).toEqual([note(1)]);
  });
});
