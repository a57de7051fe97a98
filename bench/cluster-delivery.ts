import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HubConnection } from '@microsoft/signalr';
import { hubs } from '../packages/core/src/contract';
import { freePort, startLocalPostgres } from '../packages/server/scripts/local-postgres';
import { startLocalRedis } from '../packages/server/scripts/local-redis';
import { addPeople } from '../packages/server/scripts/people';
import { type ServerProcess, startServerProcess } from '../packages/server/scripts/server-process';
import { inBatches } from './echo-clients';
import { connectHub, signIn } from './hub-clients';
import { percentile, round } from './stats';

/** Chat delivery with many users connected, on one process and across three. */
export interface ClusterDeliveryFigures {
  users: number;
  senders: number;
  /** Each sender one message a second to a partner (on another process when there are several). */
  onOneProcess: { messages: number; p50Ms: number; p99Ms: number };
  acrossThree: { messages: number; p50Ms: number; p99Ms: number };
}

const COMPANY = 2;
const FIRST_LOGIN = 300_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/**
 * `users` people connected to the chat hub, person i on server i % servers; the first `senders` people each send one
 * message a second for `seconds` to the next person (on the next server), timed from the send to the recipient's
 * MessageReceived.
 */
async function deliver(servers: ServerProcess[], users: number, senders: number, seconds: number) {
  const base = (i: number) => servers[i % servers.length]!.url;
  const tokens = await inBatches(users, 20, (i) => signIn(base(i), `cluster${i}`));
  const connections: HubConnection[] = await inBatches(users, 50, (i) =>
    connectHub(base(i), hubs.chat.path, tokens[i]!),
  );
  // The presence pushes of a thousand people connecting settle first.
  await sleep(5_000);
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  for (const connection of connections)
    connection.on('MessageReceived', (message: { clientMessageId: string | null; toUserId: number }) => {
      const t0 = message.clientMessageId ? sentAt.get(message.clientMessageId) : undefined;
      // Each message once, as its recipient hears it (the sender's other tabs would hear it too).
      if (t0 !== undefined && message.toUserId >= FIRST_LOGIN) {
        latencies.push(performance.now() - t0);
        sentAt.delete(message.clientMessageId!);
      }
    });
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({ length: senders }, async (_, i) => {
        const from = FIRST_LOGIN + i;
        const to = FIRST_LOGIN + ((i + 1) % users);
        for (let n = 0; n < seconds; n++) {
          await sleep(started + (i / senders) * 1000 + n * 1000 - performance.now());
          const id = `c${i}-${n}-${Math.round(started)}`;
          sentAt.set(id, performance.now());
          await connections[i]!.invoke('NewMessage', {
            FromUserId: from,
            ToUserId: to,
            CompanyId: COMPANY,
            FromUserTypeId: 1,
            ToUserTypeId: 1,
            ChatMessage: `bench ${id}`,
            IsAttachmentExists: false,
            ClientMessageId: id,
          });
        }
      }),
    );
    const deadline = performance.now() + 10_000;
    while (latencies.length < senders * seconds && performance.now() < deadline) await sleep(20);
    if (latencies.length < senders * seconds)
      throw new Error(`only ${latencies.length} of ${senders * seconds} messages arrived`);
    return {
      messages: latencies.length,
      p50Ms: round(percentile(latencies, 50)),
      p99Ms: round(percentile(latencies, 99)),
    };
  } finally {
    await Promise.all(connections.map((c) => c.stop()));
  }
}

/** The built server, `count` processes on one store (and one Redis when more than one). */
async function startServers(count: number, env: Record<string, string>): Promise<ServerProcess[]> {
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const first = await startServerProcess({ port: ports[0]!, env });
  const rest = await Promise.all(ports.slice(1).map((port) => startServerProcess({ port, env })));
  return [first, ...rest];
}

/**
 * 1,000 people connected to the chat hub, 200 of them sending one message a second for 20 s to a partner: on one
 * process, then spread over three processes linked by Redis (each message crossing from one to another), both on one
 * throwaway PostgreSQL. Needs `pnpm build` first.
 */
export async function benchClusterDelivery(
  users = Number(process.env.BENCH_CLUSTER_USERS ?? 1000),
  senders = 200,
  seconds = 20,
): Promise<ClusterDeliveryFigures> {
  const postgres = await startLocalPostgres({ throwaway: true });
  const redis = await startLocalRedis();
  const dataDir = mkdtempSync(join(tmpdir(), 'fieldkit-bench-cluster-'));
  try {
    const run = async (name: string, processes: number) => {
      const env: Record<string, string> = {
        DATABASE_URL: await postgres.createDatabase(name),
        DATA_DIR: join(dataDir, name),
        LOG_LEVEL: 'warn',
        TOKEN_SECRET: 'bench-secret-of-sufficient-length',
        SIGN_IN_ATTEMPTS_PER_MINUTE: '100000',
        CONNECTIONS_PER_ADDRESS: '0',
        ...(processes > 1 ? { REDIS_URL: redis.url } : {}),
      };
      const servers = await startServers(processes, env);
      try {
        await addPeople(env.DATABASE_URL!, users, FIRST_LOGIN, 'cluster');
        return await deliver(servers, users, senders, seconds);
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
      }
    };
    const onOneProcess = await run('bench_one', 1);
    const acrossThree = await run('bench_three', 3);
    return { users, senders, onOneProcess, acrossThree };
  } finally {
    await redis.dispose();
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
