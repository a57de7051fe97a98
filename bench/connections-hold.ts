import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { hubs } from '../packages/core/src/contract';
import { freePort } from '../packages/server/scripts/local-postgres';
import { startServerProcess } from '../packages/server/scripts/server-process';
import { FEW_USERS_AS_MANY } from './child';
import { inBatches } from './echo-clients';
import { signIn } from './hub-clients';
import { round } from './stats';

/** Many idle hub connections held open: what each costs the server, and whether that grows while they are held. */
export interface ConnectionsHoldFigures {
  connections: number;
  heldSeconds: number;
  /** The server's RSS after starting, once every connection is open, and at the end, in MB. */
  rssMb: { before: number; connected: number; end: number };
  /** (connected - before) / connections. */
  perConnectionKb: number;
  /** end - connected, and the least-squares slope of the samples taken while held. */
  driftMb: number;
  slopeMbPerMinute: number;
}

const RS = '\u001e';
const PING = '{"type":6}';

/** The resident set of a process, from /proc (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? Number.NaN) / 1024;
}

/** Least-squares slope of y over x. */
function slope(points: Array<[number, number]>): number {
  const n = points.length;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const num = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const den = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

/** A chat hub connection written by hand (lighter than the official client, so 5,000 fit in one process) that keeps alive. */
async function holdConnection(baseUrl: string, token: string): Promise<WebSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${hubs.chat.path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('message', (data) =>
      data.toString() === `{}${RS}` ? resolve() : reject(new Error(`handshake answered ${data}`)),
    );
    socket.send(`{"protocol":"json","version":1}${RS}`);
  });
  // The server's keep-alive pings come every 10 s; answering each is what keeps the connection from timing out.
  socket.on('message', (data) => {
    if (data.toString().includes(PING)) socket.send(`${PING}${RS}`);
  });
  return socket;
}

/**
 * 5,000 chat hub connections (five demo users, a thousand each, the per-user limits lifted) to the built server on
 * SQLite, held for `BENCH_HOLD_SECONDS` (300): the server's RSS per connection and its drift, sampled every 10 s.
 */
export async function benchConnectionsHold(
  connections = Number(process.env.BENCH_HOLD_CONNECTIONS ?? 5000),
  seconds = Number(process.env.BENCH_HOLD_SECONDS ?? 300),
): Promise<ConnectionsHoldFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fieldkit-bench-hold-'));
  const server = await startServerProcess({
    port: await freePort(),
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...FEW_USERS_AS_MANY },
  });
  const pid = server.child.pid!;
  const sockets: WebSocket[] = [];
  try {
    const tokens = await Promise.all(
      ['alice', 'bob', 'carol', 'dave', 'siteadmin'].map((name) => signIn(server.url, name)),
    );
    // Settled after start, as the connections will be.
    await new Promise((r) => setTimeout(r, 2_000));
    const before = rssMb(pid);
    sockets.push(
      ...(await inBatches(connections, 100, (i) => holdConnection(server.url, tokens[i % tokens.length]!))),
    );
    await new Promise((r) => setTimeout(r, 2_000));
    const connected = rssMb(pid);
    const started = performance.now();
    const samples: Array<[number, number]> = [[0, connected]];
    while (performance.now() - started < seconds * 1000) {
      await new Promise((r) =>
        setTimeout(r, Math.min(10_000, seconds * 1000 - (performance.now() - started))),
      );
      samples.push([(performance.now() - started) / 60_000, rssMb(pid)]);
    }
    const open = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
    if (open < connections) throw new Error(`only ${open} of ${connections} connections were still open`);
    const end = samples.at(-1)![1];
    return {
      connections,
      heldSeconds: seconds,
      rssMb: { before: round(before, 1), connected: round(connected, 1), end: round(end, 1) },
      perConnectionKb: round(((connected - before) * 1024) / connections, 1),
      driftMb: round(end - connected, 1),
      slopeMbPerMinute: round(slope(samples), 2),
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
