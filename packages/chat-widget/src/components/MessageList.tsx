import { ListState, withDateSeparators } from '@fieldkit/ui';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useChat } from '../hooks/ChatContext';
import { useChatState } from '../hooks/useChatState';
import { useChatTexts } from '../hooks/useChatTexts';
import { useScrollToNewest } from '../hooks/useScrollToNewest';
import type { OutboxItem } from '../model/outbox';
import type { ChatMessage } from '../model/types';
import { MessageBubble } from './MessageBubble';

/** At most this many messages are in the DOM; scrolling moves the window (long conversations stay light). */
export const MAX_RENDERED_MESSAGES = 120;
/** How far the window moves per step at either end. */
const STEP = 30;
/** Distance from an end, in pixels, that counts as reaching it. */
const EDGE = 48;

/** An outbox item shown as a waiting message. */
function waitingMessage(item: OutboxItem, myUserId: number): ChatMessage {
  return {
    ChatDataId: Number.MAX_SAFE_INTEGER,
    ChatTxt: item.text,
    ChatDatetime: new Date(item.queuedAt).toISOString(),
    ChatDatetimeStr: '',
    FromUserId: myUserId,
    ToUserId: item.toUserId,
    IsDelivered: false,
    IsRead: false,
    IsAttachmentExists: false,
    AttachmentDetails: [],
    ClientMessageId: item.clientMessageId,
  };
}

/**
 * The open conversation's messages as a live log (role log, polite): date separators, bubbles, and the outbox's
 * waiting messages at the end. Reaching the top shows older messages, loading them before the oldest ChatDataId
 * when none are left in memory; the view keeps its place when messages are put before it.
 */
export function MessageList({ myUserId, name }: { myUserId: number; name: string }) {
  const t = useChatTexts();
  const chat = useChat();
  const messages = useChatState((s) => s.messages);
  const outbox = useChatState((s) => s.outbox);
  const olderStatus = useChatState((s) => s.olderStatus);
  const otherId = useChatState((s) => s.open?.userId);
  const scroller = useRef<HTMLDivElement>(null);
  // The last rendered message, or null to follow the newest.
  const [endId, setEndId] = useState<number | null>(null);
  const anchor = useRef<{ id: string; offset: number } | null>(null);
  const atBottom = useRef(true);
  // Set from asking for an older page until it has rendered.
  const loadingOlder = useRef(false);

  const waitingItems = outbox.filter((item) => item.toUserId === otherId);
  const waiting = waitingItems.map((item) => waitingMessage(item, myUserId));
  const endIndex = endId === null ? messages.length : messages.findIndex((m) => m.ChatDataId === endId) + 1;
  const startIndex = Math.max(0, endIndex - MAX_RENDERED_MESSAGES);
  const shown = messages.slice(startIndex, endIndex);
  const pending = new Map(waitingItems.map((item) => [item.clientMessageId, item]));
  const all = endId === null ? [...shown, ...waiting] : shown;
  const rows = useMemo(() => withDateSeparators(all, (m) => new Date(m.ChatDatetime)), [all]);
  const newest = all.at(-1);
  const animating = useScrollToNewest(scroller, atBottom, newest?.ClientMessageId ?? newest?.ChatDataId);

  // Remember where the first shown message sits, to put it back there after the window moves or grows.
  const rememberAnchor = () => {
    const box = scroller.current;
    const first = box?.querySelector<HTMLElement>('[data-chat-data-id]');
    anchor.current =
      box && first ? { id: first.dataset.chatDataId ?? '', offset: first.offsetTop - box.scrollTop } : null;
  };

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    if (loadingOlder.current && olderStatus !== 'loading') {
      loadingOlder.current = false;
      // An older page arrived while the window was full: move the window's start to the oldest message so the page
      // shows (following the newest would keep it out of view); the anchor is put back after that render.
      if (startIndex > 0) {
        const last = messages[Math.min(MAX_RENDERED_MESSAGES, messages.length) - 1];
        setEndId(last && last !== messages[messages.length - 1] ? last.ChatDataId : null);
        return;
      }
    }
    const saved = anchor.current;
    // Kept while the older page loads: the 'loading' line renders first, the page later.
    if (saved && !loadingOlder.current) anchor.current = null;
    if (atBottom.current) {
      // Following the newest wins: a conversation a little taller than the view is at its top and its bottom at
      // once, and a new message (or a preview growing) must not be held where the older page was asked for.
      box.scrollTop = box.scrollHeight;
    } else if (saved) {
      const element = box.querySelector<HTMLElement>(`[data-chat-data-id="${saved.id}"]`);
      if (element) box.scrollTop = element.offsetTop - saved.offset;
    }
  });

  const onScroll = () => {
    const box = scroller.current;
    // The animated scroll to the newest message passes through positions the user did not choose.
    if (!box || animating.current) return;
    atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < EDGE && endId === null;
    if (box.scrollTop < EDGE) {
      if (startIndex > 0) {
        rememberAnchor();
        setEndId(messages[Math.max(MAX_RENDERED_MESSAGES, endIndex - STEP) - 1]?.ChatDataId ?? null);
      } else if (olderStatus === 'idle') {
        rememberAnchor();
        loadingOlder.current = true;
        void chat.loadOlder();
      }
    } else if (endId !== null && box.scrollHeight - box.scrollTop - box.clientHeight < EDGE) {
      const next = endIndex + STEP;
      setEndId(next >= messages.length ? null : (messages[next - 1]?.ChatDataId ?? null));
    }
  };

  return (
    <div
      ref={scroller}
      className="fk-chat-messages"
      role="log"
      aria-live="polite"
      aria-label={t('messages', { name })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must be reachable by keyboard to scroll it.
      tabIndex={0}
      onScroll={onScroll}
    >
      {olderStatus === 'loading' ? <ListState status="loading" loadingText={t('loadingOlder')} /> : null}
      <ListState status="ready" empty={rows.length === 0} emptyText={t('noMessages')} />
      {rows.map((row) =>
        row.type === 0 ? (
          <p key={`day-${row.key}`} className="fk-chat-day">
            {row.today ? t('today') : row.text}
          </p>
        ) : (
          <MessageBubble
            key={row.item.ClientMessageId ?? row.item.ChatDataId}
            message={row.item}
            mine={row.item.FromUserId === myUserId}
            pending={
              row.item.ChatDataId === Number.MAX_SAFE_INTEGER
                ? pending.get(row.item.ClientMessageId ?? '')
                : undefined
            }
          />
        ),
      )}
    </div>
  );
}
