import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** How a server process is started. */
export interface ServerProcessOptions {
  port: number;
  /** Added to this process's environment (`PORT` is set from `port`). */
  env: Record<string, string>;
  /** Runs `src/main.ts` through tsx (a test of the code as it is now) instead of the built `dist/main.js`. */
  fromSource?: boolean;
  /** Each chunk of the server's output (its own output is otherwise kept for the error of a failed start). */
  output?: (chunk: string) => void;
}

/** One reference server in a process of its own, as a cluster runs it. */
export interface ServerProcess {
  readonly port: number;
  readonly url: string;
  readonly child: ChildProcess;
  /** Ends it at once with SIGKILL, as a crash or an out-of-memory kill would: nothing is flushed or closed. */
  kill(): Promise<void>;
  /** Ends it with SIGTERM (the server stops gracefully) and waits for it. */
  stop(): Promise<void>;
}

/** Starts one server process and resolves once it listens on `127.0.0.1:{port}`. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const { port } = options;
  const args = options.fromSource
    ? ['--import', 'tsx', 'packages/server/src/main.ts']
    : ['packages/server/dist/main.js'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...options.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let written = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      options.output?.(text);
      written = `${written}${text}`.slice(-20_000);
      if (written.includes(`127.0.0.1:${port}`)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) =>
      reject(new Error(`the server on ${port} exited (${code ?? signal}) before listening:\n${written}`)),
    );
  });
  const ended = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exit = once(child, 'exit');
    child.kill(signal);
    await exit;
  };
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    kill: () => ended('SIGKILL'),
    stop: () => ended('SIGTERM'),
  };
}
