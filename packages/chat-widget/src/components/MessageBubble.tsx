import { formatTime } from '@fieldkit/core';
import type { ChatMessage } from '../model/types';
import { AttachmentList } from './AttachmentList';
import { type TickState, Ticks } from './Ticks';

/** Props of {@link MessageBubble}. */
export interface MessageBubbleProps {
  message: ChatMessage;
  mine: boolean;
  /** Still in the outbox: not yet accepted by the server. */
  pending?: boolean;
}

function tickState(message: ChatMessage, pending: boolean): TickState {
  if (pending) return 'pending';
  if (message.IsRead) return 'read';
  if (message.IsDelivered) return 'delivered';
  return 'sent';
}

/** One message: its text (always as text, never as HTML), files, time, and ticks on the current user's messages. */
export function MessageBubble({ message, mine, pending = false }: MessageBubbleProps) {
  const time = new Date(message.ChatDatetime);
  return (
    <article
      className="fk-chat-bubble"
      data-fk-mine={mine ? 'true' : undefined}
      data-fk-pending={pending ? 'true' : undefined}
      data-chat-data-id={message.ChatDataId}
    >
      {message.ChatTxt ? <p className="fk-chat-bubble__text">{message.ChatTxt}</p> : null}
      <AttachmentList message={message} />
      <footer className="fk-chat-bubble__meta">
        <time dateTime={message.ChatDatetime}>{Number.isNaN(time.getTime()) ? '' : formatTime(time)}</time>
        {mine ? <Ticks state={tickState(message, pending)} /> : null}
      </footer>
    </article>
  );
}
