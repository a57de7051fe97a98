import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** A PostgreSQL server of our own on loopback: a test run's (throwaway) or `pnpm start:cluster`'s (kept). */
export interface LocalPostgres {
  /** `postgres://postgres@127.0.0.1:{port}/postgres`: the superuser, trusted on loopback. */
  url: string;
  /** A new empty database; answers its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

/** The folder of PostgreSQL's programs: `PG_BIN`, else Debian's newest `/usr/lib/postgresql/{version}/bin`. */
export function postgresBin(): string | null {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, its programs run as Debian's `postgres` user (signals reach them). */
function serverUser(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

async function until(ready: () => Promise<boolean>, timeoutMs: number, what: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`PostgreSQL did not start in ${timeoutMs} ms:\n${what()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Where and how a local PostgreSQL runs. */
export interface LocalPostgresOptions {
  /** A folder kept across runs (made and initialised on first use); a temporary one removed at stop when absent. */
  folder?: string;
  /** The port; a free one when absent. */
  port?: number;
  /** Skip fsync and the like: for a test's data, which need not survive a power loss. */
  throwaway?: boolean;
}

/**
 * Starts PostgreSQL: `initdb` into the folder unless done, then `postgres` on a loopback port with its socket in that
 * folder. Throws, naming the Debian package, when PostgreSQL is not installed.
 */
export async function startLocalPostgres(options: LocalPostgresOptions = {}): Promise<LocalPostgres> {
  const bin = postgresBin();
  if (!bin)
    throw new Error(
      'PostgreSQL is not installed: install the Debian package "postgresql" (npm test does it), or set PG_BIN.',
    );
  const folder = options.folder ?? mkdtempSync(join(tmpdir(), 'fieldkit-pg-'));
  mkdirSync(folder, { recursive: true });
  const data = join(folder, 'data');
  const user = serverUser();
  if ('uid' in user) chownSync(folder, user.uid, user.gid);
  chmodSync(folder, 0o700);
  if (!existsSync(join(data, 'PG_VERSION')))
    execFileSync(
      join(bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C'],
      { stdio: 'pipe', cwd: folder, ...user },
    );
  const port = options.port ?? (await freePort());
  const throwaway = options.throwaway ?? options.folder === undefined;
  const serverArgs = [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    folder,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'max_connections=200',
    ...(throwaway ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
  ];
  const child: ChildProcess = spawn(join(bin, 'postgres'), serverArgs, {
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd: folder,
    ...user,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await until(
    () =>
      query('SELECT 1').then(
        () => true,
        () => false,
      ),
    30_000,
    () => output,
  );
  return {
    url,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
      await query(`CREATE DATABASE ${name}`);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        // SIGINT: PostgreSQL's fast shutdown (sessions ended, no waiting for clients).
        child.kill('SIGINT');
        await exited;
      }
      if (options.folder === undefined) rmSync(folder, { recursive: true, force: true });
    },
  };
}
