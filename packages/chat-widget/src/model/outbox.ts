import { type Outbox, OutboxItemBase, outboxKey } from '@fieldkit/core/kit';
import * as z from 'zod/mini';

/** A chat message written but not yet accepted by the server: the outbox item with its recipient and text. */
export const ChatOutboxItem = z.extend(OutboxItemBase, {
  toUserId: z.number(),
  toUserType: z.number(),
  text: z.string(),
});
export type OutboxItem = z.infer<typeof ChatOutboxItem>;

/** The chat's outbox. */
export type ChatOutbox = Outbox<OutboxItem>;

/** The storage key of a user's chat outbox. */
export const chatOutboxKey = (companyId: number, loginId: number) => outboxKey('chat', companyId, loginId);
