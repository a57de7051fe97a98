import type { PagedList } from './paged-list';

/** A search box's text sent to a paged list once the typing pauses. */
export interface DebouncedSearch {
  /** The text as typed: the list is searched with it `delayMs` after the last call. */
  type(text: string): void;
  /** Forgets a search not yet sent (the dialog closed, the list reset). */
  cancel(): void;
}

/**
 * Searches `list` with what the user types, `delayMs` after the last key, so that a word costs one request and not
 * one per letter; the list itself cancels a request that a newer search replaces.
 */
export function debouncedSearch(
  list: Pick<PagedList<unknown, unknown>, 'setSearch'>,
  delayMs: number,
): DebouncedSearch {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    type(text) {
      clearTimeout(timer);
      timer = setTimeout(() => void list.setSearch(text), delayMs);
    },
    cancel() {
      clearTimeout(timer);
    },
  };
}
