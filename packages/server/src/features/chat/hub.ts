import {
  CHAT_AVAILABILITY,
  CHAT_STATUS,
  type ChatMessage,
  type ChatMessageKind,
  chatHub,
  type OutgoingMessage,
  realtimeOf,
} from '@fieldkit/core/contract';
import type { Db } from '../../db/schema';
import { HubError } from '../../hubs/connection';
import type { HubHandlers } from '../../hubs/handlers';
import { inOrderPerKey } from '../../hubs/in-order';
import type { Hub, HubRegistry } from '../../hubs/registry';
import { removeUpload } from '../../storage/uploads';
import { AWAY_GRACE_MS, AwayGrace } from './away-grace';
import { changeableMessage, deleteMessage, editMessage, isReplyTarget } from './changes';
import {
  type ChatUser,
  chatUser,
  chatUsers,
  type MessageRow,
  markDelivered,
  markRead,
  type NewAttachment,
  storeMessage,
  toMessages,
  unreadCounts,
} from './store';

/** The status others see: online with the chosen availability, or offline (4) when absent or Appear offline. */
export function visibleStatus(connected: boolean, availabilityId: number) {
  return connected && availabilityId !== CHAT_AVAILABILITY.appearOffline
    ? { StatusId: CHAT_STATUS.online, AvailabilityId: availabilityId }
    : { StatusId: CHAT_STATUS.offline, AvailabilityId: CHAT_AVAILABILITY.appearOffline };
}

/** The chat hub's pushes, shared by the hub methods and the HTTP handlers (SendFiles, clear, delete, status). */
export class ChatHub {
  constructor(
    readonly hub: Hub<typeof chatHub>,
    private readonly db: Db,
    private readonly away: AwayGrace = new AwayGrace(),
    /** Where chat files are stored: a deleted message's files are removed from there. */
    private readonly uploadsRoot: string | null = null,
  ) {}

  /** Whether a login has a live chat connection, on any process. */
  isConnected(loginId: number): boolean {
    return this.hub.isOnline(loginId);
  }

  /** The status of a user as others see it: still online within the grace after their last connection closed. */
  statusOf(user: ChatUser) {
    return visibleStatus(
      this.isConnected(user.loginId) || this.away.isAway(user.loginId),
      user.availabilityId,
    );
  }

  /** Tells the user's company whether the user is online, and with which availability. */
  announce(user: ChatUser): void {
    const status = this.statusOf(user);
    this.hub.sendToCompany(
      user.companyId,
      'OnlineStatus',
      user.loginId,
      status.StatusId === CHAT_STATUS.online,
      status.AvailabilityId,
    );
  }

  /** Pushes a new message to the recipient's connections and to the sender's, except `exceptConnectionId`. */
  deliver(message: ChatMessage, exceptConnectionId?: string): void {
    const push = realtimeOf(message);
    this.hub.sendToUser(message.ToUserId, 'MessageReceived', push);
    if (exceptConnectionId)
      this.hub.sendToUserExcept(message.FromUserId, exceptConnectionId, 'MessageReceived', push);
    else this.hub.sendToUser(message.FromUserId, 'MessageReceived', push);
  }

  /**
   * Pushes the server-owned unread counts to every connection of a user. Counted whether or not this process knows
   * the user online: one that just connected to another process is not known here yet, and would keep stale counts.
   */
  async pushUnread(loginId: number): Promise<void> {
    this.hub.sendToUser(loginId, 'UnreadCounts', await unreadCounts(this.db, loginId));
  }

  /** Stores (once per client id) and delivers a message, again for a resend; answers it as the sender sees it. */
  async send(
    sender: ChatUser,
    outgoing: OutgoingMessage,
    attachments: NewAttachment[] = [],
    exceptConnectionId?: string,
  ): Promise<ChatMessage> {
    const { row, created } = await storeMessage(this.db, outgoing, attachments);
    const [message] = await toMessages(this.db, [row], sender.timeZone, {
      noFiles: created && attachments.length === 0,
    });
    // A resend is pushed again: the process that stored it may have died before it pushed (its sender, unanswered,
    // sends it again). Its delivered mark cannot tell: MarkMessageDelivered marks every message to the recipient,
    // those their client never had included. Clients show a ChatDataId once.
    if (message) {
      this.deliver(message, exceptConnectionId);
      await this.pushUnread(message.ToUserId);
    }
    return message!;
  }

