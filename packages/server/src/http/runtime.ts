import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerConfig } from '../config';
import { errorBody } from './errors';

/**
 * The part of the runtime's `manifest.json` the server reads: the version its files are served under, and its
 * loader's file with that file's integrity hash (for the page's tag).
 */
const RuntimeManifest = z.object({
  version: z.string().regex(/^[0-9A-Za-z.+-]+$/),
  loader: z
    .string()
    .regex(/^[A-Za-z0-9._-]+\.js$/)
    .optional(),
  files: z.record(
    z.string(),
    z.object({ integrity: z.string().regex(/^sha(256|384|512)-[A-Za-z0-9+/=]+$/) }),
  ),
});

/** The `<script>` tag a page carries to load the runtime from `origin`, its loader checked by its hash. */
export function runtimeTag(origin: string, version: string, loader: string, integrity: string): string {
  return `<script type="module" src="${origin}${runtimePath(version)}${loader}" integrity="${integrity}" crossorigin="anonymous"></script>`;
}

/** A year: the files of one version never change, so a browser or a CDN keeps them as long as it likes. */
export const RUNTIME_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The path the runtime of a version is served under, its loader `fieldkit.js` first among its files. */
export function runtimePath(version: string): string {
  return `/runtime/${version}/`;
}

/**
 * The page runtime (`@fieldkit/elements`'s dist: `fieldkit.js`, each element's module and the shared chunks) under
 * `/runtime/{version}/`, a path whose files never change: cached for a year as immutable, readable by a page of any
 * origin (a module script is fetched with CORS; the files are public code, the API they call keeps its own list of
 * origins). Another version's path is a 404 that names the one served. `/runtime/` answers the page's `<script>`
 * tag for this server, its hash included, as text to paste. Nothing is served when it is not built.
 */
export async function registerRuntime(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const manifestFile = join(config.runtimeDir, 'manifest.json');
  if (!existsSync(manifestFile)) return;
  const { version, loader, files } = RuntimeManifest.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
  const prefix = runtimePath(version);
  const integrity = loader ? files[loader]?.integrity : undefined;
  if (loader && integrity)
    app.get('/runtime/', async (request, reply) =>
      reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(`${runtimeTag(`${request.protocol}://${request.host}`, version, loader, integrity)}\n`),
    );
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.removeHeader('Access-Control-Allow-Credentials');
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (reply.statusCode === 200 || reply.statusCode === 304)
        reply.header('Cache-Control', RUNTIME_CACHE_CONTROL);
      return payload;
    });
    await scope.register(fastifyStatic, {
      root: config.runtimeDir,
      prefix,
      decorateReply: false,
      cacheControl: false,
    });
  });
  app.get('/runtime/:version/*', async (request, reply) => {
    const asked = (request.params as { version: string }).version;
    return reply
      .code(404)
      .send(errorBody(404, `This server serves the Fieldkit runtime ${version} (${prefix}), not ${asked}.`));
  });
}
