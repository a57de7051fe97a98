import { useChat } from '../hooks/ChatContext';
import { useChatState } from '../hooks/useChatState';
import { useChatTexts } from '../hooks/useChatTexts';

/**
 * A quiet line while the hub is not connected (the spec only logs it, but people deserve to know). Once SignalR's
 * reconnect delays have run out the chat stops trying, as the spec says, and the line offers to reconnect.
 */
export function ConnectionLine() {
  const t = useChatTexts();
  const chat = useChat();
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
    <div className="fk-chat-connection" data-fk-connection={connection} hidden={text === ''}>
      <p className="fk-chat-connection__text" role="status">
        {text}
      </p>
      {connection === 'Disconnected' ? (
        <button
          type="button"
          className="fk-button fk-chat-connection__action"
          onClick={() => void chat.reconnect()}
        >
          {t('reconnect')}
        </button>
      ) : null}
    </div>
  );
}
