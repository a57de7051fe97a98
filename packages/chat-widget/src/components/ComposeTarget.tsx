import { Icon, IconButton } from '@fieldkit/ui';
import { useQuoteAuthor } from '../hooks/useQuoteAuthor';
import { useChatTexts } from '../hooks/widget';
import { quoteOf } from '../model/changes';
import type { ComposeTarget as Target } from '../model/state';
import { ReplyQuote } from './ReplyQuote';

/**
 * Above the message box while it replies to a message (its quote) or edits one of the user's: what it is doing, and
 * a button to go back to writing a new message (Escape in the box does the same).
 */
export function ComposeTarget({ target, onCancel }: { target: Target; onCancel: () => void }) {
  const t = useChatTexts();
  const author = useQuoteAuthor(target.message);
  const replying = target.mode === 'reply';
  const label = replying ? t('replyingTo', { name: author }) : t('editing');
  return (
    <section className="fk-chat-compose__target" aria-label={label}>
      <Icon name={replying ? 'reply' : 'edit'} />
      {replying ? (
        <ReplyQuote quote={quoteOf(target.message)} from={author} />
      ) : (
        <p className="fk-chat-compose__target-label">{label}</p>
      )}
      <IconButton label={replying ? t('cancelReply') : t('cancelEdit')} icon="close" onClick={onCancel} />
    </section>
  );
}
