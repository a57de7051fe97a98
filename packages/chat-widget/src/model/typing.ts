import type { ChatScope } from './scope';

/** A typing notice is sent at most this often while typing. */
export const TYPING_SEND_INTERVAL_MS = 3000;
/** A typing indicator goes away this long after the last notice. */
export const TYPING_SHOWN_MS = 6000;

/** Typing notices, both ways. */
export interface TypingPart {
  /** Tells the open conversation's other user the current user is typing (at most every 3 s). */
  typing(): void;
  /** The user sent a message: the next keystroke tells again at once. */
  sent(): void;
  /** Listens to the other users' notices; the stop also clears the timers it started. */
  listen(): () => void;
}

/** The typing part of a chat: who is typing to the current user until when, and the current user's notices. */
export function createTyping({ hub, get, set, isConnected }: ChatScope): TypingPart {
  let lastSent = 0;
  const timers = new Set<ReturnType<typeof setTimeout>>();

  function expire() {
    const now = Date.now();
    set({ typing: Object.fromEntries(Object.entries(get().typing).filter(([, until]) => until > now)) });
  }

  return {
    typing() {
      const open = get().open;
      if (!open || !isConnected()) return;
      const now = Date.now();
      if (now - lastSent < TYPING_SEND_INTERVAL_MS) return;
      lastSent = now;
      hub.send('Typing', { ToUserId: open.userId, IsTyping: true }).catch(() => {});
    },
    sent() {
      lastSent = 0;
    },
    listen() {
      const stop = hub.on('Typing', ({ FromUserId, IsTyping }) => {
        const typing = { ...get().typing };
        if (IsTyping) typing[FromUserId] = Date.now() + TYPING_SHOWN_MS;
        else delete typing[FromUserId];
        set({ typing });
        if (!IsTyping) return;
        const timer = setTimeout(() => {
          timers.delete(timer);
          expire();
        }, TYPING_SHOWN_MS + 50);
        timers.add(timer);
      });
      return () => {
        stop();
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
      };
    },
  };
}
