import type { RefObject } from 'react';
import { useChat } from '../hooks/ChatContext';
import { useChatTexts } from '../hooks/useChatTexts';

/** The header of a page reached from the recent chats: a back arrow and the page's heading (focused on arrival). */
export function PageHeader({
  id,
  title,
  heading,
}: {
  id: string;
  title: string;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useChatTexts();
  const chat = useChat();
  return (
    <header className="fk-chat-recent__header">
      <button
        type="button"
        className="fk-button"
        data-fk-variant="icon"
        aria-label={t('back')}
        onClick={() => chat.back()}
      >
        <span aria-hidden="true">←</span>
      </button>
      <h3 id={id} ref={heading} tabIndex={-1}>
        {title}
      </h3>
    </header>
  );
}
