import { WindowedLog } from '@fieldkit/ui';
import { useChat, useChatState, useChatTexts } from '../hooks/widget';
import { continuedKeys, type Groupable } from '../model/grouping';
import { isPending, type OutboxItem } from '../model/outbox';
import { SCROLL_TO_BOTTOM_DELAY_MS } from '../model/timings';
import type { ChatMessage } from '../model/types';
import { MessageBubble, PendingBubble } from './MessageBubble';

/**
 * A message's key: its client id when it has one (a waiting message has no ChatDataId yet, and keeps its place when
 * the server stores it), else its ChatDataId.
 */
const keyOf = (entry: ChatMessage | OutboxItem) =>
  isPending(entry) ? entry.clientMessageId : (entry.ClientMessageId ?? entry.ChatDataId);
const dateOf = (entry: ChatMessage | OutboxItem) =>
  new Date(isPending(entry) ? entry.queuedAt : entry.ChatDatetime);

/** Where the messages unread when the conversation opened start. */
function UnreadLine() {
  const t = useChatTexts();
  return (
    <p className="fk-chat-unread-line">
      <span>{t('unreadLine')}</span>
    </p>
  );
}

/**
 * The open conversation's messages as a windowed live log: date separators, the unread line, bubbles, and the outbox's waiting
 * messages at the end. Reaching the top shows older messages, loading them before the oldest ChatDataId when none
 * are left in memory.
 */
export function MessageList({ myUserId, name }: { myUserId: number; name: string }) {
  const groupable = (entry: ChatMessage | OutboxItem): Groupable =>
    isPending(entry)
      ? { from: myUserId, at: entry.queuedAt }
      : { from: entry.FromUserId, at: Date.parse(entry.ChatDatetime), notice: !!entry.Kind };
  const t = useChatTexts();
  const chat = useChat();
  const messages = useChatState((s) => s.messages);
  const outbox = useChatState((s) => s.outbox);
  const hasOlder = useChatState((s) => s.hasOlder);
  const loadingOlder = useChatState((s) => s.loadingOlder);
  const otherId = useChatState((s) => s.open?.userId);
  const unreadFrom = useChatState((s) => s.unreadFrom);
  const pending = outbox.filter((item) => item.toUserId === otherId);
  // Consecutive messages of one person within a few minutes sit together as one group.
  const continued = continuedKeys<ChatMessage | OutboxItem>([...messages, ...pending], keyOf, groupable);
  return (
    <WindowedLog<ChatMessage, OutboxItem>
      items={messages}
      pending={pending}
      keyOf={keyOf}
      dateOf={dateOf}
      hasOlder={hasOlder}
      loadingOlder={loadingOlder}
      onLoadOlder={() => void chat.loadOlder()}
      onAwayChange={(away) => chat.setNewestInView(!away)}
      followDelayMs={SCROLL_TO_BOTTOM_DELAY_MS}
      label={t('messages', { name })}
      part="messages"
      todayText={t('today')}
      yesterdayText={t('yesterday')}
      emptyText={t('noMessages')}
      loadingOlderText={t('loadingOlder')}
      jumpText={t('jumpToLatest')}
      newBelowText={(count) => t('newBelow', { count })}
      renderItem={(entry, itemProps) =>
        isPending(entry) ? (
          <PendingBubble item={entry} itemProps={itemProps} continued={continued.has(keyOf(entry))} />
        ) : (
          <>
            {entry.ChatDataId === unreadFrom ? <UnreadLine /> : null}
            <MessageBubble
              message={entry}
              mine={entry.FromUserId === myUserId}
              itemProps={itemProps}
              // The unread line starts a group of its own.
              continued={entry.ChatDataId !== unreadFrom && continued.has(keyOf(entry))}
            />
          </>
        )
      }
    />
  );
}
