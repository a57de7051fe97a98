import { createStore } from 'zustand/vanilla';
import type { HubDefinition, HubEventArgs, HubEventName } from '../contract/define-hub';
import type { TypedHub } from '../hub/typed-hub';
import type { ReadableStore } from '../store/readable-store';
import { createGapSync, type GapSync } from './gap-sync';
import { createShownItems } from './shown-items';

/** How far a list has loaded: one vocabulary for every list of the kit. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What a live collection shows. */
export interface LiveCollectionState<T> {
  /** Oldest first, one per id. */
  items: readonly T[];
  /** The newest page: not asked yet, on its way, shown, or failed. */
  status: LoadStatus;
  /** An older page is on its way. */
  loadingOlder: boolean;
  /** The server may have items older than the oldest shown. */
  hasOlder: boolean;
}

/** Hub events turned into items: each maps a push's arguments to an item, or null for a push that is not one. */
export type LiveEvents<D extends HubDefinition, T> = {
  [K in HubEventName<D>]?: (...args: HubEventArgs<D, K>) => T | null;
};

/** Options of {@link createLiveCollection}. */
export interface LiveCollectionOptions<T, D extends HubDefinition> {
  /** The item's id: the server gives them in the order it writes the items. */
  idOf(item: T): number;
  /** The newest page when `before` is undefined, else the page just older than the id `before`. */
  fetchPage(before: number | undefined): Promise<readonly T[]>;
  /** A page shorter than this is the last. */
  pageSize: number;
  /** The hub whose `events` bring new items, and whose reconnects fetch the gap. */
  hub?: Pick<TypedHub<D>, 'state' | 'on' | 'onResync'>;
  events?: LiveEvents<D, T>;
  /** The items written after `afterId`, at most `afterLimit`: the gap a dropped connection left. */
  fetchAfter?(afterId: number): Promise<readonly T[]>;
  afterLimit?: number;
  /**
   * The gap spans more than a page does (the chat's: every conversation, while a page is one): then only pushes and
   * what the gap brings, never a page, tell how far the collection has seen, or a page loaded during an outage would
   * hide the other conversations' losses.
   */
  wideGap?: boolean;
  /** Whether a pushed or fetched item belongs here (the open conversation, say); the others are only seen. */
  shows?(item: T): boolean;
  /** What else a pushed or gap item does (a list row, a count), whether shown or not. */
  onItem?(item: T): void;
  /** After every resync (a widget refreshes its list or counts). */
  afterResync?(): Promise<void>;
}

/** A list fed by pages and by a hub, that resyncs after every reconnect. */
export interface LiveCollection<T> {
  readonly store: ReadableStore<LiveCollectionState<T>>;
  /** Empties the collection and loads the newest page; an answer for an earlier load is dropped. */
  load(): Promise<void>;
  /** Loads the page older than the oldest shown, if there may be one. */
  loadOlder(): Promise<void>;
  /** Empties the collection without loading (the scope changed and nothing is to be shown yet). */
  reset(): void;
  /** Shows nothing, with nothing older to load: the server deleted or cleared the items. */
  clear(): void;
  /** Merges items by id (a known id is replaced by the newer copy), keeping only those it shows. */
  merge(items: readonly T[]): void;
  /** Changes shown items in place (delivered and read marks, say). */
  update(change: (item: T) => T): void;
  /** Receives an item as a push: the gap's mark, `onItem`, and merged when shown. */
  receive(item: T): void;
  /** Adds an item that came another way than a push (the answer to a send): `onItem`, and merged when shown. */
  add(item: T): void;
  /**
   * Fetches the gap now (it also runs after every reconnect while listening); when not listening, or with nothing seen
   * yet, merges the newest page into what is shown.
   */
  resync(): Promise<void>;
  /**
   * Starts listening to the hub: its events' pushes are received, and after every reconnect the gap is fetched.
   * Returns the stop; a widget listens from its start to its dispose (and again after a restart).
   */
  listen(): () => void;
  /** Stops every listening and drops the answers still on their way. */
  dispose(): void;
}

const initial = { items: [], status: 'idle', loadingOlder: false, hasOlder: false } as const;

/**
 * A live collection: the newest page, older pages on demand, hub pushes merged by id, and after every reconnect the
 * items written since the lowest point the dropped connection may have lost, fetched in pages. One status union
 * (`idle | loading | ready | error`) and `loadingOlder` say how far it has loaded.
 */
