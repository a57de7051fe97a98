import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LONG_CONVERSATION_SIZE } from '../packages/server/src/db/seed-chat';
import { FEW_USERS_AS_MANY, startBuiltServer, stopChild } from './child';
import { signIn } from './hub-clients';
import { cpuMsOf } from './process-cpu';
import { percentile, round } from './stats';

const CAROL = 4;

/** One kind of chat request asked again and again, one at a time: its latency and the server CPU it took. */
export interface RequestFigures {
  p50Ms: number;
  p99Ms: number;
  /** Server CPU per request, in microseconds (null where /proc cannot tell). */
  serverMicros: number | null;
}

/** The chat requests of a person with a long history: alice of the demo, with her 10,000-message conversation with carol. */
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
    // Her conversation with carol: what a resync misses is in it.
    const newest = await get(`GetChatDetails/${me}/${CAROL}/1/0`);
    const kinds: Record<string, string> = {
      'GetChatList (the recent chats)': `GetChatList/${me}`,
      'GetChatDetailsAfter, nothing missed': `GetChatDetailsAfter/${me}/${newest.at(-1)?.ChatDataId}`,
      'GetChatDetailsAfter, the last 5 missed': `GetChatDetailsAfter/${me}/${newest.at(-6)?.ChatDataId}`,
      'GetChatDetailsAfter from the first message (a full page of 500)': `GetChatDetailsAfter/${me}/1`,
      'GetChatDetails, the newest page of 30': `GetChatDetails/${me}/${CAROL}/1/0`,
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
