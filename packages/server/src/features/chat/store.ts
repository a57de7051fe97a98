import {
  CHAT_PAGE_SIZE,
  CHAT_QUOTE_LENGTH,
  CHAT_RESYNC_LIMIT,
  type ChatAttachment,
  type ChatMessage,
  type ChatMessageKind,
  type ChatReplyQuote,
  type OutgoingMessage,
  type UnreadCounts,
} from '@fieldkit/core/contract';
import { type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { Database, Db } from '../../db/schema';
import type { ChatAttachmentsTable, ChatMessagesTable } from './schema';

/** A stored chat message row. */
export type MessageRow = Selectable<ChatMessagesTable>;
type AttachmentRow = Selectable<ChatAttachmentsTable>;

/** A query of whole chat_messages rows. */
type MessagesQuery = SelectQueryBuilder<Database, 'chat_messages', MessageRow>;

/**
 * The first `limit` rows of several queries of chat_messages together, by ChatDataId in `order`. Each query is read
 * on its own up to `limit` rows in that order, from an index that holds it in that order, so a page costs a page
 * however long the history (an OR of the same conditions made the database sort all of it first).
 */
async function pageOf(db: Db, queries: MessagesQuery[], order: 'asc' | 'desc', limit: number) {
  const [first, ...others] = queries.map((query) => query.orderBy('chat_data_id', order).limit(limit));
  if (!first) return [];
  if (others.length === 0) return first.execute();
  return db
    .selectFrom((eb) =>
      others
        .reduce(
          (union, query, i) => union.unionAll(eb.selectFrom(query.as(`part${i + 1}`)).selectAll()),
          eb.selectFrom(first.as('part0')).selectAll(),
        )
        .as('parts'),
    )
    .selectAll()
    .orderBy('chat_data_id', order)
    .limit(limit)
    .execute();
}

/** A user of the chat: login, company, names, profile fields and chosen availability. */
export interface ChatUser {
  loginId: number;
  companyId: number;
  username: string;
  displayName: string;
  timeZone: string;
  email: string;
  phoneNo: string | null;
  countryName: string;
  profilePic: string;
  availabilityId: number;
}

function userQuery(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('chat_profiles', 'chat_profiles.login_id', 'users.login_id')
    .select([
      'users.login_id',
      'users.company_id',
      'users.username',
      'users.display_name',
      'users.time_zone_id',
      'chat_profiles.email',
      'chat_profiles.phone_no',
      'chat_profiles.country_name',
      'chat_profiles.profile_pic',
      'chat_profiles.availability_id',
    ]);
}

type UserRow = Awaited<ReturnType<ReturnType<typeof userQuery>['executeTakeFirst']>>;

function toUser(row: NonNullable<UserRow>): ChatUser {
  return {
    loginId: row.login_id,
    companyId: row.company_id,
    username: row.username,
    displayName: row.display_name,
    timeZone: row.time_zone_id,
    email: row.email ?? '',
    phoneNo: row.phone_no ?? null,
    countryName: row.country_name ?? '',
    profilePic: row.profile_pic ?? '',
    availabilityId: row.availability_id ?? 1,
  };
}

/** One user, or null when there is none with this login. */
export async function chatUser(db: Db, loginId: number): Promise<ChatUser | null> {
  const row = await userQuery(db).where('users.login_id', '=', loginId).executeTakeFirst();
  return row ? toUser(row) : null;
}

/** The users of a company, by display name. */
export async function companyUsers(db: Db, companyId: number): Promise<ChatUser[]> {
  const rows = await userQuery(db)
    .where('users.company_id', '=', companyId)
    .orderBy('users.display_name')
    .execute();
  return rows.map(toUser);
}

/** The users of `loginIds` (of `companyId` only, when given), in one query. */
export async function chatUsers(db: Db, loginIds: number[], companyId?: number): Promise<ChatUser[]> {
  if (loginIds.length === 0) return [];
  let query = userQuery(db).where('users.login_id', 'in', loginIds);
  if (companyId !== undefined) query = query.where('users.company_id', '=', companyId);
  return (await query.execute()).map(toUser);
}

/** Initials of a display name ('Alice Walker' -> 'AW'). */
export function shortName(displayName: string): string {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** One formatter per time zone: making an Intl.DateTimeFormat costs far more than formatting with it. */
const chatTimeFormats = new Map<string, Intl.DateTimeFormat>();

function chatTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = chatTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    chatTimeFormats.set(timeZone, format);
  }
  return format;
}

