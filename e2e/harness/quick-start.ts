import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SignJWT } from 'jose';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The README's quick start as an integrator's own app (outside the workspace). */
const appSource = join(root, 'examples/react-quick-start');
/** The Fieldkit server the quick start names, replaced by the test's own. */
const README_SERVER = 'https://fieldkit.example.com';

/** Every published package (not the server, not the shell), by folder. */
function publishedPackages(): string[] {
  return readdirSync(join(root, 'packages')).filter((folder) => {
    const manifest = JSON.parse(readFileSync(join(root, 'packages', folder, 'package.json'), 'utf8'));
    return manifest.private !== true;
  });
}

/** What building the app took, step by step (ms), for the spec's log. */
export interface QuickStartBuild {
  /** The folder of the tarballs and the app, for the spec to remove. */
  work: string;
  dist: string;
  steps: Record<'pack' | 'install' | 'types' | 'build', number>;
  /** What `tsc --noEmit` said (nothing when the declarations are valid). */
  typeErrors: string;
}

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function timed<T>(steps: Partial<Record<string, number>>, step: string, work: () => T): T {
  const started = performance.now();
  try {
    return work();
  } finally {
    steps[step] = Math.round(performance.now() - started);
  }
}

/**
 * Builds the quick start as an integrator would, in a folder of its own: every package packed with `pnpm pack` (its
 * `workspace:` ranges written as versions), the tarballs installed (not linked) into a copy of the app, the copy
 * type-checked with `skipLibCheck: false` and built with `vite build`. Only the server's URL is changed, to
 * `fieldkitUrl`.
 */
export function buildQuickStart(fieldkitUrl: string): QuickStartBuild {
  const work = mkdtempSync(join(tmpdir(), 'fk-quick-start-'));
  try {
    return buildIn(work, fieldkitUrl);
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
}

/** The whole of an error's output: a tool's stdout, its stderr, or the error itself. */
function outputOf(error: unknown): string {
  const { stdout, stderr } = error as { stdout?: string; stderr?: string };
  return [stdout, stderr].filter(Boolean).join('\n') || String(error);
}

function buildIn(work: string, fieldkitUrl: string): QuickStartBuild {
  const tarballs = join(work, 'tarballs');
  const app = join(work, 'app');
  const steps: Partial<QuickStartBuild['steps']> = {};
  timed(steps, 'pack', () => {
    for (const folder of publishedPackages())
      run('pnpm', ['pack', '--pack-destination', tarballs], join(root, 'packages', folder));
  });
  cpSync(appSource, app, { recursive: true, filter: (path) => !/node_modules|dist$/.test(path) });
  const files = Object.fromEntries(
    readdirSync(tarballs).map((file) => [
      `@fieldkit/${file.replace(/^fieldkit-/, '').replace(/-\d+\.\d+\.\d+.*\.tgz$/, '')}`,
      `file:${join(tarballs, file)}`,
    ]),
  );
  const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'));
  for (const name of Object.keys(manifest.dependencies))
    if (files[name]) manifest.dependencies[name] = files[name];
  // The packages' own dependencies on each other come from the tarballs too (they are on no registry).
  manifest.pnpm = { overrides: files };
  writeFileSync(join(app, 'package.json'), JSON.stringify(manifest, null, 2));
  const main = join(app, 'src/main.tsx');
  writeFileSync(main, readFileSync(main, 'utf8').replaceAll(README_SERVER, fieldkitUrl));
  // The workspace's store: what its install fetched is linked from there, on any file system the copy is on.
  const store = run('pnpm', ['store', 'path'], root).trim();
  timed(steps, 'install', () =>
    run(
      'pnpm',
      [
        'install',
        '--no-frozen-lockfile',
        '--prefer-offline',
        '--config.ignore-workspace=true',
        `--store-dir=${store}`,
      ],
      app,
    ),
  );
  let typeErrors = '';
  timed(steps, 'types', () => {
    try {
      run('pnpm', ['exec', 'tsc', '--noEmit', '-p', '.'], app);
    } catch (error) {
      typeErrors = outputOf(error);
    }
  });
  timed(steps, 'build', () => run('pnpm', ['exec', 'vite', 'build'], app));
  return { work, dist: join(app, 'dist'), steps: steps as QuickStartBuild['steps'], typeErrors };
}

/** The embed key the host's backend signs with: made by the company's administrator for the host's origin. */
export interface HostKey {
  keyId: string;
  secret: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wav': 'audio/wav',
  '.svg': 'image/svg+xml',
};

/** The cookie the test sets for the host's signed-in user (the host's own sign-in, which this test skips). */
export const HOST_USER_COOKIE = 'host-user';

/**
 * The integrator's server for the built app on `port`: its files, and `/fieldkit-token`, which vouches for the
 * host's signed-in user (the cookie) with an assertion signed by `key`, as the README's five lines do.
 */
export async function serveQuickStart(dist: string, port: number, key: HostKey): Promise<Server> {
  const secret = new TextEncoder().encode(key.secret);
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname;
    if (path === '/fieldkit-token') {
      const user = /(?:^|;\s*)host-user=([a-z]+)/.exec(request.headers.cookie ?? '')?.[1];
      response.setHeader('Cache-Control', 'no-store');
      if (!user) {
        response.writeHead(401).end();
        return;
      }
      const assertion = await new SignJWT({ sub: user })
        .setProtectedHeader({ alg: 'HS256', kid: key.keyId })
        .setAudience('fieldkit')
        .setIssuedAt()
        .setExpirationTime('60s')
        .setJti(crypto.randomUUID())
        .sign(secret);
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ Assertion: assertion }));
      return;
    }
    const file = normalize(join(dist, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dist)) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(file);
      response
        .writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' })
        .end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return server;
}
