import { bindStore } from '../../db/bind-store';
import type { Db } from '../../db/schema';
import type { SmsMediaRef } from './media-attach';

/** A message's media still to fetch, as the queue keeps it. */
export interface PendingMediaRow {
  company_id: number;
  alert_id: number;
  /** The media references, as JSON. */
  media: string;
  attempts: number;
}

/** A message of a company, by its ids. */
export interface StoredAlert {
  companyId: number;
  alertId: number;
}

/** The table of media to fetch (`pending_alert_media`), shared by every process of a cluster. */
export interface MediaQueueStore {
  /** Keeps a message's media, due now (once: a message already kept keeps its row). */
  add(stored: StoredAlert, media: readonly SmsMediaRef[]): Promise<void>;
  /** Up to 10 rows due and held by no process, the longest due first. */
  due(): Promise<PendingMediaRow[]>;
  /** Holds a row for this process: false when another holds it. */
  claim(stored: StoredAlert): Promise<boolean>;
  /** Lets a row go until `delayMs` from now, its attempts counted. */
  retryLater(stored: StoredAlert, attempts: number, delayMs: number): Promise<void>;
  remove(stored: StoredAlert): Promise<void>;
  /** When the next row is due, if any (ISO). */
  nextDue(): Promise<string | null>;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** What the queue's store functions take first: the database, and how long a claimed row is held. */
export interface MediaQueueContext {
  db: Db;
  claimMs: number;
}

const row = (stored: StoredAlert) => ({ company_id: stored.companyId, alert_id: stored.alertId }) as const;

async function add(
  { db }: MediaQueueContext,
  stored: StoredAlert,
  media: readonly SmsMediaRef[],
): Promise<void> {
  await db
    .insertInto('pending_alert_media')
    .values({
      ...row(stored),
      media: JSON.stringify(media),
      next_attempt_at: iso(Date.now()),
      claimed_until: null,
    })
    .onConflict((c) => c.columns(['company_id', 'alert_id']).doNothing())
    .execute();
}

function due({ db }: MediaQueueContext): Promise<PendingMediaRow[]> {
  return db
    .selectFrom('pending_alert_media')
    .selectAll()
    .where('next_attempt_at', '<=', iso(Date.now()))
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', iso(Date.now()))]))
    .orderBy('next_attempt_at')
    .limit(10)
    .execute();
}

async function claim({ db, claimMs }: MediaQueueContext, stored: StoredAlert): Promise<boolean> {
  const now = Date.now();
  const result = await db
    .updateTable('pending_alert_media')
    .set({ claimed_until: iso(now + claimMs) })
    .where('company_id', '=', stored.companyId)
    .where('alert_id', '=', stored.alertId)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', iso(now))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function retryLater(
  { db }: MediaQueueContext,
  stored: StoredAlert,
  attempts: number,
  delayMs: number,
): Promise<void> {
  await db
    .updateTable('pending_alert_media')
    .set({ attempts, next_attempt_at: iso(Date.now() + delayMs), claimed_until: null })
    .where('company_id', '=', stored.companyId)
    .where('alert_id', '=', stored.alertId)
    .execute();
}

async function remove({ db }: MediaQueueContext, stored: StoredAlert): Promise<void> {
  await db
    .deleteFrom('pending_alert_media')
    .where('company_id', '=', stored.companyId)
    .where('alert_id', '=', stored.alertId)
    .execute();
}

async function nextDue({ db }: MediaQueueContext): Promise<string | null> {
  const next = await db
    .selectFrom('pending_alert_media')
    .select((eb) => eb.fn.min('next_attempt_at').as('at'))
    .executeTakeFirst();
  return next?.at ?? null;
}

/** The queue's table in `db`; a row is held `claimMs` by the process that claims it. */
export function createMediaQueueStore(db: Db, claimMs: number): MediaQueueStore {
  return bindStore({ db, claimMs }, { add, due, claim, retryLater, remove, nextDue });
}