/** dd/MM/yyyy HH:mm in a time zone. */
export function formatChatTime(iso: string, timeZone: string): string {
  const parts = chatTimeFormat(timeZone).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}

function toAttachment(row: AttachmentRow): ChatAttachment {
  return {
    ChatAttachmentId: row.chat_attachment_id,
    ChatDataId: row.chat_data_id,
    AttachmentFileName: row.file_name,
    AttachmentPath: row.stored_path,
    AttachmentType: row.attachment_type,
    FileSize: row.file_size,
  };
}

/** The quotes of the messages these rows reply to, by ChatDataId. */
async function quotesOf(db: Db, rows: MessageRow[]): Promise<Map<number, ChatReplyQuote>> {
  const ids = [...new Set(rows.flatMap((r) => (r.reply_to_id === null ? [] : [r.reply_to_id])))];
  if (ids.length === 0) return new Map();
  const [quoted, names] = await Promise.all([
    db
      .selectFrom('chat_messages')
      .select(['chat_data_id', 'from_user_id', 'chat_txt', 'deleted_at'])
      .where('chat_data_id', 'in', ids)
      .execute(),
    firstAttachmentNames(db, ids),
  ]);
  return new Map(
    quoted.map((q) => [
      q.chat_data_id,
      {
        ChatDataId: q.chat_data_id,
        FromUserId: q.from_user_id,
        ChatTxt: q.deleted_at ? '' : [...q.chat_txt].slice(0, CHAT_QUOTE_LENGTH).join(''),
        AttachmentName: q.deleted_at ? '' : (names.get(q.chat_data_id) ?? ''),
        IsDeleted: q.deleted_at !== null,
      },
    ]),
  );
}

/** Messages as the API answers them, with their attachments and quotes, times in `timeZone`. */
export async function toMessages(
  db: Db,
  rows: MessageRow[],
  timeZone: string,
  /** The rows are known to have no files (just stored without any): their attachments are not looked up. */
  known: { noFiles?: boolean } = {},
): Promise<ChatMessage[]> {
  const ids = rows.map((r) => r.chat_data_id);
  const [quotes, attachments] = await Promise.all([
    quotesOf(db, rows),
    ids.length && !known.noFiles
      ? db.selectFrom('chat_attachments').selectAll().where('chat_data_id', 'in', ids).execute()
      : [],
  ]);
  const byMessage = new Map<number, ChatAttachment[]>();
  for (const a of attachments) {
    const list = byMessage.get(a.chat_data_id) ?? [];
    list.push(toAttachment(a));
    byMessage.set(a.chat_data_id, list);
  }
  return rows.map((r) => {
    const files = byMessage.get(r.chat_data_id) ?? [];
    return {
      ChatDataId: r.chat_data_id,
      ChatTxt: r.chat_txt,
      ChatDatetime: r.created_at,
      ChatDatetimeStr: formatChatTime(r.created_at, timeZone),
      FromUserId: r.from_user_id,
      ToUserId: r.to_user_id,
      IsDelivered: r.is_delivered === 1,
      IsRead: r.is_read === 1,
      IsAttachmentExists: files.length > 0,
      AttachmentDetails: files,
      ClientMessageId: r.client_message_id,
      ...(r.chat_kind ? { Kind: r.chat_kind as ChatMessageKind } : {}),
      ...(r.edited_at ? { EditedDatetime: r.edited_at } : {}),
      ...(r.deleted_at ? { IsDeleted: true } : {}),
      ...(r.reply_to_id !== null && quotes.has(r.reply_to_id) ? { ReplyTo: quotes.get(r.reply_to_id)! } : {}),
    };
  });
}

/** The ids up to which a user has cleared and deleted a conversation. */
type HiddenMark = { cleared: number; deleted: number };

const markOf = (row: { cleared_up_to: number; deleted_up_to: number }): HiddenMark => ({
  cleared: row.cleared_up_to,
  deleted: row.deleted_up_to,
});

