import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../packages/server/src/db/connect';
import { seedDemo } from '../packages/server/src/db/seed';
import { LONG_CONVERSATION_SIZE, message } from '../packages/server/src/features/chat/seed';
import { FEW_USERS_AS_MANY, startBuiltServer, stopChild } from './child';
import { signIn } from './hub-clients';
import { cpuMsOf } from './process-cpu';
import { percentile, round } from './stats';

const ALICE = 2;
const CAROL = 4;
/** Staff added to alice's company, each with a profile picture, and how many of them have written to her. */
const STAFF = 500;
const WRITERS = 100;
const FIRST_STAFF_LOGIN = 1000;

/**
 * The demo, plus `STAFF` users in alice's company (copies of her login with a profile picture of about 4 KB), the
 * first `WRITERS` of them each with a message to her: a company of some size, where a person has many conversations.
 */
async function seedCompany(dataDir: string): Promise<void> {
  const store = openStore({ dataDir });
  try {
    await store.migrate();
    await seedDemo(store.db);
    const alice = await store.db
      .selectFrom('users')
      .selectAll()
      .where('login_id', '=', ALICE)
      .executeTakeFirstOrThrow();
    const staff = Array.from({ length: STAFF }, (_, i) => FIRST_STAFF_LOGIN + i);
    await store.db
      .insertInto('users')
      .values(
        staff.map((login_id) => ({
          ...alice,
          login_id,
          username: `staff${login_id}`,
          display_name: `Staff ${login_id}`,
        })),
      )
      .execute();
    await store.db
      .insertInto('chat_profiles')
      .values(
        staff.map((login_id) => ({
          login_id,
          availability_id: 1,
          email: `staff${login_id}@acme.example`,
          phone_no: null,
          country_name: 'United Kingdom',
          profile_pic: 'A'.repeat(4096),
        })),
      )
      .execute();
    await store.db
      .insertInto('chat_messages')
      .values(
        staff.slice(0, WRITERS).map((from) => message(from, ALICE, `Hello from ${from}`, new Date(), true)),
      )
      .execute();
  } finally {
    await store.close();
  }
}

/** One kind of chat request asked again and again, one at a time: its latency and the server CPU it took. */
export interface RequestFigures {
  p50Ms: number;
  p99Ms: number;
  /** Server CPU per request, in microseconds (null where /proc cannot tell). */
  serverMicros: number | null;
}

/**
 * The chat requests of a person with a long history in a company of some size: alice of the demo, with her
 * 10,000-message conversation with carol, and a hundred more of the company's 504 users who wrote to her once.
 */
export interface ChatRequestsFigures {
  /** Messages of her conversation with carol. */
  history: number;
  requests: Record<string, RequestFigures>;
}

/**
 * Times the chat's list and resync requests over HTTP against the built server on SQLite, for alice of the demo, whose
 * 10,000-message conversation with carol is most of her history: what each costs should not grow with that history.
 */
export async function benchChatRequests(runs = 300): Promise<ChatRequestsFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fk-bench-chat-requests-'));
  await seedCompany(dataDir);
  const port = 4396;
  const server = await startBuiltServer(port, {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    ...FEW_USERS_AS_MANY,
  });
  try {
    const base = `http://127.0.0.1:${port}/api/chat`;
    const token = await signIn(`http://127.0.0.1:${port}`, 'alice');
    const get = async (path: string) => {
      const response = await fetch(`${base}/${path}`, { headers: { Authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return response.json() as Promise<Array<{ ChatDataId: number }>>;
    };
    const me = '2/2/1';
    // The newest message of all is the last writer's: the resyncs start from it, or five before it.
    const [newest] = await get(`GetChatDetails/${me}/${FIRST_STAFF_LOGIN + WRITERS - 1}/1/0`);
    const newestId = newest?.ChatDataId ?? 0;
    const kinds: Record<string, string> = {
      [`GetChatList (${WRITERS + 2} conversations, ${STAFF + 4} users in the company)`]: `GetChatList/${me}`,
      'GetChatDetailsAfter, nothing missed': `GetChatDetailsAfter/${me}/${newestId}`,
      'GetChatDetailsAfter, the last 5 missed': `GetChatDetailsAfter/${me}/${newestId - 5}`,
      'GetChatDetailsAfter from the first message (a full page of 500)': `GetChatDetailsAfter/${me}/1`,
      'GetChatDetails, the newest page of 30 (of 10,000 with carol)': `GetChatDetails/${me}/${CAROL}/1/0`,
    };
    const requests: Record<string, RequestFigures> = {};
    for (const [name, path] of Object.entries(kinds)) {
      // Warm-up: the JIT and SQLite's page cache.
      for (let i = 0; i < 20; i++) await get(path);
      const times: number[] = [];
      const cpuBefore = cpuMsOf(server.pid);
      for (let i = 0; i < runs; i++) {
        const at = performance.now();
        await get(path);
        times.push(performance.now() - at);
      }
      const cpuAfter = cpuMsOf(server.pid);
      requests[name] = {
        p50Ms: round(percentile(times, 50)),
        p99Ms: round(percentile(times, 99)),
        serverMicros:
          cpuBefore === null || cpuAfter === null ? null : Math.round(((cpuAfter - cpuBefore) * 1000) / runs),
      };
    }
    return { history: LONG_CONVERSATION_SIZE, requests };
  } finally {
    await stopChild(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
