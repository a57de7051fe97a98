import type { Fieldkit } from '@fieldkit/core';
import { ChatReplyQuote } from '@fieldkit/core/contract';
import { createOutbox, type Outbox, OutboxItemBase, outboxKey } from '@fieldkit/core/kit';
import * as z from 'zod/mini';

/** A chat message written but not yet accepted by the server: the outbox item with its recipient and text. */
export const ChatOutboxItem = z.extend(OutboxItemBase, {
  toUserId: z.number(),
  toUserType: z.number(),
  text: z.string(),
  /** The message it replies to, as quoted. */
  replyTo: z.optional(ChatReplyQuote),
});
export type OutboxItem = z.infer<typeof ChatOutboxItem>;

/** The chat's outbox. */
export type ChatOutbox = Outbox<OutboxItem>;

/** The storage key of a user's chat outbox. */
export const chatOutboxKey = (companyId: number, loginId: number) => outboxKey('chat', companyId, loginId);

/** The outbox of the user signed in to `fieldkit`, kept in its storage. */
export function createChatOutbox(fieldkit: Fieldkit): ChatOutbox {
  const session = fieldkit.session.getState().session;
  return createOutbox(
    fieldkit.storage,
    chatOutboxKey(session?.CompanyId ?? 0, session?.LoginId ?? 0),
    ChatOutboxItem,
  );
}

/** Whether a log entry is a message waiting in the outbox rather than one the server stored. */
export const isPending = (entry: OutboxItem | { ChatDataId: number }): entry is OutboxItem =>
  'clientMessageId' in entry;
