// A client process of the echo bench: opens its share of the connections, then runs the closed loop when told.
// Started by hub-echo.ts with `fork`; speaks to it over the IPC channel (advanced serialisation).
import type { HubConnection } from '@microsoft/signalr';
import WebSocket from 'ws';
import { serveBench } from './client-processes';
import { connectHub } from './hub-clients';

/** What the clients of a process speak: the official SignalR client, the hub protocol by hand, or bare ws. */
export type EchoClientKind = 'signalr' | 'hubProtocol' | 'ws';

/** One echo client: sends a text and resolves when the same text comes back. */
export interface EchoClient {
  echo(text: string): Promise<void>;
  close(): Promise<void>;
}

export type ToClients =
  | { do: 'connect'; kind: EchoClientKind; url: string; path: string; token: string; count: number }
  | { do: 'saturate'; seconds: number; first: number }
  | { do: 'close' };

export type FromClients =
  | { done: 'connect' }
  | { done: 'saturate'; latencies: Float64Array; elapsedMs: number; cpuMs: number }
  | { done: 'close' }
  | { failed: string };

export async function inBatches<T>(
  count: number,
  size: number,
  make: (i: number) => Promise<T>,
): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += size) {
    out.push(
      ...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, k) => make(i + k)))),
    );
  }
  return out;
}

async function openSocket(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  const socket = new WebSocket(url, { headers });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return socket;
}

/** The official client; the one the bench's steady phase uses too. */
export async function signalrClient(baseUrl: string, path: string, token: string): Promise<EchoClient> {
  const connection: HubConnection = await connectHub(baseUrl, path, token);
  return {
    echo: async (text) => {
      const answer = await connection.invoke<string>('Echo', text);
      if (answer !== text) throw new Error(`hub echoed ${answer} for ${text}`);
    },
    close: () => connection.stop(),
  };
}

const RS = '\u001e';

/**
 * The same hub calls written by hand on a bare ws socket, as lean as the baseline's client: the handshake, then
 * `Echo` invocations with ids "0", "1"... (the official client's text); each completion is compared whole.
 */
export async function hubProtocolClient(baseUrl: string, path: string, token: string): Promise<EchoClient> {
  const socket = await openSocket(`${baseUrl.replace(/^http/, 'ws')}${path}`, {
    authorization: `Bearer ${token}`,
  });
  let waiting: ((text: string) => void) | null = null;
  socket.on('message', (data, isBinary) => {
    // The hub protocol's JSON goes in text frames: a binary one is a wire-format break, and fails the call.
    if (isBinary) return waiting?.('(a binary frame)');
    for (const message of data.toString().split(RS))
      if (message.length > 0 && message !== '{"type":6}') waiting?.(message);
  });
  await new Promise<void>((resolve, reject) => {
    waiting = (answer) => (answer === '{}' ? resolve() : reject(new Error(`handshake answered ${answer}`)));
    socket.send(`{"protocol":"json","version":1}${RS}`);
  });
  let next = 0;
  return {
    echo: (text) =>
      new Promise<void>((resolve, reject) => {
        const id = String(next++);
        const body = JSON.stringify(text);
        const expected = `{"type":3,"invocationId":"${id}","result":${body}}`;
        waiting = (answer) => (answer === expected ? resolve() : reject(new Error(`hub answered ${answer}`)));
        socket.send(`{"arguments":[${body}],"invocationId":"${id}","target":"Echo","type":1}${RS}`);
      }),
    close: async () => socket.close(),
  };
}

/** A bare ws client of the bare ws echo server. */
export async function wsClient(url: string): Promise<EchoClient> {
  const socket = await openSocket(url);
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
}

/** Closed loop, one message in flight per client, for `seconds`: every round trip's latency in ms. */
export async function closedLoop(clients: EchoClient[], seconds: number, first = 0) {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    clients.map(async (client, i) => {
      let n = 0;
      while (performance.now() < end) {
        const t0 = performance.now();
        await client.echo(`s${first + i}-${n++}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { latencies, elapsedMs: performance.now() - started };
}

/** The argument that makes this module a client process (it is imported by hub-echo.ts too). */
export const CLIENT_PROCESS_FLAG = '--echo-client-process';

if (process.send && process.argv.includes(CLIENT_PROCESS_FLAG)) {
  let clients: EchoClient[] = [];
  serveBench<ToClients, FromClients>(async (message) => {
    switch (message.do) {
      case 'connect': {
        const { kind, url, path, token, count } = message;
        clients = await inBatches(count, 50, () =>
          kind === 'signalr'
            ? signalrClient(url, path, token)
            : kind === 'hubProtocol'
              ? hubProtocolClient(url, path, token)
              : wsClient(url),
        );
        return { done: 'connect' };
      }
      case 'saturate': {
        const cpu = process.cpuUsage();
        const { latencies, elapsedMs } = await closedLoop(clients, message.seconds, message.first);
        const used = process.cpuUsage(cpu);
        return {
          done: 'saturate',
          latencies: Float64Array.from(latencies),
          elapsedMs,
          cpuMs: (used.user + used.system) / 1000,
        };
      }
      case 'close':
        await Promise.all(clients.map((c) => c.close()));
        clients = [];
        return { done: 'close' };
    }
  });
}
