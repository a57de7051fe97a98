import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../packages/server/src/db/connect';
import { seedDemo } from '../packages/server/src/db/seed';
import {
  noteSearchText,
  type ReceivedQuery,
  rebuildNoteSearch,
  receivedNotes,
  unreadNoteCount,
} from '../packages/server/src/features/notes/store';
import { percentile, round } from './stats';

/** Server time of the received-notes calls over one user's large log, on SQLite. */
export interface NotesSearchFigures {
  notes: number;
  /** Each kind of page asked `runs` times; p50 and p95 in ms. */
  pages: Record<string, { p50Ms: number; p95Ms: number }>;
  /** All search pages together. */
  search: { p50Ms: number; p95Ms: number };
  count: { p50Ms: number; p95Ms: number };
}

const WORDS = [
  'boiler',
  'gasket',
  'pressure',
  'valve',
  'belt',
  'filter',
  'roof',
  'leak',
  'lighting',
  'access',
  'panel',
];
const BOB = { loginId: 3, companyId: 2 };

/** Fills bob's inbox with `total` notes (a quarter read), in batches. */
async function fill(store: ReturnType<typeof openStore>, total: number): Promise<void> {
  const start = Date.now() - total * 60_000;
  await store.db.transaction().execute(async (trx) => {
    for (let from = 0; from < total; from += 500) {
      const batch = Array.from({ length: Math.min(500, total - from) }, (_, k) => from + k);
      const jobs = batch.map((i) =>
        i % 2 === 0 ? { job: 5001, wo: 'WO-1001' } : { job: 5002, wo: 'WO-1003' },
      );
      const notes = await trx
        .insertInto('service_notes')
        .values(
          batch.map((i, k) => {
            const text = `Visit ${i}: ${WORDS[i % WORDS.length]} and ${WORDS[(i * 7) % WORDS.length]} checked, code ${(i * 7919) % 10_000}`;
            return {
              company_id: 2,
              job_id: jobs[k]!.job,
              author_id: 4,
              notes: text,
              search_text: noteSearchText(text, jobs[k]!.wo, jobs[k]!.job),
              created_at: new Date(start + i * 60_000).toISOString(),
            };
          }),
        )
        .returning('service_note_id')
        .execute();
      await trx
        .insertInto('user_notifications')
        .values(
          notes.map((n, k) => ({
            company_id: 2,
            login_id: 3,
            service_note_id: n.service_note_id,
            is_read: (batch[k]! % 4 === 0 ? 1 : 0) as 0 | 1,
            read_by: batch[k]! % 4 === 0 ? 3 : null,
            read_at: batch[k]! % 4 === 0 ? new Date(start + batch[k]! * 60_000 + 1000).toISOString() : null,
          })),
        )
        .execute();
    }
  });
  await rebuildNoteSearch(store.db);
}

async function time(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const at = performance.now();
    await work();
    times.push(performance.now() - at);
  }
  return times;
}

const figures = (times: number[]) => ({
  p50Ms: round(percentile(times, 50)),
  p95Ms: round(percentile(times, 95)),
});

/** Fills a fresh SQLite store with `total` received notes for bob and times his pages, searches and count. */
export async function benchNotesSearch(total = 100_000, runs = 60): Promise<NotesSearchFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fk-bench-notes-'));
  const store = openStore({ dataDir });
  try {
    await store.migrate();
    await seedDemo(store.db);
    await fill(store, total);
    const page = (extra: Partial<ReceivedQuery>): ReceivedQuery => ({
      searchText: '',
      isRead: false,
      sortBy: 'UserNotificationId',
      orderBy: 'asc',
      startRecord: 1,
      endRecord: 25,
      ...extra,
    });
    const kinds: Record<string, ReceivedQuery> = {
      'first unread page': page({}),
      'a deep page (records 50,001 to 50,025)': page({ startRecord: 50_001, endRecord: 50_025 }),
      'sorted by note text, descending': page({ sortBy: 'Notes', orderBy: 'desc' }),
      'search a word ("gasket")': page({ searchText: 'gasket' }),
      'search a rare code ("code 4471")': page({ searchText: 'code 4471' }),
      'search a WO number ("wo-1003")': page({ searchText: 'wo-1003' }),
      'search two characters ("47")': page({ searchText: '47' }),
      'search the read view ("valve")': page({ searchText: 'valve', isRead: true }),
    };
    const pages: NotesSearchFigures['pages'] = {};
    const searches: number[] = [];
    for (const [name, query] of Object.entries(kinds)) {
      const times = await time(runs, () => receivedNotes(store.db, store.dialect, BOB, query));
      pages[name] = figures(times);
      if (query.searchText !== '') searches.push(...times);
    }
    const count = await time(runs, () => unreadNoteCount(store.db, BOB.loginId));
    return { notes: total, pages, search: figures(searches), count: figures(count) };
  } finally {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
