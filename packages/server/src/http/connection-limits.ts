import { createServer, type RequestListener, type Server } from 'node:http';

/** How often Node checks open requests against the request timeout (its default, 30 s, would let one run late). */
const CHECK_EVERY_MS = 1_000;

/**
 * The HTTP server Fastify runs on (its `serverFactory`), with the limits a stranger must not get past:
 * - a whole request, headers and body, within `requestTimeoutMs`: a body trickled in a byte at a time is answered 408
 *   and its connection closed, checked every second;
 * - at most `perAddress` open connections from one address (0: no cap), hub sockets included: one more is closed as
 *   it opens, before any of it is read.
 */
export function limitedHttpServer(
  handler: RequestListener,
  limits: { requestTimeoutMs: number; perAddress: number },
): Server {
  const server = createServer(
    {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: Math.min(limits.requestTimeoutMs, 60_000),
      connectionsCheckingInterval: CHECK_EVERY_MS,
    },
    handler,
  );
  if (limits.perAddress > 0) {
    const open = new Map<string, number>();
    server.on('connection', (socket) => {
      const address = socket.remoteAddress ?? '';
      const count = open.get(address) ?? 0;
      if (count >= limits.perAddress) {
        socket.destroy();
        return;
      }
      open.set(address, count + 1);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    });
  }
  return server;
}
