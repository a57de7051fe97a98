import type { Hub } from '../hub/create-hub';
import { createSyncMark } from './sync-mark';

/** Options of {@link createGapSync}. */
export interface GapSyncOptions<T> {
  /**
   * The hub: a drop of its connection marks a gap, the next connection fetches it; the server's resync request
   * fetches the gap of a connection that stayed open.
   */
  hub: Pick<Hub, 'state' | 'onResync'>;
  /** The highest id seen so far: where a resync starts when no drop marked a gap. */
  highestSeen(): number;
  /** The items written after `afterId`, oldest first, at most `afterLimit` of them. */
  fetchAfter(afterId: number): Promise<readonly T[]>;
  afterLimit: number;
  idOf(item: T): number;
  /** Each item the gap brings, oldest first. */
  receive(item: T): void;
  /** Instead of a fetch from 0 when nothing was ever seen (the newest page is loaded instead, say). */
  fromNothing?(): Promise<void>;
  /** After every resync: what a widget refreshes besides the items (a list, counts). */
  afterResync?(): Promise<void>;
}

/** The gap a dropped hub connection leaves, fetched after every reconnect. */
export interface GapSync {
  /** The open connection pushed the item with this id (call it for every push). */
  pushed(id: number): void;
  /** Fetches what came after the lowest point a dropped connection may have lost, or after the highest id seen. */
  resync(): Promise<void>;
  /** Stops watching the hub. */
  dispose(): void;
}

/**
 * Watches a hub connection: when it drops, the point from which pushes may have been lost is marked (see
 * `createSyncMark`); when it connects again, everything written after that point is fetched in pages until the server
 * has no more, and handed to `receive`. Several drops before a resync succeeds keep the lowest point. When the server
 * says an open connection may have lost pushes, the gap is the same as if it had dropped and connected again at once.
 */
export function createGapSync<T>(options: GapSyncOptions<T>): GapSync {
  const mark = createSyncMark();

  async function resync(): Promise<void> {
    let after = mark.pending() ?? options.highestSeen();
    if (after > 0) {
      for (;;) {
        const missed = await options.fetchAfter(after);
        for (const item of missed) {
          options.receive(item);
          after = Math.max(after, options.idOf(item));
        }
        if (missed.length < options.afterLimit) break;
      }
    } else {
      await options.fromNothing?.();
    }
    mark.synced();
    await options.afterResync?.();
  }

  const resyncNow = () => {
    resync().catch((error: unknown) => console.warn('Fieldkit: resync failed', error));
  };
  const { hub } = options;
  const stops = [
    hub.state.subscribe((state, previous) => {
      if (previous === 'Connected' && state !== 'Connected') mark.dropped();
      if (state === 'Connected' && previous !== 'Connected') {
        mark.opened(options.highestSeen());
        // After SignalR's own reconnect and after one the user asked for alike: nothing is replayed.
        if (mark.pending() !== null) resyncNow();
      }
    }),
    hub.onResync(() => {
      mark.dropped();
      mark.opened(options.highestSeen());
      resyncNow();
    }),
  ];

  // A connection shared with others may be open already.
  if (hub.state.getState() === 'Connected') mark.opened(options.highestSeen());
  return {
    pushed: (id) => mark.pushed(id),
    resync,
    dispose: () => {
      for (const stop of stops) stop();
    },
  };
}
