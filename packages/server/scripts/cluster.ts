import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startLocalPostgres } from './local-postgres';
import { startLocalRedis } from './local-redis';
import { type ServerProcess, startServerProcess } from './server-process';

// `pnpm start:cluster`: the shape of a company that outgrew one machine, on this one. PostgreSQL (its data kept in
// DATA_DIR/cluster/postgres), Redis, and three server processes on consecutive ports from PORT (4281 by default), each
// of them a whole server; a load balancer in front sends any request to any of them (docs/cluster/nginx.conf).

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = resolve(process.env.DATA_DIR ?? join(root, 'data'));
const firstPort = Number(process.env.PORT ?? 4281);
const PROCESSES = 3;
const DATABASE = 'fieldkit';

function say(text: string): void {
  console.info(`[cluster] ${text}`);
}

/** The cluster's database, made on first start. */
async function ensureDatabase(adminUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

mkdirSync(join(dataDir, 'cluster'), { recursive: true });
const postgres = await startLocalPostgres({
  folder: join(dataDir, 'cluster', 'postgres'),
  port: firstPort + 10,
});
say(`PostgreSQL on 127.0.0.1:${firstPort + 10}`);
const redis = await startLocalRedis({ port: firstPort + 11 });
say(`Redis on 127.0.0.1:${firstPort + 11}`);
const env = {
  DATABASE_URL: await ensureDatabase(postgres.url),
  REDIS_URL: redis.url,
  // One uploads folder and one token secret for all: any process may serve any request.
  DATA_DIR: join(dataDir, 'cluster'),
  // The load balancer on this machine names the client in X-Forwarded-For.
  TRUST_PROXY: '127.0.0.1',
};

const servers: ServerProcess[] = [];
let stopping = false;
async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    say('stopping');
    await Promise.all(servers.map((server) => server.stop()));
    await redis.dispose();
    await postgres.stop();
  }
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  // The first migrates and seeds the store; the others find it ready.
  for (let i = 0; i < PROCESSES; i++) {
    const port = firstPort + i;
    const server = await startServerProcess({ port, env, output: (text) => process.stdout.write(text) });
    server.child.once('exit', (code) => {
      if (!stopping) say(`the server on ${port} stopped (${code}); the others go on`);
    });
    servers.push(server);
  }
  say(
    `${PROCESSES} servers on ${servers.map((_, i) => `http://127.0.0.1:${firstPort + i}`).join(', ')}: ` +
      'any of them serves the whole app; Ctrl+C stops them all.',
  );
} catch (error) {
  console.error(error);
  await stopAll(1);
}
