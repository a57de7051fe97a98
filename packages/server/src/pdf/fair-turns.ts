/**
 * Turns at a pool of `size` slots shared by owners (the users who print), handed out fairly: an owner holds at most
 * `perOwner` slots at once, and owners who wait take the free slots in turn, round-robin, one document each, so one
 * owner's burst waits behind itself, not in front of everyone.
 */
export interface FairTurns {
  /**
   * Resolves once `owner` may use a slot; `release` it after. Rejects at once with {@link TurnsFull} when the queue
   * is full: `maxWaiting` turns in all, or `maxWaitingPerOwner` of this owner's.
   */
  acquire(owner: string): Promise<void>;
  release(owner: string): void;
  /** Slots in use, and turns waited for. */
  load(): { busy: number; waiting: number };
}

/** Why a turn was refused: too many already wait (in all, or of the owner). */
export class TurnsFull extends Error {
  override name = 'TurnsFull';
}

/** How many turns may wait, in all and per owner (unbounded when left out). */
export interface WaitingLimits {
  maxWaiting?: number;
  maxWaitingPerOwner?: number;
}

export function fairTurns(size: number, perOwner: number, limits: WaitingLimits = {}): FairTurns {
  let waiting = 0;
  let busy = 0;
  const holding = new Map<string, number>();
  // Insertion order is the round: an owner served goes to the back.
  const queues = new Map<string, Array<() => void>>();

  const mayStart = (owner: string) => busy < size && (holding.get(owner) ?? 0) < perOwner;
  const start = (owner: string) => {
    busy++;
    holding.set(owner, (holding.get(owner) ?? 0) + 1);
  };
  const serve = () => {
    for (let progress = true; progress && busy < size; ) {
      progress = false;
      for (const owner of [...queues.keys()]) {
        if (!mayStart(owner)) continue;
        const queue = queues.get(owner)!;
        const next = queue.shift()!;
        waiting--;
        queues.delete(owner);
        if (queue.length > 0) queues.set(owner, queue);
        start(owner);
        next();
        progress = true;
      }
    }
  };

  return {
    acquire(owner) {
      if (!queues.has(owner) && mayStart(owner)) {
        start(owner);
        return Promise.resolve();
      }
      const queue = queues.get(owner) ?? [];
      if (waiting >= (limits.maxWaiting ?? Number.POSITIVE_INFINITY))
        return Promise.reject(new TurnsFull(`${waiting} documents already wait`));
      if (queue.length >= (limits.maxWaitingPerOwner ?? Number.POSITIVE_INFINITY))
        return Promise.reject(new TurnsFull(`${queue.length} of this user's documents already wait`));
      return new Promise<void>((resolve) => {
        queue.push(resolve);
        waiting++;
        queues.set(owner, queue);
      });
    },
    release(owner) {
      busy--;
      const held = (holding.get(owner) ?? 1) - 1;
      if (held > 0) holding.set(owner, held);
      else holding.delete(owner);
      serve();
    },
    load: () => ({ busy, waiting }),
  };
}
