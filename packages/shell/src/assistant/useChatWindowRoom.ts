import { useEffect, useState } from 'react';

/** The room an open chat window leaves at its left, and how far from the right edge that room ends. */
export interface ChatWindowRoom {
  /** From the window's right edge to the chat window's left edge, in px. */
  end: number;
  /** From the window's left edge to the chat window's, in px. */
  room: number;
}

/**
 * Where the chat window is while it is open (null while it is not), as it opens, closes, changes size and as the
 * window resizes. The chat's root lives in the top bar and holds its window only while open, so watching the bar's
 * and the root's children (never the whole page, where messages come and go) sees every change.
 */
export function useChatWindowRoom(): ChatWindowRoom | null {
  const [room, setRoom] = useState<ChatWindowRoom | null>(null);
  useEffect(() => {
    let frame = 0;
    let observed: Element | null = null;
    const measure = () => {
      frame = 0;
      for (const root of document.querySelectorAll('.fk-shell-topbar, .fk-chat')) {
        children.observe(root, { childList: true });
      }
      const chat = document.querySelector('.fk-chat-window');
      if (chat !== observed) {
        if (observed) sizes.unobserve(observed);
        if (chat) sizes.observe(chat);
        observed = chat;
      }
      if (!chat) return setRoom(null);
      const box = chat.getBoundingClientRect();
      const next = {
        end: Math.round(document.documentElement.clientWidth - box.left),
        room: Math.round(box.left),
      };
      setRoom((now) => (now && now.end === next.end && now.room === next.room ? now : next));
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const children = new MutationObserver(later);
    const sizes = new ResizeObserver(later);
    measure();
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      children.disconnect();
      sizes.disconnect();
      window.removeEventListener('resize', later);
    };
  }, []);
  return room;
}
