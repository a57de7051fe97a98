import { formatTime } from '@fieldkit/core';
import { formatFileSize, type LogItemProps } from '@fieldkit/ui';
import type { OutboxItem } from '../model/outbox';
import type { ChatMessage } from '../model/types';
import { AttachmentList } from './AttachmentList';
import { type TickState, Ticks } from './Ticks';

/** Props of {@link MessageBubble}. */
export interface MessageBubbleProps {
  message: ChatMessage;
  mine: boolean;
  /** Its outbox item while it is not yet accepted by the server (its files are listed from it). */
  pending?: OutboxItem | undefined;
  /** What the message log finds it by. */
  itemProps?: LogItemProps | undefined;
}

function tickState(message: ChatMessage, pending: OutboxItem | undefined): TickState {
  if (pending) return 'pending';
  if (message.IsRead) return 'read';
  if (message.IsDelivered) return 'delivered';
  return 'sent';
}

/** One message: its text (always as text, never as HTML), files, time, and ticks on the current user's messages. */
export function MessageBubble({ message, mine, pending, itemProps }: MessageBubbleProps) {
  const time = new Date(message.ChatDatetime);
  return (
    <article
      className="fk-chat-bubble"
      data-fk-mine={mine ? 'true' : undefined}
      data-fk-pending={pending ? 'true' : undefined}
      data-chat-data-id={message.ChatDataId}
      {...itemProps}
    >
      {message.ChatTxt ? <p className="fk-chat-bubble__text">{message.ChatTxt}</p> : null}
      <AttachmentList message={message} />
      {pending?.files ? (
        <ul className="fk-chat-attachments__list">
          {pending.files.map((file, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two files of one message may share a name.
            <li key={i} className="fk-chat-attachment">
              <span className="fk-chat-attachment__name">{file.name}</span>
              <span className="fk-chat-attachment__size">{formatFileSize(file.size)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <footer className="fk-chat-bubble__meta">
        <time dateTime={message.ChatDatetime}>{Number.isNaN(time.getTime()) ? '' : formatTime(time)}</time>
        {mine ? <Ticks state={tickState(message, pending)} /> : null}
      </footer>
    </article>
  );
}
