import type { ReceivedNotesPage, ReceivedServiceNote, ServiceNote } from '@fieldkit/core/contract';
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, SqliteAdapter, sql } from 'kysely';
import { likeContaining } from '../../db/like';
import type { Database, Db, Dialect } from '../../db/schema';

/** The caller of a notes call. */
export interface NotesCaller {
  loginId: number;
  companyId: number;
}

/** A job of the caller's company, or undefined. */
async function jobOf(db: Db, companyId: number, jobId: number) {
  return db
    .selectFrom('jobs')
    .innerJoin('work_orders', (join) =>
      join
        .onRef('work_orders.company_id', '=', 'jobs.company_id')
        .onRef('work_orders.work_order_id', '=', 'jobs.work_order_id'),
    )
    .select(['jobs.job_id', 'jobs.tech_id', 'work_orders.wo_number', 'work_orders.created_by'])
    .where('jobs.company_id', '=', companyId)
    .where('jobs.job_id', '=', jobId)
    .executeTakeFirst();
}

/** What a search of received notes matches: the note, its WO number and its job number, lower case. */
export const noteSearchText = (notes: string, woNumber: string, jobId: number): string =>
  `${notes} ${woNumber} ${jobId}`.toLowerCase();

/** What a stored note is, and who received it. */
export interface SavedNote {
  note: ServiceNote;
  recipients: number[];
}

/**
 * Stores a service note on a job of the caller's company and a notification for every other user on the job: its
 * technician, its crew and the work order's creator, of the same company. Undefined when the job is not the
 * company's.
 */
export async function saveServiceNote(
  db: Db,
  dialect: Dialect,
  me: NotesCaller,
  jobId: number,
  notes: string,
): Promise<SavedNote | undefined> {
  const job = await jobOf(db, me.companyId, jobId);
  if (!job) return undefined;
  const crew = await db
    .selectFrom('job_crew')
    .select('login_id')
    .where('company_id', '=', me.companyId)
    .where('job_id', '=', jobId)
    .execute();
  const onJob = new Set([job.tech_id, job.created_by, ...crew.map((c) => c.login_id)]);
  onJob.delete(me.loginId);
  const candidates = [...onJob].filter((id): id is number => id !== null);
  const colleagues =
    candidates.length === 0
      ? []
      : await db
          .selectFrom('users')
          .select('login_id')
          .where('company_id', '=', me.companyId)
          .where('login_id', 'in', candidates)
          .execute();
  const recipients = colleagues.map((u) => u.login_id).sort((a, b) => a - b);
  const createdAt = new Date().toISOString();
  const searchText = noteSearchText(notes, job.wo_number, job.job_id);
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('service_notes')
      .values({
        company_id: me.companyId,
        job_id: jobId,
        author_id: me.loginId,
        notes,
        search_text: searchText,
        created_at: createdAt,
      })
      .returning('service_note_id')
      .executeTakeFirstOrThrow();
    if (dialect === 'sqlite')
      await sql`INSERT INTO service_notes_search (rowid, search_text) VALUES (${row.service_note_id}, ${searchText})`.execute(
        trx,
      );
    if (recipients.length > 0)
      await trx
        .insertInto('user_notifications')
        .values(
          recipients.map((login_id) => ({
            company_id: me.companyId,
            login_id,
            service_note_id: row.service_note_id,
            is_read: 0 as const,
            read_by: null,
            read_at: null,
          })),
        )
        .execute();
    return row.service_note_id;
  });
  const [note] = await jobServiceNotes(db, me.companyId, jobId, id);
  return { note: note!, recipients };
}

/** The service notes of a job of the company, newest first (or the one with `onlyId`). */
export async function jobServiceNotes(
  db: Db,
  companyId: number,
  jobId: number,
  onlyId?: number,
): Promise<ServiceNote[]> {
  let query = db
    .selectFrom('service_notes')
    .innerJoin('users', 'users.login_id', 'service_notes.author_id')
    .select([
      'service_notes.service_note_id',
      'service_notes.job_id',
      'service_notes.notes',
      'service_notes.created_at',
      'users.display_name',
    ])
    .where('service_notes.company_id', '=', companyId)
    .where('service_notes.job_id', '=', jobId);
  if (onlyId !== undefined) query = query.where('service_notes.service_note_id', '=', onlyId);
  const rows = await query.orderBy('service_notes.service_note_id', 'desc').execute();
  return rows.map((r) => ({
    ServiceNoteId: r.service_note_id,
    WoJobId: r.job_id,
    Notes: r.notes,
    CreatedBy: r.display_name,
    CreatedDate: r.created_at,
  }));
}

