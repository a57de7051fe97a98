import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TokenGrant } from '@fieldkit/core/contract';
import pg from 'pg';
import { inject } from 'vitest';
import { type CreateServerOptions, createServer, type FieldkitServer } from '../src/http/server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The superuser URL of the run's throwaway PostgreSQL (`vitest.postgres.config.ts`); none on SQLite. */
    postgresUrl?: string;
    /** The database in it that holds the run's demo data, migrated and seeded once (`postgres-global-setup.ts`). */
    postgresTemplate?: string;
    /** A data folder with the run's demo data (its SQLite file on SQLite, its seeded files on both). */
    templateDataDir?: string;
  }
}

/** A real server on a free loopback port, with its own data folder and captured log lines. */
export interface TestServer {
  server: FieldkitServer;
  url: string;
  dataDir: string;
  logs: string[];
  /** Stops the server (the data folder is kept for a restart). */
  stop(): Promise<void>;
  /** Stops the server and removes its data folder. */
  dispose(): Promise<void>;
}

/** A fresh data folder under the system temp folder. */
export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'fieldkit-server-test-'));
}

const databases = new Map<string, string>();

/**
 * The database of a data folder in the run's PostgreSQL: made on first use (empty, or a copy of `template`), the same
 * for a restart.
 */
async function databaseFor(adminUrl: string, dataDir: string, template?: string): Promise<string> {
  const known = databases.get(dataDir);
  if (known) return known;
  const name = `fieldkit_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  databases.set(dataDir, url.toString());
  return url.toString();
}

/**
 * The store a server process of the test would use over `dataDir`: in the PostgreSQL pass, the database of that folder
 * (the one `startTestServer` then uses on it too), as `DATABASE_URL`; nothing on SQLite (the folder holds it).
 */
export async function storeEnvFor(dataDir: string): Promise<Record<string, string>> {
  const postgres = inject('postgresUrl');
  return postgres ? { DATABASE_URL: await databaseFor(postgres, dataDir) } : {};
}

/**
 * Starts a server on `port` (0 for any free port) over `dataDir`. Without a `dataDir`, on a new one that starts as a
 * copy of the run's demo data (migrated and seeded once), unless the server is not to seed or names its database; a
 * folder the test made itself starts empty, and the server migrates and seeds it as on a first start.
 */
export async function startTestServer(
  options: { dataDir?: string; port?: number } & Omit<CreateServerOptions, 'logStream'> = {},
): Promise<TestServer> {
  const template = inject('templateDataDir');
  const fromTemplate =
    template !== undefined &&
    options.dataDir === undefined &&
    options.seed !== false &&
    !options.env?.DATABASE_URL;
  const dataDir = options.dataDir ?? tempDataDir();
  if (fromTemplate) cpSync(template, dataDir, { recursive: true });
  const logs: string[] = [];
  // In the PostgreSQL run, a database of its own unless the test names one (or restarts on the same folder).
  const postgres = inject('postgresUrl');
  const databaseUrl =
    postgres && !options.env?.DATABASE_URL
      ? await databaseFor(postgres, dataDir, fromTemplate ? inject('postgresTemplate') : undefined)
      : undefined;
  const server = createServer({
    ...options,
    env: {
      DATA_DIR: dataDir,
      PORT: String(options.port ?? 0),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      TOKEN_SECRET: 'test-secret-of-sufficient-length',
      SHELL_DIR: join(dataDir, 'no-shell'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...options.env,
    },
    logStream: { write: (line) => void logs.push(line) },
  });
  const url = await server.start();
  return {
    server,
    url,
    dataDir,
    logs,
    stop: () => server.stop(),
    async dispose() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A JSON call: status and parsed body. */
export async function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes; each assertion checks the shape.
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(base + path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the text itself is returned.
  }
  return { status: response.status, body };
}

/** Signs a demo login in; throws when it fails. */
export async function signIn(base: string, username: string, password = 'demo1234'): Promise<TokenGrant> {
  const { status, body } = await call(base, 'POST', '/api/auth/Account/SignIn', {
    body: { UserName: username, Password: password },
  });
  if (status !== 200) throw new Error(`Sign-in of ${username} failed: ${status} ${JSON.stringify(body)}`);
  return body as TokenGrant;
}

/** Resolves once `condition` holds, checked every 20 ms; rejects after `timeoutMs`. */
export function until(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (condition()) return resolve();
      if (Date.now() > deadline) return reject(new Error('condition not met in time'));
      setTimeout(tick, 20);
    };
    tick();
  });
}
