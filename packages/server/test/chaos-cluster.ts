import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, type LocalPostgres, startLocalPostgres } from '../scripts/local-postgres';
import { type LocalRedis, startLocalRedis } from '../scripts/local-redis';
import { type ServerProcess, startServerProcess } from '../scripts/server-process';
import { tempDataDir } from './helpers';

/** Three server processes from the sources, one PostgreSQL and one Redis, all throwaway. */
export interface Cluster {
  servers: ServerProcess[];
  redis: LocalRedis;
  databaseUrl: string;
  /** Kills server `index` with SIGKILL and starts it again on its port; resolves once it listens. */
  crashAndRestart(index: number): Promise<void>;
  dispose(): Promise<void>;
}

export async function startCluster(processes = 3): Promise<Cluster> {
  const postgres: LocalPostgres = await startLocalPostgres({ throwaway: true });
  const redis = await startLocalRedis();
  const dataDir = tempDataDir();
  const databaseUrl = await postgres.createDatabase('fieldkit_chaos');
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    TOKEN_SECRET: 'test-secret-of-sufficient-length',
    SHELL_DIR: join(dataDir, 'no-shell'),
    // Hundreds of people sign in, and hold their connections, from this one address.
    SIGN_IN_ATTEMPTS_PER_MINUTE: '100000',
    CONNECTIONS_PER_ADDRESS: '0',
  };
  const ports = await Promise.all(Array.from({ length: processes }, () => freePort()));
  const start = (port: number) => startServerProcess({ port, env, fromSource: true });
  // The first migrates and seeds the store; the others find it ready.
  const servers = [await start(ports[0]!)];
  servers.push(...(await Promise.all(ports.slice(1).map(start))));
  return {
    servers,
    redis,
    databaseUrl,
    async crashAndRestart(index) {
      await servers[index]!.kill();
      servers[index] = await start(ports[index]!);
    },
    async dispose() {
      await Promise.all(servers.map((server) => server.stop()));
      await redis.dispose();
      await postgres.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves once `check` holds, polling; throws with `describe()` when `timeoutMs` passes first. */
export async function until(check: () => boolean, timeoutMs: number, describe: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${describe()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
