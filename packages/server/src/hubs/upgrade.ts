import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocketServer } from 'ws';
import type { Caller } from '../auth/sessions';
import { bearerToken } from '../auth/token';
import { redactUrl } from '../http/redact';
import { TOO_MANY_CONNECTIONS } from './limits';
import type { HubRegistry } from './registry';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

function refuse(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ statusCode: status, error: REASONS[status], message });
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** The request's URL, or null when it cannot be read (`GET http://[ HTTP/1.1` must not take the process down). */
function requestUrl(raw: string | undefined): URL | null {
  try {
    return new URL(raw ?? '/', 'http://localhost');
  } catch {
    return null;
  }
}

/** The token of a hub request: `Authorization: Bearer` (Node clients) or `?access_token=` (browsers). */
export function hubToken(req: { headers: IncomingMessage['headers'] }, url: URL): string | undefined {
  return bearerToken(req.headers.authorization) ?? url.searchParams.get('access_token') ?? undefined;
}

/** The upgrade gate: one listener on the HTTP server routing WebSocket requests to hubs by path. */
export interface HubGate {
  /** Refuses every upgrade from now on (first step of a graceful shutdown). */
  stopAccepting(): void;
}

/** Installs the single `upgrade` listener; the token is verified before the socket is upgraded. */
export function installHubGate(
  server: Server,
  registry: HubRegistry,
  authenticate: (token: string | undefined) => Promise<Caller | null>,
  log: FastifyBaseLogger,
): HubGate {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1_000_000 });
  let accepting = true;

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', (err) => log.debug({ err }, 'upgrade socket error'));
    const url = requestUrl(req.url);
    if (!url) return refuse(socket, 400, 'The request URL cannot be read.');
    if (!accepting) return refuse(socket, 503, 'The server is shutting down.');
    if (!registry.hasHub(url.pathname)) return refuse(socket, 404, `No hub at ${url.pathname}.`);
    authenticate(hubToken(req, url)).then(
      async (caller) => {
        if (!caller) {
          log.info({ url: redactUrl(req.url ?? '') }, 'hub upgrade refused: no valid token');
          return refuse(socket, 401, 'A valid access token is required.');
        }
        if (!accepting) return refuse(socket, 503, 'The server is shutting down.');
        // Answered at once by one process alone (no await between the count and the attach); shared, after Redis.
        const admitted = registry.mayConnect(caller.loginId, socket);
        if (!(typeof admitted === 'boolean' ? admitted : await admitted)) {
          log.info({ loginId: caller.loginId }, 'hub upgrade refused: too many connections');
          return refuse(socket, 429, TOO_MANY_CONNECTIONS);
        }
        if (!accepting) return refuse(socket, 503, 'The server is shutting down.');
        wss.handleUpgrade(req, socket, head, (ws) => registry.attach(url.pathname, ws, caller));
      },
      (err: unknown) => {
        log.error({ err }, 'hub upgrade failed');
        refuse(socket, 503, 'The hub is not available.');
      },
    );
  });

  return {
    stopAccepting() {
      accepting = false;
    },
  };
}