/** Whether a job is the company's. */
export async function isCompanyJob(db: Db, companyId: number, jobId: number): Promise<boolean> {
  return (await jobOf(db, companyId, jobId)) !== undefined;
}

/** How a page of received notes is asked for. */
export interface ReceivedQuery {
  searchText: string;
  isRead: boolean;
  sortBy: 'UserNotificationId' | 'WONumber' | 'JobNo' | 'Notes' | 'CreatedDate' | 'ReadDate';
  orderBy: 'asc' | 'desc';
  /** From 1. */
  startRecord: number;
  endRecord: number;
}

const SORT_COLUMNS = {
  UserNotificationId: 'user_notifications.user_notification_id',
  WONumber: 'work_orders.wo_number',
  JobNo: 'service_notes.job_id',
  Notes: 'service_notes.notes',
  CreatedDate: 'service_notes.created_at',
  ReadDate: 'user_notifications.read_at',
} as const;

type InboxBuilder = ExpressionBuilder<Database, 'user_notifications'>;

/** Received notes with their note, its job and the job's work order. */
function withJob<O>(query: SelectQueryBuilder<Database, 'user_notifications', O>) {
  return query
    .innerJoin('service_notes', 'service_notes.service_note_id', 'user_notifications.service_note_id')
    .innerJoin('jobs', (join) =>
      join
        .onRef('jobs.company_id', '=', 'service_notes.company_id')
        .onRef('jobs.job_id', '=', 'service_notes.job_id'),
    )
    .innerJoin('work_orders', (join) =>
      join
        .onRef('work_orders.company_id', '=', 'jobs.company_id')
        .onRef('work_orders.work_order_id', '=', 'jobs.work_order_id'),
    );
}

/**
 * The notes a search finds, as a set of service note ids: SQLite's FTS5 trigram index finds those whose text, WO
 * number or job number holds the text (three characters or more; shorter text is matched with LIKE over the user's
 * own notes, which the inbox index narrows first); on PostgreSQL the pg_trgm index serves the same LIKE.
 */
function matching(dialect: Dialect, companyId: number, text: string) {
  const needle = text.toLowerCase();
  const like = likeContaining(needle);
  return (eb: InboxBuilder) => {
    if (dialect === 'sqlite' && [...needle].length >= 3)
      return eb(
        'user_notifications.service_note_id',
        'in',
        sql<number>`(SELECT rowid FROM service_notes_search WHERE service_notes_search MATCH ${`"${needle.replace(/"/g, '""')}"`})`,
      );
    if (dialect === 'sqlite')
      return eb.exists(
        sql`(SELECT 1 FROM service_notes WHERE service_notes.service_note_id = user_notifications.service_note_id AND search_text LIKE ${like} ESCAPE '\\')`,
      );
    return eb(
      'user_notifications.service_note_id',
      'in',
      sql<number>`(SELECT service_note_id FROM service_notes WHERE company_id = ${companyId} AND search_text LIKE ${like} ESCAPE '\\')`,
    );
  };
}

/**
 * A page of the caller's received notes, and how many the query finds. The inbox index (login, read flag, id) serves
 * the count and the page without touching the notes; only the page's rows are joined to their note, job and work
 * order, unless the sort needs those columns.
 */
