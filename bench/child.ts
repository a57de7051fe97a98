import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

/** Starts a server in its own process and waits until `ready` says so from a line of its output. */
export async function startChild(
  command: string,
  args: string[],
  env: Record<string, string>,
  ready: (line: string) => boolean,
): Promise<ChildProcess> {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let buffered = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${command} did not start in 30 s:\n${buffered}`)),
      30_000,
    );
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      if (buffered.split('\n').some(ready)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${command} exited with ${code}:\n${buffered}`)));
  });
  return child;
}

/** The built reference server (`packages/server/dist/main.js`) in its own process on `port`, once it listens. */
export function startBuiltServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const main = fileURLToPath(new URL('../packages/server/dist/main.js', import.meta.url));
  return startChild(process.execPath, [main], { ...env, PORT: String(port) }, (line) =>
    line.includes(`127.0.0.1:${port}`),
  );
}

/** Stops a child by its pid and waits for it to end. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/**
 * The server settings of a bench whose thousand hub connections belong to the seed's handful of users, each
 * connection standing for a person: the per-user hub limits are lifted (the cap on calls in flight per connection
 * stays). The hub fairness bench keeps them and signs a hundred distinct users in instead.
 */
export const FEW_USERS_AS_MANY: Record<string, string> = {
  HUB_CONNECTIONS_PER_USER: '1000000',
  HUB_USER_CALLS_IN_FLIGHT: '1000000',
  HUB_CALLS_PER_SECOND: '1000000',
  HUB_CALL_BURST: '1000000',
  // A thousand connections from this one address.
  CONNECTIONS_PER_ADDRESS: '0',
};
