import type { FastifyInstance } from 'fastify';
import type { EmbedOrigins } from '../auth/embed/origins';

const ALLOWED_HEADERS = 'Authorization, Content-Type, ApiKey, X-Requested-With, X-SignalR-User-Agent';

/**
 * CORS for the listed origins only (embedding portals: `ALLOWED_ORIGINS`, and the origins of the live embed keys);
 * other origins get no CORS headers.
 */
export function registerCors(
  app: FastifyInstance,
  allowedOrigins: readonly string[],
  embedOrigins?: EmbedOrigins,
): void {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !(allowed.has(origin) || (await embedOrigins?.has(origin)))) return;
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Access-Control-Allow-Credentials', 'true');
    reply.header('Vary', 'Origin');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      reply.header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
      reply.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      reply.header('Access-Control-Max-Age', '600');
      return reply.code(204).send();
    }
  });
}
