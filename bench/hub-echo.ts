import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hubs } from '../packages/core/src/contract';
import { FEW_USERS_AS_MANY, startChild, stopChild } from './child';
import { ClientProcesses } from './client-processes';
import {
  CLIENT_PROCESS_FLAG,
  closedLoop,
  type EchoClient,
  type EchoClientKind,
  type FromClients,
  inBatches,
  signalrClient,
  type ToClients,
  wsClient,
} from './echo-clients';
import { signIn } from './hub-clients';
import { cpuMsOf } from './process-cpu';
import { percentile, round } from './stats';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The closed loop's figures: the round trips, and the CPU the clients and the server spent on them. */
export interface SaturatedFigures {
  messagesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Cores the client processes kept busy, together. */
  clientCpuCores: number;
  /** Cores the server kept busy (null where /proc cannot tell). */
  serverCpuCores: number | null;
  /** Server CPU per echoed message, in microseconds: its cost whatever the clients could drive. */
  serverMicrosPerMessage: number | null;
}

export interface EchoFigures {
  connections: number;
  /** Latency under a steady load of one message per connection per second (the clients in the bench process). */
  steady: { messages: number; p50Ms: number; p99Ms: number };
  /** Closed loop, one message in flight per connection, the connections spread over the client processes. */
  saturated: SaturatedFigures;
}

/**
 * How many processes run the closed loop's clients (BENCH_CLIENT_PROCESSES): one per core the server leaves, at least
 * one, at most eight. In one process beside the bench, the official SignalR client (about twice the CPU per message of
 * a bare ws client) kept its core busy while the hub server was not.
 */
export function clientProcessCount(): number {
  const asked = Number(process.env.BENCH_CLIENT_PROCESSES);
  if (Number.isInteger(asked) && asked > 0) return asked;
  return Math.max(1, Math.min(8, availableParallelism() - 1));
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/** The closed loop's client processes. */
type EchoProcesses = ClientProcesses<ToClients, FromClients>;

/**
 * The closed loop with `connections` clients of `kind` spread over the client processes: a second's warm-up of the
 * same loop (JIT, socket buffers), then `seconds` measured, with the CPU of the clients and of the server.
 */
async function saturateFrom(
  processes: EchoProcesses,
  serverPid: number | undefined,
  connect: { kind: EchoClientKind; url: string; path: string; token: string },
  connections: number,
  seconds: number,
): Promise<SaturatedFigures> {
  const share = (i: number) =>
    Math.floor(connections / processes.size) + (i < connections % processes.size ? 1 : 0);
  await processes.ask((i) => ({ do: 'connect', ...connect, count: share(i) }));
  try {
    await processes.ask((i) => ({ do: 'saturate', seconds: 1, first: i * connections }));
    const serverBefore = cpuMsOf(serverPid);
    const answers = await processes.ask((i) => ({ do: 'saturate', seconds, first: i * connections }));
    const serverAfter = cpuMsOf(serverPid);
    const latencies: number[] = [];
    let elapsedMs = 0;
    let clientCpuMs = 0;
    for (const answer of answers) {
      if (!('latencies' in answer)) throw new Error('a client process answered out of turn');
      for (const latency of answer.latencies) latencies.push(latency);
      elapsedMs = Math.max(elapsedMs, answer.elapsedMs);
      clientCpuMs += answer.cpuMs;
    }
    const serverCpuMs = serverBefore === null || serverAfter === null ? null : serverAfter - serverBefore;
    return {
      messagesPerSecond: Math.round(latencies.length / (elapsedMs / 1000)),
      p50Ms: round(percentile(latencies, 50)),
      p99Ms: round(percentile(latencies, 99)),
      clientCpuCores: round(clientCpuMs / elapsedMs),
      serverCpuCores: serverCpuMs === null ? null : round(serverCpuMs / elapsedMs),
      serverMicrosPerMessage: serverCpuMs === null ? null : round((serverCpuMs * 1000) / latencies.length),
    };
  } finally {
    await processes.ask(() => ({ do: 'close' }));
  }
}

/** The steady load with `connections` clients in this process, after a short warm-up of fifty of them. */
async function steadyWith(clients: EchoClient[], seconds: number): Promise<EchoFigures['steady']> {
  await closedLoop(clients.slice(0, 50), 1);
  const steady = await steadyLoad(clients, seconds);
  await Promise.all(clients.map((c) => c.close()));
  return steady;
}

const ratio = (a: number | null, b: number | null) => (a === null || b === null ? null : round(a / b));

/**
 * Hub echo through the reference server against a bare `ws` echo server, both in their own process. Steady latency
 * is measured with the official client in this process; the closed loop runs in client processes for the hub with
 * the official client, for the hub with the same calls written by hand on bare ws (as lean a client as the
 * baseline's), and for the baseline.
 */
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
  const processes = ClientProcesses.start<ToClients, FromClients>(
    new URL('./echo-clients.ts', import.meta.url),
    CLIENT_PROCESS_FLAG,
    clientProcessCount(),
  );
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    const token = await signIn(baseUrl, 'alice');
    const path = hubs.echo.path;
    const hubSteady = await steadyWith(
      await inBatches(connections, 50, () => signalrClient(baseUrl, path, token)),
      steadySeconds,
    );
    const wsUrl = 'ws://127.0.0.1:4391';
    const wsSteady = await steadyWith(await inBatches(connections, 50, () => wsClient(wsUrl)), steadySeconds);
    // The closed loops one after the other, so that they share the machine's moment as far as can be.
    const saturate = (pid: number | undefined, client: Parameters<typeof saturateFrom>[2]) =>
      saturateFrom(processes, pid, client, connections, saturateSeconds);
    const hubSaturated = await saturate(server.pid, { kind: 'signalr', url: baseUrl, path, token });
    const hubProtocolSaturated = await saturate(server.pid, {
      kind: 'hubProtocol',
      url: baseUrl,
      path,
      token,
    });
    const wsSaturated = await saturate(baseline.pid, { kind: 'ws', url: wsUrl, path: '', token: '' });

    const hub: EchoFigures = { connections, steady: hubSteady, saturated: hubSaturated };
    const ws: EchoFigures = { connections, steady: wsSteady, saturated: wsSaturated };
    return {
      clientProcesses: processes.size,
      hub,
      /** The closed loop through the hub with clients as lean as the baseline's: the hub calls written on bare ws. */
      hubLeanClient: { connections, saturated: hubProtocolSaturated },
      ws,
      ratio: {
        throughput: round(hub.saturated.messagesPerSecond / ws.saturated.messagesPerSecond),
        throughputLeanClient: round(hubProtocolSaturated.messagesPerSecond / ws.saturated.messagesPerSecond),
        /** Messages per second of server CPU, hub over ws: the servers compared whatever the clients could drive. */
        perServerCpu: ratio(ws.saturated.serverMicrosPerMessage, hubProtocolSaturated.serverMicrosPerMessage),
        steadyP50: round(hub.steady.p50Ms / ws.steady.p50Ms),
        steadyP99: round(hub.steady.p99Ms / ws.steady.p99Ms),
      },
    };
  } finally {
    await processes.stop();
    await stopChild(server);
    await stopChild(baseline);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