  /**
   * Writes a line of the server's own into a conversation (a missed video call) as if `sender` wrote it, once per
   * `clientMessageId`, and delivers it like a message.
   */
  async notice(
    sender: ChatUser,
    toUserId: number,
    kind: ChatMessageKind,
    text: string,
    clientMessageId: string,
  ) {
    const outgoing: OutgoingMessage = {
      FromUserId: sender.loginId,
      ToUserId: toUserId,
      CompanyId: sender.companyId,
      FromUserTypeId: 1,
      ToUserTypeId: 1,
      ChatMessage: text,
      IsAttachmentExists: false,
      ClientMessageId: clientMessageId,
    };
    const { row, created } = await storeMessage(this.db, outgoing, [], kind);
    if (!created) return;
    const [message] = await toMessages(this.db, [row], sender.timeZone, { noFiles: true });
    if (!message) return;
    this.deliver(message);
    await this.pushUnread(toUserId);
  }

  /** Pushes a message as it is now (edited or deleted) to every connection of its two users, and the counts. */
  private async changed(row: MessageRow, me: ChatUser): Promise<ChatMessage> {
    const [message] = await toMessages(this.db, [row], me.timeZone);
    const push = realtimeOf(message!);
    this.hub.sendToUser(message!.FromUserId, 'MessageChanged', push);
    this.hub.sendToUser(message!.ToUserId, 'MessageChanged', push);
    return message!;
  }

  /** The sender changes a message's text (within CHAT_EDIT_WINDOW_MS); both sides see it live. */
  async edit(me: ChatUser, chatDataId: number, text: string, now = Date.now()): Promise<ChatMessage> {
    const row = await changeableMessage(this.db, me, chatDataId, now);
    return this.changed(await editMessage(this.db, row, text, now), me);
  }

  /** The sender deletes a message for both sides (within CHAT_EDIT_WINDOW_MS): text and files go, the line stays. */
  async remove(me: ChatUser, chatDataId: number, now = Date.now()): Promise<ChatMessage> {
    const row = await changeableMessage(this.db, me, chatDataId, now);
    const { row: deleted, storedPaths } = await deleteMessage(this.db, row, now);
    const { uploadsRoot } = this;
    if (uploadsRoot) await Promise.all(storedPaths.map((path) => removeUpload(uploadsRoot, path)));
    const message = await this.changed(deleted, me);
    // An unread message deleted is no longer counted.
    if (!row.is_read) await this.pushUnread(row.to_user_id);
    return message;
  }

  /** The reader has read everything `senderId` sent: tells the sender (ticks) and every tab of the reader (counts). */
  async read(readerId: number, senderId: number): Promise<number[]> {
    const ids = await markRead(this.db, readerId, senderId);
    if (ids.length > 0) {
      this.hub.sendToUser(senderId, 'MessageRead', ids, readerId);
      this.hub.sendToUser(readerId, 'MessageRead', ids, readerId);
      await this.pushUnread(readerId);
    }
    return ids;
  }

  /** Everything sent to the recipient is delivered: each sender hears about its own messages. */
  async delivered(recipientId: number): Promise<number[]> {
    const bySender = await markDelivered(this.db, recipientId);
    for (const [senderId, ids] of bySender) this.hub.sendToUser(senderId, 'MessageDelivered', ids);
    return [...bySender.values()].flat();
  }
}

/** The caller as a chat user, and the other user when it is a colleague (same company, not the caller). */
async function pair(db: Db, callerId: number, otherId: number): Promise<{ me: ChatUser; other: ChatUser }> {
  const users = await chatUsers(db, [callerId, otherId]);
  const me = users.find((u) => u.loginId === callerId);
  const other = users.find((u) => u.loginId === otherId);
  if (!me || !other || other.companyId !== me.companyId || other.loginId === me.loginId)
    throw new HubError('Forbidden.');
  return { me, other };
}