/** Per other user, the id up to which `loginId` has hidden the conversation (cleared or deleted). */
export async function hiddenMarks(db: Db, loginId: number): Promise<Map<number, HiddenMark>> {
  const rows = await db.selectFrom('chat_marks').selectAll().where('login_id', '=', loginId).execute();
  return new Map(rows.map((r) => [r.other_user_id, markOf(r)]));
}

/** Per user of `loginIds`, the id up to which they have hidden their conversation with `otherId`. */
export async function hiddenMarksOn(
  db: Db,
  otherId: number,
  loginIds: number[],
): Promise<Map<number, HiddenMark>> {
  if (loginIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('chat_marks')
    .selectAll()
    .where('other_user_id', '=', otherId)
    .where('login_id', 'in', loginIds)
    .execute();
  return new Map(rows.map((r) => [r.login_id, markOf(r)]));
}

function hiddenUpTo(mark: HiddenMark | undefined): number {
  return mark ? Math.max(mark.cleared, mark.deleted) : 0;
}

/** A page of a conversation before `before` (0: the latest), ascending, hidden messages left out. */
export async function conversationPage(
  db: Db,
  me: ChatUser,
  otherId: number,
  before: number,
): Promise<ChatMessage[]> {
  const hidden = hiddenUpTo((await hiddenMarks(db, me.loginId)).get(otherId));
  const sentBy = (from: number, to: number) => {
    let query = db
      .selectFrom('chat_messages')
      .selectAll()
      .where('company_id', '=', me.companyId)
      .where('from_user_id', '=', from)
      .where('to_user_id', '=', to)
      .where('chat_data_id', '>', hidden);
    if (before > 0) query = query.where('chat_data_id', '<', before);
    return query;
  };
  const sides =
    otherId === me.loginId
      ? [sentBy(me.loginId, otherId)]
      : [sentBy(me.loginId, otherId), sentBy(otherId, me.loginId)];
  const rows = await pageOf(db, sides, 'desc', CHAT_PAGE_SIZE);
  return toMessages(db, rows.reverse(), me.timeZone);
}

/**
 * Every visible message to or from `me` after `after`, ascending, at most CHAT_RESYNC_LIMIT. Hidden (cleared or
 * deleted) messages are left out in the query, so a page is short only when nothing newer is left. The messages sent
 * and those received are read apart, each from its own index (see `pageOf`).
 */
export async function messagesAfter(db: Db, me: ChatUser, after: number): Promise<ChatMessage[]> {
  // The other user of a row to or from `me` (a message to oneself has `me` on both sides).
  const otherUser = sql<number>`chat_messages.from_user_id + chat_messages.to_user_id - ${me.loginId}`;
  const side = (column: 'from_user_id' | 'to_user_id') =>
    db
      .selectFrom('chat_messages')
      .selectAll('chat_messages')
      .where('company_id', '=', me.companyId)
      .where(column, '=', me.loginId)
      .where('chat_data_id', '>', after)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('chat_marks')
              .select('chat_marks.login_id')
              .where('chat_marks.login_id', '=', me.loginId)
              .whereRef('chat_marks.other_user_id', '=', otherUser)
              .where((eb) =>
                eb.or([
                  eb('chat_marks.cleared_up_to', '>=', eb.ref('chat_messages.chat_data_id')),
                  eb('chat_marks.deleted_up_to', '>=', eb.ref('chat_messages.chat_data_id')),
                ]),
              ),
          ),
        ),
      );
  // A message to oneself is among those sent.
  const received = side('to_user_id').where('from_user_id', '<>', me.loginId);
  const rows = await pageOf(db, [side('from_user_id'), received], 'asc', CHAT_RESYNC_LIMIT);
  return toMessages(db, rows, me.timeZone);
}

