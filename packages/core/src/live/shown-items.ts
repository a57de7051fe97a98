import type { StoreApi } from 'zustand/vanilla';

/** The items a live collection shows, merged by id, and the highest id seen through its connection. */
export interface ShownItems<T> {
  /** The highest id seen through the connection: where the gap after a reconnect starts. */
  highest(): number;
  /** Merges items the connection brought (a push, the gap): seen, and shown if they belong. */
  merge(items: readonly T[]): void;
  /** Merges a page loaded over HTTP: seen too unless the gap spans more than the pages (`wideGap`). */
  showPage(page: readonly T[]): void;
}

/** What {@link createShownItems} keeps its items by. */
interface ShownItemsOptions<T> {
  idOf(item: T): number;
  /** Whether an item belongs here (all by default). */
  shows?: ((item: T) => boolean) | undefined;
  /** The gap spans more than what the pages show: a page says nothing of where the gap starts. */
  wideGap?: boolean | undefined;
}

/** Items kept in `store` oldest first, one per id, a known id replaced by the newer copy. */
export function createShownItems<T>(
  store: StoreApi<{ items: readonly T[] }>,
  { idOf, shows = () => true, wideGap }: ShownItemsOptions<T>,
): ShownItems<T> {
  let highest = 0;
  const seen = (items: readonly T[]) => {
    for (const item of items) highest = Math.max(highest, idOf(item));
  };
  /** Merges into what is shown those it shows, a known id replaced by the newer copy. */
  function show(incoming: readonly T[]) {
    const shown = incoming.filter(shows);
    if (shown.length === 0) return;
    const byId = new Map<number, T>();
    for (const item of store.getState().items) byId.set(idOf(item), item);
    for (const item of shown) byId.set(idOf(item), item);
    store.setState({ items: [...byId.values()].sort((a, b) => idOf(a) - idOf(b)) });
  }
  return {
    highest: () => highest,
    merge(items) {
      seen(items);
      show(items);
    },
    showPage(page) {
      if (!wideGap) seen(page);
      show(page);
    },
  };
}
