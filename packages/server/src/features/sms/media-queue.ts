import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/schema';
import { attachSmsMedia, type SmsMediaRef } from './media-attach';
import { createMediaQueueStore, type PendingMediaRow } from './media-queue-store';

/** The inbound MMS media still to fetch, kept in the store until each is attached or given up. */
export interface MediaQueue {
  /** Keeps a message's media to fetch (once: a message already queued keeps its row) and starts on it. */
  enqueue(stored: { companyId: number; alertId: number }, media: readonly SmsMediaRef[]): Promise<void>;
  /** Takes up what is due, a previous process's left-overs included; then again every `pollMs`. */
  start(): void;
  /** Stops taking rows and waits for the fetches under way. */
  close(): Promise<void>;
}

/** Options of {@link createMediaQueue}. */
export interface MediaQueueOptions {
  /** The waits before each try again after a failure that may pass; given up after the last. */
  retryDelaysMs: readonly number[];
  /** How often due retries are looked for. */
  pollMs?: number;
  /**
   * How long a process holds a row it fetches (a fetch ends within 10 s); a row held longer was left by a process that
   * died.
   */
  claimMs?: number;
}

/**
 * A durable queue of MMS media to fetch: the webhook writes the row before it answers the provider, so a process that
 * dies while fetching leaves it for the next (or another process: a row is claimed for `claimMs`, a claim older than
 * that is taken over). A failure that may pass (the host unreachable or busy, the file cut short) is tried again
 * after each of `retryDelaysMs`; the row goes once the file is attached, refused for good, or given up (logged).
 */
export function createMediaQueue(
  db: Db,
  config: ServerConfig,
  log: FastifyBaseLogger,
  options: MediaQueueOptions,
): MediaQueue {
  const store = createMediaQueueStore(db, options.claimMs ?? 15_000);
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let wake: NodeJS.Timeout | undefined;
  let closed = false;
  let draining: Promise<void> | null = null;
  let again = false;

  async function settle(row: PendingMediaRow) {
    const stored = { companyId: row.company_id, alertId: row.alert_id };
    const media = JSON.parse(row.media) as SmsMediaRef[];
    const { attached, refused, retry } = await attachSmsMedia(db, config, stored, media).catch(
      (error: unknown) => {
        log.warn({ err: error, alertId: row.alert_id }, 'inbound SMS media not attached');
        return { attached: false, refused: [] as string[], retry: true };
      },
    );
    const attempts = row.attempts + 1;
    const delay = options.retryDelaysMs[attempts - 1];
    if (!attached && retry && delay !== undefined) {
      await store.retryLater(stored, attempts, delay);
      log.info(
        { alertId: row.alert_id, attempts, refused, retryInMs: delay },
        'inbound SMS media: trying again',
      );
      return;
    }
    await store.remove(stored);
    if (refused.length > 0 && !attached)
      log.warn({ alertId: row.alert_id, attached, refused, attempts }, 'inbound SMS media refused');
  }

  /** Every due row this process can claim, fetched one after another. */
  async function drain(): Promise<void> {
    while (!closed) {
      const due = await store.due();
      let took = 0;
      for (const row of due) {
        if (closed || !(await store.claim({ companyId: row.company_id, alertId: row.alert_id }))) continue;
        took++;
        await settle(row);
      }
      if (took === 0) return wakeForNext();
    }
  }

  /** Wakes for the next retry due before the next poll (a retry waits its own delay, not the poll's). */
  async function wakeForNext(): Promise<void> {
    const next = await store.nextDue();
    if (!next || closed) return;
    clearTimeout(wake);
    wake = setTimeout(kick, Math.max(0, Date.parse(next) - Date.now()));
    wake.unref();
  }

  /** Runs a drain unless one runs; asked meanwhile, one more runs after it. */
  function kick() {
    if (closed) return;
    if (draining) {
      again = true;
      return;
    }
    const work = drain()
      .catch((error: unknown) => log.warn({ err: error }, 'inbound SMS media queue failed'))
      .finally(() => {
        draining = null;
        running.delete(work);
        if (again) {
          again = false;
          kick();
        }
      });
    draining = work;
    running.add(work);
  }

  return {
    async enqueue(stored, media) {
      await store.add(stored, media);
      kick();
    },
    start() {
      timer ??= setInterval(kick, options.pollMs ?? 5_000);
      timer.unref();
      kick();
    },
    async close() {
      closed = true;
      clearInterval(timer);
      clearTimeout(wake);
      await Promise.allSettled([...running]);
    },
  };
}
