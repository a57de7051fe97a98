import type { ChatReplyQuote } from '@fieldkit/core/contract';
import { useChatState, useChatTexts } from './widget';

/** Who wrote a quoted message, as the reader names them: the conversation has two people, the other and the reader. */
export function useQuoteAuthor(quoted: Pick<ChatReplyQuote, 'FromUserId'> | undefined): string {
  const t = useChatTexts();
  const open = useChatState((s) => s.open);
  if (!quoted) return '';
  return quoted.FromUserId === open?.userId ? open.name : t('yourself');
}
