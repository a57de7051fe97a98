import type { ChatMessage } from './types';

/** How many marks are remembered; the oldest go first. */
const KEPT = 2_000;

/**
 * The delivered and read marks pushed for the current user's messages, remembered so that one which arrives before
 * its message is shown (before the answer to its send, or while a resync's page, fetched earlier, replaces it) is
 * not lost: the message then takes it as soon as it shows. A mark never goes back (read stays read).
 */
export function createEarlyMarks() {
  const marks = new Map<number, 'delivered' | 'read'>();
  return {
    /** Remembers what a MessageDelivered or MessageRead push named. */
    note(ids: readonly number[], mark: 'delivered' | 'read') {
      for (const id of ids) {
        if (marks.get(id) === 'read') continue;
        marks.delete(id);
        marks.set(id, mark);
      }
      for (const id of marks.keys()) {
        if (marks.size <= KEPT) break;
        marks.delete(id);
      }
    },
    /** The ids of the messages that show less than was pushed for them, by the mark they lack. */
    lacking(messages: readonly ChatMessage[]): { delivered: number[]; read: number[] } {
      const out = { delivered: [] as number[], read: [] as number[] };
      if (marks.size === 0) return out;
      for (const message of messages) {
        const mark = marks.get(message.ChatDataId);
        if (mark === 'read' && !message.IsRead) out.read.push(message.ChatDataId);
        else if (mark === 'delivered' && !message.IsDelivered) out.delivered.push(message.ChatDataId);
      }
      return out;
    },
  };
}
