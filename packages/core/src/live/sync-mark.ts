/**
 * Where the resync after a dropped connection starts, for items with ids the server gives in the order it writes
 * them (a ChatDataId). SignalR replays nothing, so the pushes lost at a drop must be fetched. They were all written
 * after the dropped connection opened: above the highest id seen at that moment, and not below the first id the
 * connection pushed. Starting there, rather than after the highest id seen, also fetches a lower id that was written
 * before a higher one but never pushed (two writers at once, then the drop).
 */
export interface SyncMark {
  /** A connection opened; `highestSeen` is the highest id seen at that moment. */
  opened(highestSeen: number): void;
  /** The open connection pushed a message. */
  pushed(id: number): void;
  /** The open connection dropped: what it may have lost is to be fetched. */
  dropped(): void;
  /** Where the pending resync starts (0 when nothing is known yet), or null when no drop is waiting for one. */
  pending(): number | null;
  /** The resync fetched everything from `pending()`. */
  synced(): void;
}

/** A new {@link SyncMark}; several drops before a successful resync keep the lowest start. */
export function createSyncMark(): SyncMark {
  let openedAt = 0;
  let firstPushed = 0;
  let pending: number | null = null;
  return {
    opened(highestSeen) {
      openedAt = highestSeen;
      firstPushed = 0;
    },
    pushed(id) {
      if (firstPushed === 0 || id < firstPushed) firstPushed = id;
    },
    dropped() {
      const starts = [openedAt, firstPushed - 1].filter((id) => id > 0);
      const start = starts.length > 0 ? Math.min(...starts) : 0;
      pending = pending === null ? start : Math.min(pending, start);
    },
    pending: () => pending,
    synced() {
      pending = null;
    },
  };
}
