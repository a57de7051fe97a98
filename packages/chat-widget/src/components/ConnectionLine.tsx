import { useFieldkit, useSession } from '@fieldkit/ui';
import { useChat } from '../hooks/ChatContext';
import { useChatState } from '../hooks/useChatState';
import { useChatTexts } from '../hooks/useChatTexts';

/**
 * A quiet line while the hub is not connected (the spec only logs it, but people deserve to know). Once SignalR's
 * reconnect delays have run out the chat stops trying, as the spec says, and the line offers to reconnect. Once the
 * server ended the session (a sign-in elsewhere), the line says so and offers to sign in again, rather than look
 * offline.
 */
export function ConnectionLine() {
  const t = useChatTexts();
  const chat = useChat();
  const fieldkit = useFieldkit();
  const connection = useChatState((s) => s.connection);
  const ended = useSession((s) => s.ended);
  if (ended)
    return (
      <div className="fk-chat-connection" data-fk-connection="ended">
        <p className="fk-chat-connection__text" role="status">
          {t('sessionEnded')}
        </p>
        <button
          type="button"
          className="fk-button fk-chat-connection__action"
          onClick={() => void fieldkit.actions.signOut()}
        >
          {t('signInAgain')}
        </button>
      </div>
    );
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
