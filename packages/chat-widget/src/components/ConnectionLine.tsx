import { useChatState } from '../hooks/useChatState';
import { useChatTexts } from '../hooks/useChatTexts';

/** A quiet line while the hub is not connected: the spec only logs it, but people deserve to know. */
export function ConnectionLine() {
  const t = useChatTexts();
  const connection = useChatState((s) => s.connection);
  const text =
    connection === 'Reconnecting'
      ? t('reconnecting')
      : connection === 'Connecting'
        ? t('connecting')
        : connection === 'Connected'
          ? ''
          : t('disconnected');
  return (
    <p className="fk-chat-connection" role="status" data-fk-connection={connection} hidden={text === ''}>
      {text}
    </p>
  );
}