export function createLiveCollection<T, D extends HubDefinition = HubDefinition>(
  options: LiveCollectionOptions<T, D>,
): LiveCollection<T> {
  const { idOf } = options;
  const store = createStore<LiveCollectionState<T>>()(() => ({ ...initial }));
  const { merge, showPage, highest } = createShownItems(store, options);
  let generation = 0;
  /** The stops of the listenings under way. */
  const listening = new Set<() => void>();

  /** An item the gap brought, or (through `receive`) a push. */
  function take(item: T) {
    options.onItem?.(item);
    merge([item]);
  }

  let gap: GapSync | null = null;

  /** The newest page merged into what is shown, without emptying it first. */
  async function refresh(): Promise<void> {
    const current = generation;
    const wasEmpty = store.getState().items.length === 0;
    try {
      const page = await options.fetchPage(undefined);
      if (current !== generation) return;
      showPage(page);
      store.setState({
        status: 'ready',
        ...(wasEmpty ? { hasOlder: page.length >= options.pageSize } : {}),
      });
    } catch (error) {
      if (current === generation && wasEmpty) store.setState({ status: 'error' });
      throw error;
    }
  }

  /** Listens to the hub: its pushes, and its reconnects that fetch the gap. */
  function listen(): () => void {
    const stops = listenToHub(options, {
      highest,
      take,
      refresh,
      receive: (item) => collection.receive(item),
      gap: (sync) => {
        gap = sync;
        return () => {
          if (gap === sync) gap = null;
        };
      },
    });
    const stop = () => {
      for (const each of stops.splice(0)) each();
      listening.delete(stop);
    };
    listening.add(stop);
    return stop;
  }

  const collection: LiveCollection<T> = {
    store,
    async load() {
      const current = ++generation;
      store.setState({ ...initial, status: 'loading' });
      try {
        const page = await options.fetchPage(undefined);
        if (current !== generation) return;
        showPage(page);
        store.setState({ status: 'ready', hasOlder: page.length >= options.pageSize });
      } catch (error) {
        if (current !== generation) return;
        store.setState({ status: 'error' });
        throw error;
      }
    },
    async loadOlder() {
      const { items, hasOlder, loadingOlder, status } = store.getState();
      const oldest = items[0];
      if (!oldest || !hasOlder || loadingOlder || status !== 'ready') return;
      const current = generation;
      store.setState({ loadingOlder: true });
      try {
        const page = await options.fetchPage(idOf(oldest));
        if (current !== generation) return;
        showPage(page);
        store.setState({ loadingOlder: false, hasOlder: page.length >= options.pageSize });
      } catch (error) {
        if (current === generation) store.setState({ loadingOlder: false });
        throw error;
      }
    },
    reset() {
      generation++;
      store.setState({ ...initial });
    },
    clear() {
      generation++;
      store.setState({ ...initial, status: 'ready' });
    },
    merge,
    update(change) {
      store.setState({ items: store.getState().items.map(change) });
    },
    receive(item) {
      gap?.pushed(idOf(item));
      take(item);
    },
    add: take,
    resync: () => gap?.resync() ?? refresh(),
    listen,
    dispose() {
      generation++;
      // The answers on their way are dropped: what they would have ended is no longer under way.
      if (store.getState().status === 'loading') store.setState({ status: 'idle' });
      store.setState({ loadingOlder: false });
      for (const stop of [...listening]) stop();
    },
  };
  return collection;
}

/** What listening to the hub needs of a collection. */
interface Listened<T> {
  /** The highest id seen through the connection. */
  highest(): number;
  /** An item the gap brought. */
  take(item: T): void;
  /** The newest page, merged into what is shown. */
  refresh(): Promise<void>;
  /** A pushed item. */
  receive(item: T): void;
  /** The gap's sync, made for this listening; returns what forgets it. */
  gap(sync: GapSync): () => void;
}

/** Listens to a collection's hub: its pushes, and its reconnects that fetch the gap; returns the stops. */
function listenToHub<T, D extends HubDefinition>(
  options: LiveCollectionOptions<T, D>,
  collection: Listened<T>,
): Array<() => void> {
  const { hub, events, fetchAfter } = options;
  const stops: Array<() => void> = [];
  if (!hub) return stops;
  if (fetchAfter) {
    const sync = createGapSync<T>({
      hub,
      highestSeen: collection.highest,
      fetchAfter,
      afterLimit: options.afterLimit ?? options.pageSize,
      idOf: options.idOf,
      // What the gap brings was not pushed by the connection: it must not lower where the next gap starts.
      receive: collection.take,
      // Nothing seen yet: the newest page, merged into what is shown (an older page loaded meanwhile stays).
      fromNothing: collection.refresh,
      ...(options.afterResync ? { afterResync: options.afterResync } : {}),
    });
    const forget = collection.gap(sync);
    stops.push(() => {
      sync.dispose();
      forget();
    });
  }
  for (const [event, toItem] of Object.entries(events ?? {}) as Array<
    [HubEventName<D>, (...args: unknown[]) => T | null]
  >) {
    stops.push(
      hub.on(event, (...args) => {
        const item = toItem(...args);
        if (item !== null) collection.receive(item);
      }),
    );
  }
  return stops;
}