export async function receivedNotes(
  db: Db,
  dialect: Dialect,
  me: NotesCaller,
  q: ReceivedQuery,
): Promise<ReceivedNotesPage> {
  // A login belongs to one company and is notified only of its company's notes: the login narrows the inbox, and the
  // inbox index (login, read flag, id) answers on its own (a company filter would read every row behind it).
  let inbox = db
    .selectFrom('user_notifications')
    .where('user_notifications.login_id', '=', me.loginId)
    .where('user_notifications.is_read', '=', q.isRead ? 1 : 0);
  if (q.searchText !== '') inbox = inbox.where(matching(dialect, me.companyId, q.searchText));
  const limit = Math.max(0, q.endRecord - q.startRecord + 1);
  // The page's ids. Sorted by the inbox's own columns, the page is found on its index alone; another sort joins what
  // it sorts by. A search is evaluated once for the page and its total (a window count); without one, the index
  // counts faster on its own.
  const searching = q.searchText !== '';
  const total = searching ? sql<number>`count(*) over ()`.as('total') : sql<number>`0`.as('total');
  const page =
    q.sortBy === 'UserNotificationId' || q.sortBy === 'ReadDate'
      ? await inbox
          .select(['user_notifications.user_notification_id', total])
          .orderBy(SORT_COLUMNS[q.sortBy], q.orderBy)
          .orderBy('user_notifications.user_notification_id', q.orderBy)
          .limit(limit)
          .offset(q.startRecord - 1)
          .execute()
      : await withJob(inbox)
          .select(['user_notifications.user_notification_id', total])
          .orderBy(SORT_COLUMNS[q.sortBy], q.orderBy)
          .orderBy('user_notifications.user_notification_id', q.orderBy)
          .limit(limit)
          .offset(q.startRecord - 1)
          .execute();
  const found =
    searching && page[0]
      ? Number(page[0].total)
      : Number((await inbox.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  if (page.length === 0) return { NotificationList: [], TotalRecord: found };
  const order = new Map(page.map((r, i) => [r.user_notification_id, i]));
  const rows = (
    await withJob(db.selectFrom('user_notifications'))
      .innerJoin('users as author', 'author.login_id', 'service_notes.author_id')
      .leftJoin('users as reader', 'reader.login_id', 'user_notifications.read_by')
      .select([
        'user_notifications.user_notification_id',
        'user_notifications.is_read',
        'user_notifications.read_at',
        'work_orders.wo_number',
        'service_notes.job_id',
        'service_notes.notes',
        'service_notes.created_at',
        'author.display_name as author_name',
        'reader.display_name as reader_name',
      ])
      .where('user_notifications.user_notification_id', 'in', [...order.keys()])
      .execute()
  ).sort((x, y) => order.get(x.user_notification_id)! - order.get(y.user_notification_id)!);
  const list: ReceivedServiceNote[] = rows.map((r) => ({
    UserNotificationId: r.user_notification_id,
    WONumber: r.wo_number,
    JobNo: r.job_id,
    Notes: r.notes,
    CreatedBy: r.author_name,
    CreatedDate: r.created_at,
    IsRead: r.is_read === 1,
    ReadBy: r.reader_name ?? null,
    ReadDate: r.read_at,
  }));
  return { NotificationList: list, TotalRecord: found };
}

/** How many of a user's received notes are unread. */
export async function unreadNoteCount(db: Db, loginId: number): Promise<number> {
  const row = await db
    .selectFrom('user_notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('login_id', '=', loginId)
    .where('is_read', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Marks the caller's own notifications read (recording who and when) or unread. False, changing nothing, when any id
 * is not the caller's.
 */
export async function markNotes(
  db: Db,
  me: NotesCaller,
  ids: readonly number[],
  isRead: boolean,
): Promise<boolean> {
  const unique = [...new Set(ids)];
  return db.transaction().execute(async (trx) => {
    const own = await trx
      .selectFrom('user_notifications')
      .select('user_notification_id')
      .where('user_notification_id', 'in', unique)
      .where('login_id', '=', me.loginId)
      .where('company_id', '=', me.companyId)
      .execute();
    if (own.length !== unique.length) return false;
    await trx
      .updateTable('user_notifications')
      .set(
        isRead
          ? { is_read: 1, read_by: me.loginId, read_at: new Date().toISOString() }
          : { is_read: 0, read_by: null, read_at: null },
      )
      .where('user_notification_id', 'in', unique)
      // An acknowledged note keeps who acknowledged it first, and when.
      .where('is_read', '=', isRead ? 0 : 1)
      .execute();
    return true;
  });
}

/**
 * Rebuilds SQLite's search index from the notes (after notes were written without it, as the demo seed and the
 * benchmark do in bulk); PostgreSQL's index follows its table by itself.
 */
export async function rebuildNoteSearch(db: Kysely<Database>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter)
    await sql`INSERT INTO service_notes_search (service_notes_search) VALUES ('rebuild')`.execute(db);
}
