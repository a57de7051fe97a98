import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { RuntimeConfig, sameOriginConfig } from '@fieldkit/core/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { errorBody } from './errors';

/** The runtime config the reference server serves: every service and hub on the same origin. */
export function runtimeConfig(config: ServerConfig): RuntimeConfig {
  return RuntimeConfig.parse({
    ...sameOriginConfig(),
    production: config.production,
    version: config.version,
    webLogApiKey: config.webLogApiKey,
    smsEmailPollMs: config.smsEmailPollMs,
    iceServers: config.iceServers,
  });
}

function isApiPath(url: string): boolean {
  return /^\/(api|hubs)(\/|$|\?)/i.test(url);
}

/** A missing file (`/account/config.json`, `/assets/x.js`) is a 404, never the app's page: only routes fall back. */
function isFilePath(url: string): boolean {
  return /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');
}

/** `/config.json`, the built shell with its SPA fallback, and JSON 404s for API and hub paths. */
export async function registerShell(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const body = runtimeConfig(config);
  app.get('/config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return body;
  });

  const hasShell = existsSync(join(config.shellDir, 'index.html'));
  if (hasShell) {
    await app.register(fastifyStatic, { root: config.shellDir, prefix: '/' });
    // Browsers ask for /favicon.ico whatever the page declares: the shell's icon answers it.
    if (existsSync(join(config.shellDir, 'favicon.svg')))
      app.get('/favicon.ico', (_request, reply) => reply.type('image/svg+xml').sendFile('favicon.svg'));
  } else {
    app.get('/', async (_request, reply) => {
      reply.type('text/plain; charset=utf-8');
      return (
        'The Fieldkit server is running; its API is under /api and its hubs under /hubs.\n' +
        'The shell is not built yet: run "pnpm build" at the repository root, or set SHELL_DIR.\n'
      );
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const spa =
      hasShell &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      !isFilePath(request.url);
    if (spa) return reply.type('text/html; charset=utf-8').sendFile('index.html');
    const path = request.url.split('?')[0];
    return reply.code(404).send(errorBody(404, `Route ${request.method} ${path} not found`));
  });
}
