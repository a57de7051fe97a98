import { createEarlyMarks } from './early-marks';
import { oneAtATime } from './one-at-a-time';
import type { ChatScope } from './scope';
import { marking, unreadIncomingIds } from './transitions';
import type { ChatMessage } from './types';

/** Changes every message shown (the open conversation's live collection). */
type UpdateShown = (change: (message: ChatMessage) => ChatMessage) => void;

/** The delivered and read marks of the open conversation's messages, both ways. */
export interface MessageMarks {
  /** Marks the open conversation's incoming messages read when it is on screen and connected. */
  markRead(): Promise<void>;
  /** Tells the server the user's messages reached this client. */
  markDelivered(): void;
  /** Listens to the marks pushed for the user's messages, and gives them to messages shown later; returns the stop. */
  listen(): () => void;
}

/**
 * The marks of a conversation: read and delivered sent for the user's incoming messages, and those pushed for the
 * user's own shown through `updateShown`, remembered for a message not shown yet.
 */
export function createMessageMarks(scope: ChatScope, updateShown: UpdateShown): MessageMarks {
  const { hub, get, me } = scope;

  /** Marks the open conversation read: only while its newest message is on screen and the page is shown. */
  async function markRead() {
    const { open, window, newestInView } = get();
    if (!open || window === 'closed' || get().page !== 'conversation') return;
    if (!newestInView || !scope.isPageVisible()) return;
    if (unreadIncomingIds(get().messages, me().userId).length === 0) return;
    if (!scope.isConnected()) return;
    const { userId, userType, companyId } = me();
    try {
      const ids = await hub.invoke('MarkMessageRead', {
        FromUserId: userId,
        FromUserTypeId: userType,
        ToUserId: open.userId,
        ToUserTypeId: open.userType,
        CompanyId: companyId,
      });
      // The marks apply to the messages the server named; the others stay until the next mark.
      updateShown(marking(ids, 'read'));
    } catch (error) {
      scope.warn('MarkMessageRead failed', error);
    }
  }

  /**
   * One MarkMessageDelivered at a time: it marks every message to the user, so the messages arriving while one is
   * under way need one more after it, not one each (a resync's gap would otherwise send hundreds at once).
   */
  const deliver = oneAtATime(async () => {
    const { userId, userType, companyId } = me();
    try {
      await hub.invoke('MarkMessageDelivered', {
        UserId: userId,
        UserTypeId: userType,
        CompanyId: companyId,
      });
    } catch (error) {
      scope.warn('MarkMessageDelivered failed', error);
    }
  });

  const earlyMarks = createEarlyMarks();
  /** A delivered or read mark pushed for the user's messages: shown now, and kept for a message not shown yet. */
  function mark(ids: readonly number[], kind: 'delivered' | 'read') {
    earlyMarks.note(ids, kind);
    updateShown(marking(ids, kind));
  }

  return {
    markRead,
    markDelivered() {
      if (scope.isConnected()) void deliver();
    },
    listen() {
      const stops = [
        hub.on('MessageDelivered', (ids) => mark(ids, 'delivered')),
        hub.on('MessageRead', (ids) => mark(ids, 'read')),
        // A message shown after its mark came (its send's answer, a resync's page) takes the mark then.
        scope.store.subscribe((state, before) => {
          if (state.messages === before.messages) return;
          const lacking = earlyMarks.lacking(state.messages);
          if (lacking.delivered.length > 0) updateShown(marking(lacking.delivered, 'delivered'));
          if (lacking.read.length > 0) updateShown(marking(lacking.read, 'read'));
        }),
        // Back to a hidden tab: what arrived meanwhile is read now, if it is on screen.
        scope.onPageShown(() => void markRead()),
      ];
      return () => {
        for (const stop of stops) stop();
      };
    },
  };
}
