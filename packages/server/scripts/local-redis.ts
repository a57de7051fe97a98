import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './local-postgres';

const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

/** A Redis server of our own on loopback, keeping nothing on disk (Redis holds nothing storage does not). */
export interface LocalRedis {
  url: string;
  /** Stops it (as a crash would, with SIGKILL when `crash`), keeping its port for `start`. */
  stop(crash?: boolean): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  dispose(): Promise<void>;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts `redis-server` (on `port`, else a free one); throws, naming the Debian package, when it is not installed. */
export async function startLocalRedis(options: { port?: number } = {}): Promise<LocalRedis> {
  if (!existsSync(REDIS_SERVER))
    throw new Error(
      'redis-server is not installed: install the Debian package "redis-server" (npm test does it).',
    );
  const folder = mkdtempSync(join(tmpdir(), 'fieldkit-redis-'));
  const port = options.port ?? (await freePort());
  let child: ChildProcess | null = null;

  async function start(): Promise<void> {
    const args = [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      folder,
    ];
    child = spawn(REDIS_SERVER, args, { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (!(await answers(port))) {
      if (Date.now() > deadline) throw new Error('redis-server did not start in 10 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function stop(crash = false): Promise<void> {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((r) => running.once('exit', r));
    running.kill(crash ? 'SIGKILL' : 'SIGTERM');
    await exited;
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    start,
    async dispose() {
      await stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
