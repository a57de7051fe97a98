import type { ChatReplyQuote } from '@fieldkit/core/contract';
import { useChatTexts } from '../hooks/widget';

/** Props of {@link ReplyQuote}. */
export interface ReplyQuoteProps {
  quote: ChatReplyQuote;
  /** Who wrote the quoted message, as the reader names them ('You', or the other person). */
  from: string;
}

/**
 * The message a reply answers, quoted above the reply (and above the message box while replying): who wrote it and
 * the start of its text, as text only; its first file's name when it had no text; 'Message deleted' once it is gone.
 */
export function ReplyQuote({ quote, from }: ReplyQuoteProps) {
  const t = useChatTexts();
  const gist = quote.IsDeleted ? t('messageDeleted') : quote.ChatTxt || quote.AttachmentName;
  return (
    <blockquote className="fk-chat-quote" aria-label={t('quoteFrom', { name: from })}>
      <span className="fk-chat-quote__from">{from}</span>
      <span className="fk-chat-quote__text" dir="auto" data-fk-deleted={quote.IsDeleted ? 'true' : undefined}>
        {gist}
      </span>
    </blockquote>
  );
}
