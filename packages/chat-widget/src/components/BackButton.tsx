import { useChat } from '../hooks/ChatContext';
import { useChatTexts } from '../hooks/useChatTexts';

/** The back arrow: to the recent chats. */
export function BackButton() {
  const t = useChatTexts();
  const chat = useChat();
  return (
    <button
      type="button"
      className="fk-button"
      data-fk-variant="icon"
      aria-label={t('back')}
      onClick={() => chat.back()}
    >
      <span aria-hidden="true">←</span>
    </button>
  );
}
