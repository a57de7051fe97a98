import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import * as z from 'zod';
import type { Database } from './db/schema';
import { writeUpload } from './storage/uploads';

/**
 * The demo's data and files, kept as fixtures at the package's root (`fixtures/`), outside the sources and the
 * bundle: this module is one folder below the root from `src/` as from `dist/`, where its code is bundled.
 */
const FIXTURES = new URL('../fixtures/', import.meta.url);

/** A file of the demo: its name in `fixtures/media/`, where it goes under the uploads folder, its type if served. */
const FixtureFile = z.object({ file: z.string(), path: z.string(), type: z.string().optional() });

const Row = z.record(z.string(), z.unknown());
/** A condition of an update: `[column, '=', value]` or `[column, 'in', values]`. */
const Where = z.union([
  z.tuple([z.string(), z.literal('='), z.unknown()]),
  z.tuple([z.string(), z.literal('in'), z.array(z.unknown())]),
]);
const Step = z.union([
  z.object({ insert: z.string(), rows: z.array(Row).min(1) }),
  z.object({ update: z.string(), set: Row, where: z.array(Where).min(1) }),
]);

/**
 * A fixture: its files, and the rows it inserts and updates, in order. A string value may be an instant relative to
 * the day it is loaded: `@day N` is the date N days from today (`YYYY-MM-DD`, UTC), `@day N HH:MM` that day at that
 * time (UTC), `@seconds N` the instant N seconds from now, to the second.
 */
const Fixture = z.object({ files: z.record(z.string(), FixtureFile).default({}), steps: z.array(Step) });
export type Fixture = z.infer<typeof Fixture>;

/** A fixture from its JSON; throws, naming what is wrong, when it is not one (an update without a condition). */
export function parseFixture(json: string): Fixture {
  return Fixture.parse(JSON.parse(json));
}

/** Reads `fixtures/demo/{name}.json`. */
export async function readFixture(name: string): Promise<Fixture> {
  return parseFixture(await readFile(new URL(`demo/${name}.json`, FIXTURES), 'utf8'));
}

const DAY_MS = 86_400_000;

/** A fixture's value with its relative instants made absolute against `now`. */
export function resolveRelative(value: unknown, now: Date): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveRelative(item, now));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveRelative(item, now)]));
  if (typeof value !== 'string' || !value.startsWith('@')) return value;
  const day = /^@day (-?\d+)(?: (\d{2}:\d{2}))?$/.exec(value);
  if (day) {
    const date = new Date(now.getTime() + Number(day[1]) * DAY_MS).toISOString().slice(0, 10);
    return day[2] ? `${date}T${day[2]}:00.000Z` : date;
  }
  const seconds = /^@seconds (-?\d+)$/.exec(value);
  if (seconds)
    return new Date(Math.floor(now.getTime() / 1000) * 1000 + Number(seconds[1]) * 1000)
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z');
  throw new Error(`A fixture's value ${JSON.stringify(value)} is no relative instant (@day N, @seconds N)`);
}

/** What applies a fixture: a database or a transaction. */
type Writer = Pick<Kysely<Database>, 'insertInto' | 'updateTable'>;

/** Inserts and updates a fixture's rows in order, its relative instants made absolute against `now`. */
export async function applyFixture(db: Writer, fixture: Fixture, now = new Date()): Promise<void> {
  for (const step of fixture.steps) {
    if ('insert' in step) {
      const rows = resolveRelative(step.rows, now) as never;
      await db
        .insertInto(step.insert as keyof Database)
        .values(rows)
        .execute();
      continue;
    }
    let update = db.updateTable(step.update as keyof Database).set(resolveRelative(step.set, now) as never);
    for (const [column, op, value] of step.where) update = update.where(column as never, op, value as never);
    await update.execute();
  }
}

/** Copies a fixture's files from `fixtures/media/` into the uploads folder (overwriting what a seed left there). */
export async function copyFixtureFiles(uploadsRoot: string, fixture: Fixture): Promise<void> {
  for (const { file, path } of Object.values(fixture.files))
    await writeUpload(uploadsRoot, path, await readFile(new URL(`media/${file}`, FIXTURES)));
}