/** Options of {@link registerChatHub}. */
export interface ChatHubOptions {
  /** Where chat files are stored (a deleted message's files are removed). */
  uploadsRoot?: string;
  awayGraceMs?: number;
}

/** Registers `/hubs/chat` on a registry. */
export function registerChatHub(registry: HubRegistry, db: Db, options: ChatHubOptions = {}): ChatHub {
  let chat: ChatHub | undefined;
  const away = new AwayGrace(options.awayGraceMs ?? AWAY_GRACE_MS);
  // A connection's messages are stored in the order it sent them, even when it sends the next before the answer to
  // the last (each waits for the one before it on the same connection; other connections do not wait).
  const inOrder = inOrderPerKey();
  const handlers: HubHandlers<typeof chatHub> = {
    methods: {
      NewMessage: ({ caller, connection }, outgoing) =>
        inOrder(connection.id, async () => {
          if (outgoing.FromUserId !== caller.loginId || outgoing.CompanyId !== caller.companyId)
            throw new HubError('Forbidden.');
          if (outgoing.ChatMessage.trim() === '') throw new HubError('Empty messages are not sent.');
          const { me } = await pair(db, caller.loginId, outgoing.ToUserId);
          const replyTo = outgoing.ReplyToChatDataId;
          if (
            replyTo !== undefined &&
            !(await isReplyTarget(db, me.companyId, me.loginId, outgoing.ToUserId, replyTo))
          )
            throw new HubError('A reply must answer a message of the same conversation.');
          return chat!.send(me, { ...outgoing, IsAttachmentExists: false }, [], connection.id);
        }),
      MarkMessageDelivered: async ({ caller }, mark) => {
        if (mark.UserId !== caller.loginId || mark.CompanyId !== caller.companyId)
          throw new HubError('Forbidden.');
        return chat!.delivered(caller.loginId);
      },
      MarkMessageRead: async ({ caller }, mark) => {
        if (mark.FromUserId !== caller.loginId || mark.CompanyId !== caller.companyId)
          throw new HubError('Forbidden.');
        await pair(db, caller.loginId, mark.ToUserId);
        return chat!.read(caller.loginId, mark.ToUserId);
      },
      EditMessage: async ({ caller }, edit) => {
        const me = await chatUser(db, caller.loginId);
        if (!me) throw new HubError('Forbidden.');
        return chat!.edit(me, edit.ChatDataId, edit.ChatMessage);
      },
      DeleteMessage: async ({ caller }, target) => {
        const me = await chatUser(db, caller.loginId);
        if (!me) throw new HubError('Forbidden.');
        return chat!.remove(me, target.ChatDataId);
      },
      Typing: async ({ caller }, notice) => {
        await pair(db, caller.loginId, notice.ToUserId);
        chat!.hub.sendToUser(notice.ToUserId, 'Typing', {
          FromUserId: caller.loginId,
          IsTyping: notice.IsTyping,
        });
      },
    },
    async onConnected(connection) {
      // The user's first connection anywhere: the company hears they are online, unless it never heard they left.
      const me = connection.caller.loginId;
      if (away.back(me)) return;
      if (chat!.hub.connectionsOf(me).length !== 1 || chat!.hub.isOnlineElsewhere(me)) return;
      const user = await chatUser(db, me);
      if (user) chat!.announce(user);
    },
    async onGone(loginId) {
      // The process that held the user died: the company is told they left, unless they are back by now.
      if (chat!.isConnected(loginId)) return;
      const user = await chatUser(db, loginId);
      if (user) chat!.announce(user);
    },
    async onDisconnected(connection) {
      const me = connection.caller.loginId;
      if (chat!.isConnected(me)) return;
      away.left(me, () => {
        if (chat!.isConnected(me)) return;
        chatUser(db, me).then(
          (user) => user && chat!.announce(user),
          // The server stopped meanwhile: nobody is left to tell.
          () => {},
        );
      });
    },
  };
  chat = new ChatHub(registry.registerHub(chatHub, handlers), db, away, options.uploadsRoot ?? null);
  return chat;
}