/** Unread messages to `loginId` per sender, leaving out what the user has hidden. */
export async function unreadCounts(db: Db, loginId: number): Promise<UnreadCounts> {
  // Counted in the database, in one query, each sender's in the order of their first unread message.
  const rows = await db
    .selectFrom('chat_messages')
    .leftJoin('chat_marks', (join) =>
      join
        .onRef('chat_marks.login_id', '=', 'chat_messages.to_user_id')
        .onRef('chat_marks.other_user_id', '=', 'chat_messages.from_user_id'),
    )
    .select((eb) => ['chat_messages.from_user_id', eb.fn.countAll().as('unread')])
    .where('chat_messages.to_user_id', '=', loginId)
    .where('chat_messages.is_read', '=', 0)
    // A message its sender deleted is nothing left to read.
    .where('chat_messages.deleted_at', 'is', null)
    // Nor one the user has hidden (cleared or deleted the conversation after it came).
    .where((eb) =>
      eb.and([
        eb('chat_messages.chat_data_id', '>', eb.fn.coalesce('chat_marks.cleared_up_to', eb.lit(0))),
        eb('chat_messages.chat_data_id', '>', eb.fn.coalesce('chat_marks.deleted_up_to', eb.lit(0))),
      ]),
    )
    .groupBy('chat_messages.from_user_id')
    .orderBy((eb) => eb.fn.min('chat_messages.chat_data_id'))
    .execute();
  const ByUser = rows.map((r) => ({ UserId: r.from_user_id, UnreadMessageCount: Number(r.unread) }));
  return { Total: ByUser.reduce((sum, c) => sum + c.UnreadMessageCount, 0), ByUser };
}

/** The stored message a sender already sent with this client id, if any. */
export async function findByClientId(
  db: Db,
  fromUserId: number,
  clientMessageId: string,
): Promise<MessageRow | undefined> {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('from_user_id', '=', fromUserId)
    .where('client_message_id', '=', clientMessageId)
    .executeTakeFirst();
}

/** A file to attach to a new message, already checked; `store` writes it and returns its storage path. */
export interface NewAttachment {
  fileName: string;
  attachmentType: number;
  size: number;
  store(chatDataId: number, index: number): Promise<string>;
}

/**
 * Stores a message once per client id: a resend answers the stored row with `created: false`, never a second row.
 */
