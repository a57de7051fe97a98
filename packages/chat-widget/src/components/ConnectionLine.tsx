import { useFieldkit, useSession } from '@fieldkit/ui';
import { useChat, useChatState, useChatTexts } from '../hooks/widget';

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
  const line = ended
    ? {
        state: 'ended',
        text: t('sessionEnded'),
        action: t('signInAgain'),
        act: () => fieldkit.actions.signOut(),
      }
    : connection === 'Connected'
      ? { state: connection, text: '' }
      : connection === 'Disconnected'
        ? { state: connection, text: t('disconnected'), action: t('reconnect'), act: () => chat.reconnect() }
        : { state: connection, text: connection === 'Reconnecting' ? t('reconnecting') : t('connecting') };
  return (
    <div className="fk-chat-connection" data-fk-connection={line.state} hidden={line.text === ''}>
      <p className="fk-chat-connection__text" role="status">
        {line.text}
      </p>
      {line.action ? (
        <button
          type="button"
          className="fk-button fk-chat-connection__action"
          onClick={() => void line.act()}
        >
          {line.action}
        </button>
      ) : null}
    </div>
  );
}
