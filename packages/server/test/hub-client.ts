import { connect } from 'node:net';
import { HttpTransportType, type HubConnection, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import WebSocket from 'ws';

/** The official client, configured as core configures it (WebSockets, skipNegotiation, reconnect 0/2/10/30 s). */
export function hubClient(
  url: string,
  token: () => string,
  options: { skipNegotiation?: boolean } = {},
): HubConnection {
  return new HubConnectionBuilder()
    .withUrl(url, {
      skipNegotiation: options.skipNegotiation ?? true,
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: token,
    })
    .withAutomaticReconnect([0, 2000, 10000, 30000])
    .withServerTimeout(30_000)
    .withKeepAliveInterval(15_000)
    .configureLogging(LogLevel.None)
    .build();
}

/** A raw WebSocket speaking the hub protocol by hand, recording every message it receives. */
export interface RawHubClient {
  socket: WebSocket;
  messages: string[];
  closed: Promise<number>;
  send(text: string): void;
  /** Resolves once `predicate` matches a received message. */
  waitFor(predicate: (message: string) => boolean, timeoutMs?: number): Promise<string>;
}

/** Opens a raw socket with a bearer token; rejects with the HTTP status when the upgrade is refused. */
export function rawHubClient(url: string, token: string | undefined): Promise<RawHubClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url.replace(/^http/, 'ws'), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const messages: string[] = [];
    const waiters = new Set<() => void>();
    socket.on('message', (data) => {
      for (const piece of data.toString().split('\u001e')) if (piece) messages.push(piece);
      for (const w of waiters) w();
    });
    const closed = new Promise<number>((r) => socket.on('close', (code) => r(code)));
    socket.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.on('error', (err) => reject(err));
    socket.on('open', () =>
      resolve({
        socket,
        messages,
        closed,
        send: (text) => socket.send(text),
        waitFor(predicate, timeoutMs = 5000) {
          return new Promise((res, rej) => {
            const check = () => {
              const found = messages.find(predicate);
              if (found !== undefined) {
                waiters.delete(check);
                clearTimeout(timer);
                res(found);
              }
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              rej(new Error(`No matching message; got ${JSON.stringify(messages)}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
      }),
    );
  });
}

/** Writes a raw WebSocket upgrade request for `target` to the server at `base`; answers the whole refusal. */
export function rawUpgrade(base: string, target: string): Promise<string> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () =>
      socket.write(
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
      ),
    );
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(5_000, () => reject(new Error(`no answer to an upgrade of ${target}`)));
  });
}

/** A raw client of the echo hub at `base`, its handshake done. */
export async function echoClient(base: string, token: string): Promise<RawHubClient> {
  const client = await rawHubClient(`${base}/hubs/echo`, token);
  client.send(`{"protocol":"json","version":1}\u001e`);
  await client.waitFor((m) => m === '{}');
  return client;
}
