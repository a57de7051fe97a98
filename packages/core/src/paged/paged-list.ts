import { createStore } from 'zustand/vanilla';
import type { LoadStatus } from '../live/live-collection';
import type { ReadableStore } from '../store/readable-store';
import { pageCount } from './record-range';

/** What a page is asked with: the signal aborts when a newer request replaces it. */
export interface PageRequest<S> {
  /** 1-based. */
  page: number;
  pageSize: number;
  sort: S;
  /** Trimmed; empty for no search. */
  search: string;
  signal: AbortSignal;
}

/** One page of rows and the number of rows in all pages. */
export interface Page<T> {
  rows: readonly T[];
  total: number;
}

/** What a paged list shows and how it was asked. */
export interface PagedListState<T, S> {
  /** The rows of the last page answered (kept while the next one loads, and after it fails). */
  rows: readonly T[];
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  sort: S;
  search: string;
  status: LoadStatus;
  /** Why the last request failed, while `status` is `error`. */
  error: unknown;
}

/** Options of {@link createPagedList}. */
export interface PagedListOptions<T, S> {
  /** Asks the server for a page; pass `signal` on to the call so that a stale request is cancelled. */
  fetchPage(request: PageRequest<S>): Promise<Page<T>>;
  pageSize: number;
  sort: S;
  search?: string;
}

/** A list paged, sorted and searched by the server; every change asks again and cancels the request it replaces. */
export interface PagedList<T, S> {
  readonly store: ReadableStore<PagedListState<T, S>>;
  /** Asks for the current page again (the first load, or a refresh). Never rejects: a failure is `status: 'error'`. */
  load(): Promise<void>;
  setPage(page: number): Promise<void>;
  /** A new page size starts again at page 1. */
  setPageSize(pageSize: number): Promise<void>;
  /** A new sort starts again at page 1. */
  setSort(sort: S): Promise<void>;
  /** A new search (trimmed) starts again at page 1; the search already shown is not asked again. */
  setSearch(search: string): Promise<void>;
  /** Back to page 1 with the sort and search the list was made with (the page size stays), and asks. */
  reset(): Promise<void>;
  /** Cancels the request on its way. */
  dispose(): void;
}

/**
 * Creates a paged list: state `{ rows, total, page, pageSize, sort, search, status, error }`. Only the newest
 * request's answer is applied; the ones it replaces are aborted. A page past the end (rows deleted meanwhile) is
 * followed by the last page.
 */
export function createPagedList<T, S>(options: PagedListOptions<T, S>): PagedList<T, S> {
  const initialSearch = (options.search ?? '').trim();
  const store = createStore<PagedListState<T, S>>()(() => ({
    rows: [],
    total: 0,
    page: 1,
    pageSize: options.pageSize,
    sort: options.sort,
    search: initialSearch,
    status: 'idle',
    error: null,
  }));
  let controller: AbortController | null = null;

  async function load(): Promise<void> {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    const { page, pageSize, sort, search } = store.getState();
    store.setState({ status: 'loading' });
    try {
      const answer = await options.fetchPage({ page, pageSize, sort, search, signal: current.signal });
      if (current.signal.aborted) return;
      const last = pageCount(answer.total, pageSize);
      if (page > last && last > 0) {
        store.setState({ page: last });
        return load();
      }
      store.setState({ rows: answer.rows, total: answer.total, status: 'ready', error: null });
    } catch (error) {
      if (current.signal.aborted) return;
      store.setState({ status: 'error', error });
    } finally {
      if (controller === current) controller = null;
    }
  }

  const change = (next: Partial<PagedListState<T, S>>) => {
    store.setState(next);
    return load();
  };

  return {
    store,
    load,
    setPage: (page) => change({ page: Math.max(1, Math.floor(page)) }),
    setPageSize: (pageSize) => change({ pageSize, page: 1 }),
    setSort: (sort) => change({ sort, page: 1 }),
    setSearch(search) {
      const trimmed = search.trim();
      if (trimmed === store.getState().search) return Promise.resolve();
      return change({ search: trimmed, page: 1 });
    },
    reset: () => change({ page: 1, sort: options.sort, search: initialSearch }),
    dispose() {
      controller?.abort();
      controller = null;
    },
  };
}
