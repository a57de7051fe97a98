import { Worker } from 'node:worker_threads';
import type { InboundMail } from './parse-inbound';
import type { SenderCheckOptions } from './verify-sender';

/** Options of {@link createMailParsers}. */
export interface MailParsersOptions {
  /** Worker threads parsing at once. */
  threads?: number;
  /** Longest one mail may take; past it the worker is ended (and replaced) and the mail refused for now. */
  timeoutMs?: number;
  /** Mails waiting for a worker at most; one more is refused for now. */
  maxWaiting?: number;
  /** The heap a worker may use; past it the worker ends and its mail is refused for now. */
  maxHeapMb?: number;
  /** How senders are checked (DKIM): the DNS servers asked, and the limits of one mail's lookups. */
  sender?: SenderCheckOptions;
}

/** Why a mail was not parsed this time: the sender should try again later (SMTP 451). */
export class MailParseRefused extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'busy' | 'failed' | 'closed',
  ) {
    super(message);
  }
}

/** Parses inbound mail on worker threads (see `parseInboundMail`), never on the thread that serves users. */
export interface MailParsers {
  parse(raw: Uint8Array): Promise<InboundMail>;
  close(): Promise<void>;
}

interface Job {
  raw: Uint8Array;
  resolve(mail: InboundMail): void;
  reject(error: Error): void;
}

type Reply = { ok: true; mail: InboundMail } | { ok: false; message: string };

/**
 * How a worker thread is started: the built `mail-worker.js` beside the bundle, or, when the server runs from its
 * TypeScript source (tests, `pnpm dev`), the source through tsx's loader registered in the worker first.
 */
function workerStart(): { script: string | URL; eval: boolean } {
  const source = new URL('./mail-worker.ts', import.meta.url);
  if (!import.meta.url.endsWith('.ts'))
    return { script: new URL('./mail-worker.js', import.meta.url), eval: false };
  return {
    script: `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source.href)}); });`,
    eval: true,
  };
}

/**
 * A pool of mail-parsing worker threads, started at once so that the first mail does not wait for one, with a time
 * limit per mail (counted from when a ready worker takes it) and a bounded queue.
 */
export function createMailParsers(options: MailParsersOptions = {}): MailParsers {
  const threads = options.threads ?? 1;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxWaiting = options.maxWaiting ?? 20;
  const start = workerStart();
  const waiting: Job[] = [];
  const idle: Worker[] = [];
  const all = new Set<Worker>();
  let closed = false;

  /** A new worker; it joins the idle ones once its module is loaded (its first message). */
  const spawn = () => {
    const worker = new Worker(start.script, {
      eval: start.eval,
      workerData: options.sender ?? {},
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 512 },
    });
    all.add(worker);
    const failed = (error?: Error) => {
      all.delete(worker);
      // A worker that cannot start fails the mail that waited for it, not every mail after it.
      waiting
        .shift()
        ?.reject(
          new MailParseRefused(`The mail reader did not start${error ? `: ${error.message}` : ''}`, 'failed'),
        );
      replenish();
    };
    worker.once('error', failed);
    worker.once('exit', () => failed());
    worker.once('message', () => {
      worker.off('error', failed);
      worker.removeAllListeners('exit');
      release(worker);
    });
  };

  /** Keeps `threads` workers alive while the pool is open. */
  const replenish = () => {
    while (!closed && all.size < threads) spawn();
  };

  /** Ends a worker that overran or failed; a fresh one takes its place. */
  const retire = (worker: Worker) => {
    all.delete(worker);
    void worker.terminate();
    replenish();
  };

  const release = (worker: Worker) => {
    if (closed) return retire(worker);
    const job = waiting.shift();
    if (job) run(worker, job);
    else idle.push(worker);
  };

  const run = (worker: Worker, job: Job) => {
    let settled = false;
    const finish = (keep: boolean, outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      outcome();
      if (keep) release(worker);
      else retire(worker);
    };
    const refuse = (message: string, reason: MailParseRefused['reason']) => () =>
      job.reject(new MailParseRefused(message, reason));
    const onMessage = (reply: Reply) =>
      finish(
        true,
        reply.ok
          ? () => job.resolve(reply.mail)
          : refuse(`The message could not be read: ${reply.message}`, 'failed'),
      );
    const onError = (error: Error) =>
      finish(false, refuse(`The message could not be read: ${error.message}`, 'failed'));
    const onExit = () => finish(false, refuse('The message could not be read', 'failed'));
    const timer = setTimeout(
      () => finish(false, refuse(`Reading the message took over ${timeoutMs} ms`, 'timeout')),
      timeoutMs,
    );
    worker.on('message', onMessage);
    worker.once('error', onError);
    worker.once('exit', onExit);
    worker.postMessage(job.raw);
  };

  replenish();
  return {
    parse(raw) {
      return new Promise<InboundMail>((resolve, reject) => {
        if (closed) return reject(new MailParseRefused('The receiver is closing', 'closed'));
        const job = { raw, resolve, reject };
        const worker = idle.pop();
        if (worker) return run(worker, job);
        if (waiting.length >= maxWaiting)
          return reject(new MailParseRefused('Too many messages are being read', 'busy'));
        waiting.push(job);
      });
    },
    async close() {
      closed = true;
      for (const job of waiting.splice(0))
        job.reject(new MailParseRefused('The receiver is closing', 'closed'));
      idle.length = 0;
      await Promise.all([...all].map((worker) => worker.terminate()));
      all.clear();
    },
  };
}
