/** A SignalR hub: its path, what clients invoke and what the server pushes. */
export interface HubDefinition {
  path: string;
  /** Methods clients call (`send`/`invoke`). */
  serverMethods: readonly string[];
  /** Events the server pushes to clients. */
  clientEvents: readonly string[];
}

/** The hubs of the reference server. Feature hubs (chat, notes, video) join with their features. */
export const hubs = {
  /** Diagnostics hub: echoes, fails on request, pushes back; used by the hub tests and the hub benchmark. */
  echo: {
    path: '/hubs/echo',
    serverMethods: ['Echo', 'Fail', 'Push'],
    clientEvents: ['Pushed'],
  },
  /**
   * Chat. Client to server: NewMessage(OutgoingMessage) answers the stored ChatMessage (a resend with the same
   * ClientMessageId answers the same one); MarkMessageDelivered(DeliveredMark) and MarkMessageRead(ReadMark) answer
   * the ChatDataIds marked; Typing(TypingNotice). Server to client: OnlineStatus(userId, isOnline, availabilityId),
   * MessageReceived(RealtimeMessage), MessageDelivered(chatDataIds), MessageRead(chatDataIds, readerUserId),
   * Typing({ FromUserId, IsTyping }), UnreadCounts(UnreadCounts).
   */
  chat: {
    path: '/hubs/chat',
    serverMethods: ['NewMessage', 'MarkMessageDelivered', 'MarkMessageRead', 'Typing'],
    clientEvents: [
      'OnlineStatus',
      'MessageReceived',
      'MessageDelivered',
      'MessageRead',
      'Typing',
      'UnreadCounts',
    ],
  },
} as const satisfies Record<string, HubDefinition>;
