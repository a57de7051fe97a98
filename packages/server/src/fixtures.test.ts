import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openStore, type Store } from './db/connect';
import { seedDemo } from './db/seed';
import { parseFixture, readFixture, resolveRelative } from './fixtures';

const NOW = new Date('2026-11-29T18:42:17.123Z');

describe("a fixture's relative instants", () => {
  test('@day N is the date N days from today; with a time, that day at that time (UTC)', () => {
    expect(resolveRelative('@day -2', NOW)).toBe('2026-11-27');
    expect(resolveRelative('@day 90', NOW)).toBe('2027-02-27');
    expect(resolveRelative('@day 1 09:30', NOW)).toBe('2026-11-30T09:30:00.000Z');
  });

  test('@seconds N is the instant N seconds from now, to the second', () => {
    expect(resolveRelative('@seconds -3600', NOW)).toBe('2026-11-29T17:42:17Z');
  });

  test('in rows and lists at any depth; any other value as it is', () => {
    expect(resolveRelative([{ a: '@day 0', b: ['x', 3, null, '@seconds 0'] }], NOW)).toEqual([
      { a: '2026-11-29', b: ['x', 3, null, '2026-11-29T18:42:17Z'] },
    ]);
  });

  test('an @ that is no relative instant is refused, never stored as it is', () => {
    expect(() => resolveRelative('@week 1', NOW)).toThrow(/no relative instant/);
    expect(() => resolveRelative('@day soon', NOW)).toThrow(/no relative instant/);
  });
});

describe('the demo fixtures', () => {
  let dataDir: string;
  let store: Store;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'fieldkit-fixtures-'));
    store = openStore({ dataDir });
    await store.migrate();
  });
  afterAll(async () => {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('each names only files that are in fixtures/media', async () => {
    for (const name of ['shell', 'job-print']) {
      const { files } = await readFixture(name);
      expect(Object.keys(files).length).toBeGreaterThan(0);
      for (const { file } of Object.values(files))
        expect(existsSync(new URL(`../fixtures/media/${file}`, import.meta.url)), file).toBe(true);
    }
  });

  test('the seed loads them: rows inserted with their instants made absolute, updates applied, files copied', async () => {
    const uploads = join(dataDir, 'uploads');
    expect(await seedDemo(store.db, { uploadsDir: uploads })).toBe(true);
    const today = new Date();
    const answer = await store.db
      .selectFrom('checklist_answers')
      .select('answer')
      .where('job_id', '=', 5001)
      .where('question_id', '=', 6116)
      .executeTakeFirstOrThrow();
    // Seeded today, the next service is due in 90 days (within a day of it, were the seed run at midnight).
    const due =
      Date.parse(answer.answer) - Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
    expect(Math.abs(due / 86_400_000 - 90)).toBeLessThanOrEqual(1);
    const projects = await store.db
      .selectFrom('work_orders')
      .select(['work_order_id', 'project_id'])
      .where('company_id', '=', 2)
      .where('work_order_id', 'in', [1001, 1002, 2001])
      .orderBy('work_order_id')
      .execute();
    expect(projects).toEqual([
      { work_order_id: 1001, project_id: 8001 },
      { work_order_id: 1002, project_id: 8002 },
      { work_order_id: 2001, project_id: 8001 },
    ]);
    const dave = await store.db
      .selectFrom('users')
      .select('home_page_id')
      .where('username', '=', 'dave')
      .executeTakeFirstOrThrow();
    expect(dave.home_page_id).toBe(43);
    const { files } = await readFixture('job-print');
    const signature = files.signature;
    expect(signature).toBeDefined();
    expect(readFileSync(join(uploads, ...(signature?.path ?? '').split('/')))).toEqual(
      readFileSync(new URL(`../fixtures/media/${signature?.file}`, import.meta.url)),
    );
  });

  test('a step that would change every row, or insert nothing, is refused before anything is written', () => {
    const update = { update: 'users', set: { mobile: '' }, where: [] };
    expect(() => parseFixture(JSON.stringify({ steps: [update] }))).toThrow(/where/);
    expect(() => parseFixture(JSON.stringify({ steps: [{ insert: 'users', rows: [] }] }))).toThrow(/rows/);
    const where = [['login_id', '>', 1]];
    expect(() => parseFixture(JSON.stringify({ steps: [{ ...update, where }] }))).toThrow();
  });
});
