import { formatDateTime, formatTime } from '@fieldkit/core';
import { formatFileSize, Icon, type LogItemProps } from '@fieldkit/ui';
import type { ReactNode } from 'react';
import { useQuoteAuthor } from '../hooks/useQuoteAuthor';
import { useChatTexts } from '../hooks/widget';
import type { OutboxItem } from '../model/outbox';
import type { ChatMessage } from '../model/types';
import { AttachmentList } from './AttachmentList';
import { MessageActions } from './MessageActions';
import { MessageText } from './MessageText';
import { ReplyQuote } from './ReplyQuote';
import { type TickState, Ticks } from './Ticks';

/**
 * What every bubble has: its text (as text with its links, never as HTML), its files, its time and, on mine, its
 * ticks.
 */
interface BubbleProps {
  text: string;
  /** ISO date-time. */
  at: string;
  mine: boolean;
  /** On mine, where the message stands (none on a deleted one: nothing of it is left to deliver or read). */
  ticks?: TickState;
  files: ReactNode;
  itemProps: LogItemProps | undefined;
  /** Data attributes that tell a stored message from a waiting one. */
  marks: Record<`data-${string}`, string | number | undefined>;
  /** The quote of the message it replies to. */
  quote?: ReactNode;
  /** Its actions menu (a stored message's). */
  actions?: ReactNode;
  /** What follows the time: 'edited', ticks. */
  status?: ReactNode;
  /** It continues the group of the message before it (the same person, within a few minutes). */
  continued?: boolean | undefined;
}

/**
 * A message's time: the time of day, with the full date and time on hover, and shown in its place while the keyboard
 * focus is in the message (its actions button), where no pointer can hover.
 */
function When({ at }: { at: string }) {
  const time = new Date(at);
  if (Number.isNaN(time.getTime())) return <time dateTime={at} />;
  const full = formatDateTime(time);
  return (
    <time dateTime={at} title={full}>
      <span className="fk-chat-time__short">{formatTime(time)}</span>
      <span className="fk-chat-time__full">{full}</span>
    </time>
  );
}

function Bubble({
  text,
  at,
  mine,
  ticks,
  files,
  itemProps,
  marks,
  quote,
  actions,
  status,
  continued,
}: BubbleProps) {
  return (
    <article
      className="fk-chat-bubble"
      data-fk-mine={mine ? 'true' : undefined}
      data-fk-continued={continued ? 'true' : undefined}
      {...marks}
      {...itemProps}
    >
      {actions}
      {quote}
      {text ? <MessageText text={text} /> : null}
      {files}
      <footer className="fk-chat-bubble__meta">
        <When at={at} />
        {status}
        {mine && ticks ? <Ticks state={ticks} /> : null}
      </footer>
    </article>
  );
}

/** 'edited' after the time, with the edit's date and time on hover. */
function EditedMark({ at }: { at: string }) {
  const t = useChatTexts();
  const time = new Date(at);
  return (
    <span className="fk-chat-bubble__edited" title={t('editedAt', { when: formatDateTime(time) })}>
      {t('edited')}
    </span>
  );
}

/** Props of {@link MessageBubble}. */
export interface MessageBubbleProps {
  message: ChatMessage;
  mine: boolean;
  /** What the message log finds it by. */
  itemProps?: LogItemProps | undefined;
  /** It continues the group of the message before it. */
  continued?: boolean;
}

const ticksOf = (message: ChatMessage): TickState =>
  message.IsRead ? 'read' : message.IsDelivered ? 'delivered' : 'sent';

/** A line the server wrote into the conversation (a missed video call): a notice across the log, not a bubble. */
function KindNotice({ message, itemProps }: Omit<MessageBubbleProps, 'mine'>) {
  const t = useChatTexts();
  return (
    <article className="fk-chat-notice" data-chat-data-id={message.ChatDataId} {...itemProps}>
      <Icon name="camera" />
      <span>{t('missedVideoCall')}</span>
      <When at={message.ChatDatetime} />
    </article>
  );
}

/**
 * A stored message: the quote of the message it replies to, its text, files, time ('edited' after it when edited),
 * sent, delivered or read ticks on the current user's messages, and its actions (reply; edit and delete on one's
 * own for 15 minutes). A deleted message is a 'Message deleted' line in its place.
 */
export function MessageBubble({ message, mine, itemProps, continued }: MessageBubbleProps) {
  const t = useChatTexts();
  const author = useQuoteAuthor(message.ReplyTo);
  if (message.Kind === 'missedVideoCall') return <KindNotice message={message} itemProps={itemProps} />;
  if (message.IsDeleted)
    return (
      <Bubble
        text=""
        at={message.ChatDatetime}
        mine={mine}
        files={<p className="fk-chat-bubble__deleted">{t('messageDeleted')}</p>}
        itemProps={itemProps}
        continued={continued}
        marks={{ 'data-chat-data-id': message.ChatDataId, 'data-fk-deleted': 'true' }}
      />
    );
  return (
    <Bubble
      text={message.ChatTxt}
      at={message.ChatDatetime}
      mine={mine}
      ticks={ticksOf(message)}
      files={<AttachmentList message={message} />}
      itemProps={itemProps}
      continued={continued}
      marks={{ 'data-chat-data-id': message.ChatDataId }}
      quote={message.ReplyTo ? <ReplyQuote quote={message.ReplyTo} from={author} /> : null}
      actions={<MessageActions message={message} mine={mine} />}
      status={message.EditedDatetime ? <EditedMark at={message.EditedDatetime} /> : null}
    />
  );
}

/** Props of {@link PendingBubble}. */
export interface PendingBubbleProps {
  /** The outbox item: written by the current user, not yet accepted by the server. */
  item: OutboxItem;
  itemProps?: LogItemProps | undefined;
  continued?: boolean;
}

/**
 * A message waiting in the outbox: the quote of what it replies to, its text, its files' names and sizes, the time it
 * was written, and a clock.
 */
export function PendingBubble({ item, itemProps, continued }: PendingBubbleProps) {
  const author = useQuoteAuthor(item.replyTo);
  return (
    <Bubble
      text={item.text}
      at={new Date(item.queuedAt).toISOString()}
      mine
      ticks="pending"
      files={
        item.files ? (
          <ul className="fk-chat-attachments__list">
            {item.files.map((file, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two files of one message may share a name.
              <li key={i} className="fk-chat-attachment">
                <span className="fk-chat-attachment__name">{file.name}</span>
                <span className="fk-chat-attachment__size">{formatFileSize(file.size)}</span>
              </li>
            ))}
          </ul>
        ) : null
      }
      itemProps={itemProps}
      continued={continued}
      marks={{ 'data-fk-pending': 'true' }}
      quote={item.replyTo ? <ReplyQuote quote={item.replyTo} from={author} /> : null}
    />
  );
}