export async function storeMessage(
  db: Db,
  message: OutgoingMessage,
  attachments: NewAttachment[] = [],
  kind: ChatMessageKind | null = null,
): Promise<{ row: MessageRow; created: boolean }> {
  // The unique index on the sender's client ids turns a resend (or two sends of one id at once) into no row.
  const insert = (into: Db) =>
    into
      .insertInto('chat_messages')
      .values({
        company_id: message.CompanyId,
        from_user_id: message.FromUserId,
        from_user_type: 1,
        to_user_id: message.ToUserId,
        to_user_type: message.ToUserTypeId,
        chat_txt: message.ChatMessage.trim(),
        created_at: new Date().toISOString(),
        client_message_id: message.ClientMessageId,
        is_delivered: 0,
        is_read: 0,
        chat_kind: kind,
        reply_to_id: message.ReplyToChatDataId ?? null,
      })
      .onConflict((conflict) => conflict.columns(['from_user_id', 'client_message_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
  // One statement needs no transaction of its own; a message with files is stored with them or not at all.
  const row =
    attachments.length === 0
      ? await insert(db)
      : await db.transaction().execute(async (trx) => {
          const inserted = await insert(trx);
          if (!inserted) return undefined;
          for (const [index, a] of attachments.entries()) {
            const storedPath = await a.store(inserted.chat_data_id, index);
            await trx
              .insertInto('chat_attachments')
              .values({
                chat_data_id: inserted.chat_data_id,
                company_id: message.CompanyId,
                file_name: a.fileName,
                stored_path: storedPath,
                attachment_type: a.attachmentType,
                file_size: a.size,
              })
              .execute();
          }
          return inserted;
        });
  if (row) return { row, created: true };
  const stored = await findByClientId(db, message.FromUserId, message.ClientMessageId);
  if (!stored) throw new Error(`The message ${message.ClientMessageId} was neither stored nor found.`);
  return { row: stored, created: false };
}

/** Marks every undelivered message to `loginId` delivered; answers the ids per sender. */
export async function markDelivered(db: Db, loginId: number): Promise<Map<number, number[]>> {
  // One statement finds and marks them: two marks at once (two tabs) each answer only the ids they changed.
  const rows = await db
    .updateTable('chat_messages')
    .set({ is_delivered: 1 })
    .where('to_user_id', '=', loginId)
    .where('is_delivered', '=', 0)
    .returning(['chat_data_id', 'from_user_id'])
    .execute();
  const bySender = new Map<number, number[]>();
  for (const r of rows.sort((a, b) => a.chat_data_id - b.chat_data_id)) {
    const ids = bySender.get(r.from_user_id);
    if (ids) ids.push(r.chat_data_id);
    else bySender.set(r.from_user_id, [r.chat_data_id]);
  }
  return bySender;
}

/** Marks every unread message from `senderId` to `readerId` read (and delivered); answers their ids. */
export async function markRead(db: Db, readerId: number, senderId: number): Promise<number[]> {
  const rows = await db
    .updateTable('chat_messages')
    .set({ is_read: 1, is_delivered: 1 })
    .where('to_user_id', '=', readerId)
    .where('from_user_id', '=', senderId)
    .where('is_read', '=', 0)
    .returning('chat_data_id')
    .execute();
  return rows.map((r) => r.chat_data_id).sort((a, b) => a - b);
}

/** Hides a conversation for one user up to its latest message: `cleared` keeps it listed, `deleted` does not. */
export async function hideConversation(
  db: Db,
  me: ChatUser,
  otherId: number,
  how: 'cleared' | 'deleted',
): Promise<void> {
  const last = await db
    .selectFrom('chat_conversations')
    .select('last_chat_data_id')
    .where('low_user_id', '=', Math.min(me.loginId, otherId))
    .where('high_user_id', '=', Math.max(me.loginId, otherId))
    .executeTakeFirst();
  const upTo = last?.last_chat_data_id ?? 0;
  const mark = (await hiddenMarks(db, me.loginId)).get(otherId) ?? { cleared: 0, deleted: 0 };
  const next = {
    cleared_up_to: how === 'cleared' ? upTo : mark.cleared,
    deleted_up_to: how === 'deleted' ? upTo : mark.deleted,
  };
  await db
    .insertInto('chat_marks')
    .values({ login_id: me.loginId, other_user_id: otherId, ...next })
    .onConflict((oc) => oc.columns(['login_id', 'other_user_id']).doUpdateSet(next))
    .execute();
}

/**
 * The latest message of each conversation of `me`, keyed by the other user: one row per conversation read (see
 * chat_conversations), however long the history.
 */
export async function lastMessages(db: Db, me: ChatUser): Promise<Map<number, MessageRow>> {
  const rows = await db
    .selectFrom('chat_conversations')
    .innerJoin('chat_messages', 'chat_messages.chat_data_id', 'chat_conversations.last_chat_data_id')
    .selectAll('chat_messages')
    .where((eb) =>
      eb.or([
        eb('chat_conversations.low_user_id', '=', me.loginId),
        eb('chat_conversations.high_user_id', '=', me.loginId),
      ]),
    )
    .where('chat_messages.company_id', '=', me.companyId)
    .execute();
  return new Map(rows.map((r) => [r.from_user_id === me.loginId ? r.to_user_id : r.from_user_id, r]));
}

/** The first attachment name of each of these messages. */
export async function firstAttachmentNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('chat_attachments')
    .select(['chat_data_id', 'file_name'])
    .where('chat_data_id', 'in', ids)
    .orderBy('chat_attachment_id')
    .execute();
  const names = new Map<number, string>();
  for (const r of rows) if (!names.has(r.chat_data_id)) names.set(r.chat_data_id, r.file_name);
  return names;
}

/** The message row, with its attachments. */
export async function messageWithFiles(
  db: Db,
  chatDataId: number,
): Promise<{ row: MessageRow; files: AttachmentRow[] } | null> {
  const row = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where('chat_data_id', '=', chatDataId)
    .executeTakeFirst();
  if (!row) return null;
  const files = await db
    .selectFrom('chat_attachments')
    .selectAll()
    .where('chat_data_id', '=', chatDataId)
    .orderBy('chat_attachment_id')
    .execute();
  return { row, files };
}

/** One attachment with its message. */
export async function attachmentWithMessage(
  db: Db,
  chatAttachmentId: number,
): Promise<{ file: AttachmentRow; row: MessageRow } | null> {
  const file = await db
    .selectFrom('chat_attachments')
    .selectAll()
    .where('chat_attachment_id', '=', chatAttachmentId)
    .executeTakeFirst();
  if (!file) return null;
  const found = await messageWithFiles(db, file.chat_data_id);
  return found ? { file, row: found.row } : null;
}
