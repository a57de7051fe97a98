import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Caller } from '../auth/sessions';
import { errorBody } from '../http/errors';
import type { HubRegistry } from './registry';
import { hubToken } from './upgrade';

/**
 * `POST /hubs/{name}/negotiate?negotiateVersion=1`, for clients that do not skip negotiation: WebSockets is the one
 * transport offered. The connection token is not needed afterwards: the socket authenticates with the access token.
 */
export function registerNegotiate(
  app: FastifyInstance,
  registry: HubRegistry,
  authenticate: (token: string | undefined) => Promise<Caller | null>,
): void {
  app.post('/hubs/:name/negotiate', async (request, reply) => {
    const { name } = request.params as { name: string };
    const path = `/hubs/${name}`;
    if (!registry.hasHub(path)) return reply.code(404).send(errorBody(404, `No hub at ${path}.`));
    const url = new URL(request.url, 'http://localhost');
    const caller = await authenticate(hubToken(request, url));
    if (!caller) return reply.code(401).send(errorBody(401, 'A valid access token is required.'));
    const connectionToken = randomUUID();
    return {
      negotiateVersion: 1,
      connectionId: randomUUID(),
      connectionToken,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    };
  });
}
