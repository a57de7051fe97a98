import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HubConnection } from '@microsoft/signalr';
import WebSocket from 'ws';
import { hubs } from '../packages/core/src/contract';
import { FEW_USERS_AS_MANY, startChild, stopChild } from './child';
import { connectHub, signIn } from './hub-clients';
import { percentile, round } from './stats';

const root = fileURLToPath(new URL('..', import.meta.url));

/** One echo client: sends a text and resolves when the same text comes back. */
interface EchoClient {
  echo(text: string): Promise<void>;
  close(): Promise<void>;
}

export interface EchoFigures {
  connections: number;
  /** Latency under a steady load of one message per connection per second. */
  steady: { messages: number; p50Ms: number; p99Ms: number };
  /** Closed loop, one message in flight per connection. */
  saturated: { messagesPerSecond: number; p50Ms: number; p99Ms: number };
}

async function inBatches<T>(count: number, size: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += size) {
    out.push(
      ...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, k) => make(i + k)))),
    );
  }
  return out;
}

async function steadyLoad(clients: EchoClient[], seconds: number) {
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    clients.map(async (client, i) => {
      // Spread the clients over the second so the load is even.
      await sleep((i / clients.length) * 1000);
      for (let n = 0; n < seconds; n++) {
        const due = started + (i / clients.length) * 1000 + n * 1000;
        await sleep(due - performance.now());
        const t0 = performance.now();
        await client.echo(`m${i}-${n}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return {
    messages: latencies.length,
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
  };
}

async function saturate(clients: EchoClient[], seconds: number) {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    clients.map(async (client, i) => {
      let n = 0;
      while (performance.now() < end) {
        const t0 = performance.now();
        await client.echo(`s${i}-${n++}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    messagesPerSecond: Math.round(latencies.length / elapsed),
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

async function measure(
  clients: EchoClient[],
  steadySeconds: number,
  saturateSeconds: number,
): Promise<EchoFigures> {
  // A short warm-up so JIT and socket buffers settle before anything is counted.
  await saturate(clients.slice(0, 50), 1);
  const steady = await steadyLoad(clients, steadySeconds);
  const saturated = await saturate(clients, saturateSeconds);
  return { connections: clients.length, steady, saturated };
}

async function hubClients(baseUrl: string, token: string, count: number): Promise<EchoClient[]> {
  return inBatches(count, 50, async () => {
    const connection: HubConnection = await connectHub(baseUrl, hubs.echo.path, token);
    return {
      echo: async (text) => {
        const answer = await connection.invoke<string>('Echo', text);
        if (answer !== text) throw new Error(`hub echoed ${answer} for ${text}`);
      },
      close: () => connection.stop(),
    };
  });
}

async function wsClients(url: string, count: number): Promise<EchoClient[]> {
  return inBatches(count, 50, async () => {
    const socket = new WebSocket(url);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    let waiting: ((text: string) => void) | null = null;
    socket.on('message', (data) => waiting?.(data.toString()));
    return {
      echo: (text) =>
        new Promise<void>((resolve, reject) => {
          waiting = (answer) => (answer === text ? resolve() : reject(new Error(`ws echoed ${answer}`)));
          socket.send(text);
        }),
      close: async () => socket.close(),
    };
  });
}

/** Hub echo through the reference server against a bare `ws` echo server, both in their own process. */
export async function benchHubEcho(connections = 1000, steadySeconds = 10, saturateSeconds = 5) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fk-bench-'));
  const port = 4390;
  const server = await startChild(
    process.execPath,
    [join(root, 'packages/server/dist/main.js')],
    { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error', ...FEW_USERS_AS_MANY },
    (line) => line.includes(`127.0.0.1:${port}`),
  );
  const baseline = await startChild(
    process.execPath,
    [join(root, 'bench/ws-echo-server.mjs'), '4391'],
    {},
    (line) => line.includes('"port"'),
  );
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    const hubSide = await hubClients(baseUrl, await signIn(baseUrl, 'alice'), connections);
    const hub = await measure(hubSide, steadySeconds, saturateSeconds);
    await Promise.all(hubSide.map((c) => c.close()));

    const wsSide = await wsClients('ws://127.0.0.1:4391', connections);
    const ws = await measure(wsSide, steadySeconds, saturateSeconds);
    await Promise.all(wsSide.map((c) => c.close()));

    return {
      hub,
      ws,
      ratio: {
        throughput: round(hub.saturated.messagesPerSecond / ws.saturated.messagesPerSecond),
        steadyP50: round(hub.steady.p50Ms / ws.steady.p50Ms),
        steadyP99: round(hub.steady.p99Ms / ws.steady.p99Ms),
      },
    };
  } finally {
    await stopChild(server);
    await stopChild(baseline);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
