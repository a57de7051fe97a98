import { describe, expect, it, vi } from 'vitest';
import { createPagedList, type Page, type PageRequest } from './paged-list';

type Sort = { by: string; order: 'asc' | 'desc' };
const byName: Sort = { by: 'name', order: 'asc' };

/** A server whose answers the test releases one by one, and whose requests it can inspect. */
function server() {
  const calls: Array<{
    request: PageRequest<Sort>;
    answer(page: Page<string>): void;
    fail(error: unknown): void;
  }> = [];
  const fetchPage = vi.fn(
    (request: PageRequest<Sort>) =>
      new Promise<Page<string>>((resolve, reject) => {
        calls.push({ request, answer: resolve, fail: reject });
        request.signal.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      }),
  );
  return { calls, fetchPage };
}

const rows = (page: number, count = 10) => Array.from({ length: count }, (_, i) => `row ${page}.${i + 1}`);

describe('a paged list asks the server for its page, sort and search', () => {
  it('starts idle on page 1 and loads with the options it was given', async () => {
    const { calls, fetchPage } = server();
    const list = createPagedList({ fetchPage, pageSize: 10, sort: byName, search: '  pump ' });
    expect(list.store.getState()).toMatchObject({
      status: 'idle',
      page: 1,
      rows: [],
      total: 0,
      search: 'pump',
    });
    const loaded = list.load();
    expect(list.store.getState().status).toBe('loading');
    expect(calls[0]?.request).toMatchObject({ page: 1, pageSize: 10, sort: byName, search: 'pump' });
    calls[0]?.answer({ rows: rows(1), total: 42 });
    await loaded;
    expect(list.store.getState()).toMatchObject({ status: 'ready', rows: rows(1), total: 42, error: null });
  });

  it('changing the page asks for that page', async () => {
    const { calls, fetchPage } = server();
    const list = createPagedList({ fetchPage, pageSize: 10, sort: byName });
    const loaded = list.setPage(3);
    expect(calls[0]?.request).toMatchObject({ page: 3 });
    calls[0]?.answer({ rows: rows(3), total: 42 });
    await loaded;
    expect(list.store.getState()).toMatchObject({ page: 3, rows: rows(3) });
  });

  it('a new sort, search or page size starts again at page 1', async () => {
    const { calls, fetchPage } = server();
    const list = createPagedList({ fetchPage, pageSize: 10, sort: byName });
    const answer = async (loading: Promise<void>) => {
      calls.at(-1)?.answer({ rows: [], total: 100 });
      await loading;
    };
    await answer(list.setPage(4));
    await answer(list.setSort({ by: 'date', order: 'desc' }));
    expect(calls.at(-1)?.request).toMatchObject({ page: 1, sort: { by: 'date', order: 'desc' } });
    await answer(list.setPage(4));
    await answer(list.setSearch('valve'));
    expect(calls.at(-1)?.request).toMatchObject({ page: 1, search: 'valve' });
    await answer(list.setPage(4));
    await answer(list.setPageSize(25));
    expect(calls.at(-1)?.request).toMatchObject({ page: 1, pageSize: 25 });
  });

  it('the search is trimmed, and the search already shown is not asked again', async () => {
    const { calls, fetchPage } = server();
    const list = createPagedList({ fetchPage, pageSize: 10, sort: byName });
    const loaded = list.setSearch('  valve  ');
    calls[0]?.answer({ rows: [], total: 0 });
    await loaded;
    expect(calls[0]?.request.search).toBe('valve');
    await list.setSearch('valve ');
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});

describe('a stale request is cancelled, its answer never applied', () => {
  it('a newer request aborts the one it replaces', async () => {
    const { calls, fetchPage } = server();
    const list = createPagedList({ fetchPage, pageSize: 10, sort: byName });
    const first = list.setPage(2);
    const second = list.setPage(3);
    expect(calls[0]?.request.signal.aborted).toBe(true);
    expect(calls[1]?.request.signal.aborted).toBe(false);
    calls[1]?.answer({ rows: rows(3), total: 42 });
    await Promise.all([first, second]);
    expect(list.store.getState()).toMatchObject({ status: 'ready', page: 3, rows: rows(3) });
  });

  it('an answer that arrives after its request was replaced is dropped', async () => {
    const calls: Array<(page: Page<string>) => void> = [];
    // A server that ignores the signal: the late answer still comes back.
    const fetchPage = (_: PageRequest<Sort>) => new Promise<Page<string>>((resolve) => calls.push(resolve));
    const list = createPagedList({ fetchPage, pageSize: 10, sort: byName });
    const first = list.setPage(2);
    const second = list.setPage(3);
    calls[1]?.({ rows: rows(3), total: 42 });
    await second;
    calls[0]?.({ rows: rows(2), total: 42 });
    await first;
    expect(list.store.getState()).toMatchObject({ status: 'ready', page: 3, rows: rows(3) });
  });

  it('a cancelled request is not an error', async () => {
    const { fetchPage } = server();
    const list = createPagedList({ fetchPage, pageSize: 10, sort: byName });
    const loaded = list.load();
    list.dispose();
    await loaded;
    expect(list.store.getState()).toMatchObject({ status: 'loading', error: null });
  });
});

describe('a failed request is status error, the rows shown before kept', () => {
  it('keeps the rows and the error, and a reload recovers', async () => {
    const { calls, fetchPage } = server();
    const list = createPagedList({ fetchPage, pageSize: 10, sort: byName });
    const loaded = list.load();
    calls[0]?.answer({ rows: rows(1), total: 42 });
    await loaded;
    const failed = list.setPage(2);
    const error = new Error('503');
    calls[1]?.fail(error);
    await failed;
    expect(list.store.getState()).toMatchObject({ status: 'error', error, rows: rows(1), page: 2 });
    const reloaded = list.load();
    calls[2]?.answer({ rows: rows(2), total: 42 });
    await reloaded;
    expect(list.store.getState()).toMatchObject({ status: 'ready', error: null, rows: rows(2) });
  });
});

describe('a page past the end (rows deleted meanwhile) is followed by the last page', () => {
  it('asks again for the last page', async () => {
    const { calls, fetchPage } = server();
    const list = createPagedList({ fetchPage, pageSize: 10, sort: byName });
    const loaded = list.setPage(5);
    calls[0]?.answer({ rows: [], total: 21 });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.request.page).toBe(3);
    calls[1]?.answer({ rows: rows(3, 1), total: 21 });
    await loaded;
    expect(list.store.getState()).toMatchObject({ status: 'ready', page: 3, rows: rows(3, 1), total: 21 });
  });

  it('an empty list stays on page 1', async () => {
    const { calls, fetchPage } = server();
    const list = createPagedList({ fetchPage, pageSize: 10, sort: byName });
    const loaded = list.load();
    calls[0]?.answer({ rows: [], total: 0 });
    await loaded;
    expect(calls).toHaveLength(1);
    expect(list.store.getState()).toMatchObject({ status: 'ready', page: 1, total: 0 });
  });
});

describe('reset: back to how the list was made, in one request', () => {
  it('page 1, the first sort and search, the page size kept', async () => {
    const { calls, fetchPage } = server();
    const list = createPagedList({ fetchPage, pageSize: 10, sort: byName, search: 'pump' });
    const changes = [
      list.setPageSize(25),
      list.setSort({ by: 'date', order: 'desc' }),
      list.setSearch('valve'),
    ];
    const moved = list.setPage(3);
    for (const call of calls) call.answer({ rows: rows(1), total: 100 });
    await Promise.all([...changes, moved]);
    const asked = calls.length;
    const reset = list.reset();
    expect(calls).toHaveLength(asked + 1);
    expect(calls.at(-1)?.request).toMatchObject({ page: 1, pageSize: 25, sort: byName, search: 'pump' });
    calls.at(-1)?.answer({ rows: rows(1), total: 100 });
    await reset;
  });
});
