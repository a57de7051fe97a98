import { useChatState, useChatTexts } from '../hooks/widget';

/** '{name} is typing' while the other user types (shown until their notice runs out). */
export function TypingIndicator({ userId, name }: { userId: number; name: string }) {
  const t = useChatTexts();
  const typing = useChatState((s) => (s.typing[userId] ?? 0) > Date.now());
  return (
    <p className="fk-chat-typing" aria-live="polite">
      {typing ? t('typing', { name }) : ''}
    </p>
  );
}
