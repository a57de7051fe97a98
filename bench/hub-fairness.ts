import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HubConnection } from '@microsoft/signalr';
import Database from 'better-sqlite3';
import { hubs } from '../packages/core/src/contract';
import { startBuiltServer, stopChild } from './child';
import { ClientProcesses } from './client-processes';
import { FLOODER_FLAG, type FloodAnswer, type FloodCommand } from './flood-client';
import { connectHub, outgoingMessage, signIn } from './hub-clients';
import { percentile, round } from './stats';

const COMPANY = 2;
const FIRST_LOGIN = 1000;

/** The others' chat latency (send to the recipient's MessageReceived) quiet and while one user floods. */
export interface FairnessFigures {
  others: number;
  floodInvocations: number;
  quiet: { p50Ms: number; p99Ms: number; messages: number };
  flood: { p50Ms: number; p99Ms: number; messages: number; floodMs: number; refused: number };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/** Adds `count` logins to Acme (copies of alice with her password), `bench001`..., straight into the store. */
function addUsers(dataDir: string, count: number): void {
  const db = new Database(join(dataDir, 'fieldkit.db'));
  try {
    const alice = db.prepare('SELECT * FROM users WHERE username = ?').get('alice') as Record<
      string,
      unknown
    >;
    const columns = Object.keys(alice);
    const insert = db.prepare(
      `INSERT INTO users (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
    );
    db.transaction(() => {
      for (let i = 1; i <= count; i++) {
        const name = `bench${String(i).padStart(3, '0')}`;
        insert.run({ ...alice, login_id: FIRST_LOGIN + i, username: name, display_name: `Bench ${i}` });
      }
    })();
  } finally {
    db.close();
  }
}

const message = (from: number, to: number, id: string, text: string) =>
  outgoingMessage(COMPANY, from, to, id, text);

/**
 * `others` users in pairs each send their partner a message every `everyMs`; each is timed from the send to the
 * partner's MessageReceived. First quiet, then while one more user (bob, on 4 connections, in a process of his own)
 * fires `flood` NewMessage invocations at once, as fast as the sockets take them.
 */
async function measure(baseUrl: string, others: number, flood: number, everyMs: number, phaseMs: number) {
  const bobToken = await signIn(baseUrl, 'bob');
  const people: { loginId: number; connection: HubConnection }[] = [];
  for (let i = 1; i <= others; i += 20) {
    const batch = Array.from({ length: Math.min(20, others - i + 1) }, async (_, k) => {
      const n = i + k;
      const token = await signIn(baseUrl, `bench${String(n).padStart(3, '0')}`);
      return { loginId: FIRST_LOGIN + n, connection: await connectHub(baseUrl, hubs.chat.path, token) };
    });
    people.push(...(await Promise.all(batch)));
  }
  const flooder = ClientProcesses.start<FloodCommand, FloodAnswer>(
    new URL('./flood-client.ts', import.meta.url),
    FLOODER_FLAG,
    1,
  );
  await flooder.ask(() => ({ do: 'connect', url: baseUrl, token: bobToken, connections: 4 }));
  const sentAt = new Map<string, number>();
  let latencies: number[] = [];
  for (const { connection } of people)
    connection.on('MessageReceived', (m: { clientMessageId: string | null }) => {
      const t0 = m.clientMessageId ? sentAt.get(m.clientMessageId) : undefined;
      if (t0 !== undefined) latencies.push(performance.now() - t0);
    });

  let sequence = 0;
  /** Every person sends one message every `everyMs` for `ms`, spread evenly over the interval. */
  const chat = async (ms: number) => {
    const started = performance.now();
    const sends: Promise<unknown>[] = [];
    for (let round = 0; performance.now() - started < ms; round++) {
      for (let p = 0; p < people.length; p++) {
        await sleep(started + round * everyMs + (p * everyMs) / people.length - performance.now());
        const from = people[p]!;
        const to = people[p ^ 1] ?? people[0]!;
        sequence += 1;
        const id = `fair-${String(sequence).padStart(6, '0')}`;
        sentAt.set(id, performance.now());
        sends.push(from.connection.invoke('NewMessage', message(from.loginId, to.loginId, id, id)));
      }
    }
    await Promise.all(sends);
    await sleep(500);
  };
  const figures = (values: number[]) => ({
    p50Ms: round(percentile(values, 50)),
    p99Ms: round(percentile(values, 99)),
    messages: values.length,
  });

  try {
    await chat(1000); // warm-up
    latencies = [];
    await chat(phaseMs);
    const quiet = figures(latencies);

    latencies = [];
    const flooding = flooder.ask(() => ({ do: 'flood', count: flood, from: 3, to: 2, companyId: COMPANY }));
    await chat(phaseMs);
    const [done] = await flooding;
    if (done?.done !== 'flood') throw new Error('the flooder answered out of turn');
    return {
      quiet,
      flood: { ...figures(latencies), floodMs: round(done.floodMs, 0), refused: done.refused },
    };
  } finally {
    await Promise.all(people.map((p) => p.connection.stop()));
    await flooder.ask(() => ({ do: 'close' })).catch(() => {});
    await flooder.stop();
  }
}

/**
 * One user flooding the chat hub while 100 others chat, against the built server with its default hub limits (and,
 * with `limits` false, the same with the per-user limits lifted, to see what they buy).
 */
export async function benchHubFairness(
  { others = 100, flood = 10_000, limits = true } = {},
  port = 4396,
): Promise<FairnessFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fk-bench-fair-'));
  const server = await startBuiltServer(port, {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    SINGLE_SESSION: 'false',
    // A hundred sign-ins from one address in a minute.
    SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
    // Hundreds of connections from this one address.
    CONNECTIONS_PER_ADDRESS: '0',
    ...(limits
      ? {}
      : {
          HUB_CALLS_IN_FLIGHT: '1000000',
          HUB_USER_CALLS_IN_FLIGHT: '1000000',
          HUB_CALLS_PER_SECOND: '1000000',
          HUB_CALL_BURST: '1000000',
        }),
  });
  try {
    addUsers(dataDir, others);
    const result = await measure(`http://127.0.0.1:${port}`, others, flood, 1000, 5000);
    return { others, floodInvocations: flood, ...result };
  } finally {
    await stopChild(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
