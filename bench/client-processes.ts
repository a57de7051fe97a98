import { type ChildProcess, fork } from 'node:child_process';
import { stopChild } from './child';

/**
 * Bench clients in processes of their own, so that their work (serialising, parsing) does not stall the process
 * that measures; each is asked in turn over IPC (advanced serialisation) and answers once per question, or with
 * `{ failed }`.
 */
export class ClientProcesses<To, From> {
  private constructor(private readonly children: ChildProcess[]) {}

  /** Forks `count` processes of the module `entry` (a URL beside this file), with `flag` in their arguments. */
  static start<To, From>(entry: URL, flag: string, count: number): ClientProcesses<To, From> {
    return new ClientProcesses(
      Array.from({ length: count }, () =>
        fork(entry, [flag], { execArgv: ['--import', 'tsx'], serialization: 'advanced', stdio: 'inherit' }),
      ),
    );
  }

  get size(): number {
    return this.children.length;
  }

  /** Sends each process its message and resolves with every answer, or rejects with the first failure. */
  ask(message: (index: number) => To): Promise<Exclude<From, { failed: string }>[]> {
    return Promise.all(
      this.children.map(
        (child, i) =>
          new Promise<Exclude<From, { failed: string }>>((resolve, reject) => {
            const onExit = (code: number | null) => reject(new Error(`client process exited with ${code}`));
            child.once('exit', onExit);
            child.once('message', (answer: From) => {
              child.off('exit', onExit);
              if (typeof answer === 'object' && answer !== null && 'failed' in answer)
                reject(new Error(String(answer.failed)));
              else resolve(answer as Exclude<From, { failed: string }>);
            });
            child.send(message(i) as object);
          }),
      ),
    );
  }

  async stop(): Promise<void> {
    await Promise.all(this.children.map((child) => stopChild(child)));
  }
}

/**
 * The loop of a client process: answers each message from the bench with what `handle` resolves to, or with
 * `{ failed }`.
 */
export function serveBench<To, From>(handle: (message: To) => Promise<From>): void {
  process.on('message', (message: To) => {
    handle(message).then(
      (answer) => process.send?.(answer),
      (err: unknown) => process.send?.({ failed: String(err) }),
    );
  });
}
