import { rmSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { type CompiledQuery, Kysely, Migrator, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openStore } from '../src/db/connect';
import { migrationProvider } from '../src/db/migrations';
import type { Database, Db } from '../src/db/schema';
import { message as seedMessage } from '../src/features/chat/seed';
import { type ChatUser, conversationPage, lastMessages, messagesAfter } from '../src/features/chat/store';
import { startTestServer, type TestServer, tempDataDir } from './helpers';

const ALICE = 2;
const BOB = 3;
const CAROL = 4;

describe('SQLite reads a page of a chat request, not the whole history of its user', () => {
  const dataDir = tempDataDir();
  let sqlite: SqliteDatabase.Database;
  let db: Db;
  const queries: CompiledQuery[] = [];
  const alice: ChatUser = {
    loginId: ALICE,
    companyId: 2,
    username: 'alice',
    displayName: 'Alice',
    timeZone: 'UTC',
    email: '',
    phoneNo: null,
    countryName: '',
    profilePic: '',
    availabilityId: 1,
  };

  beforeAll(async () => {
    const store = openStore({ dataDir });
    await store.migrate();
    await store.close();
    sqlite = new SqliteDatabase(join(dataDir, 'fieldkit.db'));
    db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: sqlite }),
      log: (event) => void queries.push(event.query),
    });
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** SQLite's plan of each query `read` runs, as a tree: each step with the steps under it. */
  async function plansOf(read: () => Promise<unknown>) {
    queries.length = 0;
    await read();
    return queries.map((query) => {
      const steps = sqlite.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...query.parameters) as Array<{
        id: number;
        parent: number;
        detail: string;
      }>;
      return { sql: query.sql, steps, under: (id: number) => steps.filter((s) => s.parent === id) };
    });
  }

  test("the conversation list reads one row per conversation (chat_conversations), never the user's messages by sender or recipient", async () => {
    const plans = await plansOf(() => lastMessages(db, alice));
    const details = plans.flatMap((plan) => plan.steps.map((s) => s.detail));
    expect(details).toContain(
      'SEARCH chat_conversations USING INDEX chat_conversations_high (high_user_id=?)',
    );
    expect(details.filter((d) => d.includes('chat_messages'))).toEqual([
      'SEARCH chat_messages USING INTEGER PRIMARY KEY (rowid=?)',
    ]);
  });

  /** Each search is a part of its own with the page's limit, read in its index's order: no sort of all it finds. */
  function expectReadInIndexOrder(
    plan: Awaited<ReturnType<typeof plansOf>>[number] | undefined,
    searches: string[],
  ) {
    for (const search of searches) {
      const step = plan?.steps.find((s) => s.detail === `SEARCH chat_messages USING INDEX ${search}`);
      expect(step, search).toBeDefined();
      expect(plan?.steps.find((s) => s.id === step?.parent)?.detail, search).toMatch(/^CO-ROUTINE part\d$/);
      expect(
        plan?.under(step?.parent ?? -1).map((s) => s.detail),
        search,
      ).not.toContain('USE TEMP B-TREE FOR ORDER BY');
    }
    expect(plan?.steps.map((s) => s.detail).filter((d) => d.startsWith('SCAN chat_messages'))).toEqual([]);
  }

  test('a resync page reads the messages sent and those received each in id order from after its start, so it stops at a page', async () => {
    const [plan] = await plansOf(() => messagesAfter(db, alice, 1000));
    expectReadInIndexOrder(plan, [
      'chat_messages_from (from_user_id=? AND chat_data_id>?)',
      'chat_messages_to (to_user_id=? AND chat_data_id>?)',
    ]);
  });

  test("a page of a conversation reads each direction's newest messages before its point, so it stops at a page", async () => {
    const plans = await plansOf(() => conversationPage(db, alice, BOB, 5000));
    const page = plans.find((plan) => plan.sql.includes('chat_messages'));
    const search =
      'chat_messages_pair (from_user_id=? AND to_user_id=? AND chat_data_id>? AND chat_data_id<?)';
    expectReadInIndexOrder(page, [search]);
    expect(page?.steps.filter((s) => s.detail === `SEARCH chat_messages USING INDEX ${search}`)).toHaveLength(
      2,
    );
  });
});

describe("each conversation's latest message id, kept whatever writes a message", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  }, 60_000);
  afterAll(() => t?.dispose());

  /** What chat_conversations should hold, worked out from every message. */
  async function expected() {
    const rows = await t.server.store.db
      .selectFrom('chat_messages')
      .select(['from_user_id', 'to_user_id', 'chat_data_id'])
      .execute();
    const latest = new Map<string, number>();
    for (const r of rows) {
      const key = `${Math.min(r.from_user_id, r.to_user_id)}-${Math.max(r.from_user_id, r.to_user_id)}`;
      latest.set(key, Math.max(latest.get(key) ?? 0, r.chat_data_id));
    }
    return [...latest].sort();
  }
  async function held() {
    const rows = await t.server.store.db.selectFrom('chat_conversations').selectAll().execute();
    return rows
      .map((r) => [`${r.low_user_id}-${r.high_user_id}`, r.last_chat_data_id] as [string, number])
      .sort();
  }
  const message = (from: number, to: number, text: string) => seedMessage(from, to, text, new Date(), false);

  test('the seeded history, messages written in either direction, several in one statement, and one to oneself', async () => {
    expect((await held()).length).toBeGreaterThan(0);
    expect(await held()).toEqual(await expected());
    await t.server.store.db
      .insertInto('chat_messages')
      .values([
        message(CAROL, BOB, 'one'),
        message(BOB, CAROL, 'two'),
        message(ALICE, ALICE, 'a note to self'),
      ])
      .execute();
    expect(await held()).toEqual(await expected());
    expect(new Map(await held()).get(`${ALICE}-${ALICE}`)).toBeGreaterThan(0);
  });

  test('the migration fills the table from a history written before it', async () => {
    const migrator = new Migrator({
      db: t.server.store.db,
      provider: migrationProvider(t.server.store.dialect),
    });
    const down = await migrator.migrateTo('0014_chat_changes');
    expect(down.error).toBeUndefined();
    // Written while nothing keeps the table.
    await t.server.store.db
      .insertInto('chat_messages')
      .values(message(BOB, CAROL, 'three'))
      .execute();
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await held()).toEqual(await expected());
  });
});
