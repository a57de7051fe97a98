import { CHAT_EDIT_WINDOW_MS } from '@fieldkit/core/contract';
import type { Db } from '../../db/schema';
import { HubError } from '../../hubs/connection';
import type { ChatUser, MessageRow } from './store';

/**
 * The caller's own message that may still change: theirs, of their company, a person's message (not a line the
 * server wrote), not deleted, and sent within CHAT_EDIT_WINDOW_MS of `now`. Anything else is a HubError saying why.
 */
export async function changeableMessage(
  db: Db,
  me: ChatUser,
  chatDataId: number,
  now: number,
): Promise<MessageRow> {
  const row = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where('chat_data_id', '=', chatDataId)
    .executeTakeFirst();
  if (!row || row.company_id !== me.companyId || row.from_user_id !== me.loginId)
    throw new HubError('Only your own messages can be changed.');
  if (row.chat_kind) throw new HubError('This line was written by the server and cannot be changed.');
  if (row.deleted_at) throw new HubError('This message is deleted.');
  if (now - Date.parse(row.created_at) > CHAT_EDIT_WINDOW_MS)
    throw new HubError('A message can be changed only within 15 minutes of sending it.');
  return row;
}

/** Changes a message's text; answers the row as stored. */
export async function editMessage(db: Db, row: MessageRow, text: string, now: number): Promise<MessageRow> {
  const trimmed = text.trim();
  if (trimmed === '' && row.chat_txt === '') throw new HubError('Empty messages are not sent.');
  const hasFiles = await db
    .selectFrom('chat_attachments')
    .select('chat_attachment_id')
    .where('chat_data_id', '=', row.chat_data_id)
    .executeTakeFirst();
  // A message keeps something to show: its text may go only when it has files.
  if (trimmed === '' && !hasFiles)
    throw new HubError('Empty messages are not sent. Delete the message instead.');
  return db
    .updateTable('chat_messages')
    .set({ chat_txt: trimmed, edited_at: new Date(now).toISOString() })
    .where('chat_data_id', '=', row.chat_data_id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Deletes a message for both sides: its text is emptied and its files' rows removed (their storage paths are
 * answered, for the caller to remove the files). It stays as a 'message deleted' line, so the conversation's ids
 * and the replies quoting it keep their place.
 */
export async function deleteMessage(
  db: Db,
  row: MessageRow,
  now: number,
): Promise<{ row: MessageRow; storedPaths: string[] }> {
  return db.transaction().execute(async (trx) => {
    const files = await trx
      .selectFrom('chat_attachments')
      .select('stored_path')
      .where('chat_data_id', '=', row.chat_data_id)
      .execute();
    await trx.deleteFrom('chat_attachments').where('chat_data_id', '=', row.chat_data_id).execute();
    const deleted = await trx
      .updateTable('chat_messages')
      .set({ chat_txt: '', deleted_at: new Date(now).toISOString() })
      .where('chat_data_id', '=', row.chat_data_id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { row: deleted, storedPaths: files.map((f) => f.stored_path) };
  });
}

/** Whether the message a new one replies to belongs to the same conversation (of the same company). */
export async function isReplyTarget(
  db: Db,
  companyId: number,
  fromUserId: number,
  toUserId: number,
  replyTo: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('chat_messages')
    .select(['company_id', 'from_user_id', 'to_user_id'])
    .where('chat_data_id', '=', replyTo)
    .executeTakeFirst();
  return (
    !!row &&
    row.company_id === companyId &&
    ((row.from_user_id === fromUserId && row.to_user_id === toUserId) ||
      (row.from_user_id === toUserId && row.to_user_id === fromUserId))
  );
}
