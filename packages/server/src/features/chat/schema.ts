import type { Generated } from 'kysely';
import type { Flag } from '../../db/flag';

export interface ChatMessagesTable {
  chat_data_id: Generated<number>;
  company_id: number;
  from_user_id: number;
  from_user_type: number;
  to_user_id: number;
  to_user_type: number;
  chat_txt: string;
  /** ISO date-time (UTC) the server stored the message. */
  created_at: string;
  /** The sender's idempotency key; unique per sender. */
  client_message_id: string | null;
  is_delivered: Flag;
  is_read: Flag;
  /** A line the server wrote itself ('missedVideoCall'), null for people's messages (migration 0013). */
  chat_kind: Generated<string | null>;
  /** ISO date-time of the sender's last edit (migration 0014). */
  edited_at: Generated<string | null>;
  /** ISO date-time the sender deleted it: its text is emptied and its files removed (migration 0014). */
  deleted_at: Generated<string | null>;
  /** The message of the same conversation this one replies to (migration 0014). */
  reply_to_id: Generated<number | null>;
}

export interface ChatAttachmentsTable {
  chat_attachment_id: Generated<number>;
  chat_data_id: number;
  company_id: number;
  /** The sanitised name shown and downloaded. */
  file_name: string;
  /** Path below `DATA_DIR/uploads`. */
  stored_path: string;
  /** 1 image, 2 document. */
  attachment_type: number;
  file_size: number;
}

/** What one user has hidden of a conversation: messages up to these ids. */
export interface ChatMarksTable {
  login_id: number;
  other_user_id: number;
  cleared_up_to: number;
  deleted_up_to: number;
}

/**
 * One row per pair of users who wrote to each other (the lower login id first) with their latest message's id, kept
 * by a trigger on chat_messages: the conversation list reads a user's conversations, not their whole history.
 */
export interface ChatConversationsTable {
  low_user_id: number;
  high_user_id: number;
  last_chat_data_id: number;
}

/** Chat profile fields and the chosen status (1 Available, 2 Busy, 3 Appear away, 4 Appear offline). */
export interface ChatProfilesTable {
  login_id: number;
  availability_id: number;
  email: string;
  phone_no: string | null;
  country_name: string;
  /** base64 png, '' when none. */
  profile_pic: string;
}

/** The tables of the chat service. */
export interface ChatTables {
  chat_messages: ChatMessagesTable;
  chat_attachments: ChatAttachmentsTable;
  chat_marks: ChatMarksTable;
  chat_conversations: ChatConversationsTable;
  chat_profiles: ChatProfilesTable;
}
