import { IconButton } from '@fieldkit/ui';
import { useLargeWindow, usePhoneWindow } from '../hooks/useLargeWindow';
import { useChat, useChatState, useChatTexts } from '../hooks/widget';
import { ConnectionLine } from './ConnectionLine';
import { Conversation } from './Conversation';
import { MyProfile } from './MyProfile';
import { RecentChats } from './RecentChats';
import { UserPicker } from './UserPicker';

/**
 * The chat window: a bar (My Profile, maximise or minimise, close), the connection line, and the page; large shows
 * the list and the open conversation side by side. On a phone it fills the screen with one page at a time (the list,
 * then a conversation with its back button), so it has no maximise.
 */
export function ChatWindow({ myUserId }: { myUserId: number }) {
  const t = useChatTexts();
  const chat = useChat();
  const size = useChatState((s) => s.window);
  const page = useChatState((s) => s.page);
  const phone = usePhoneWindow();
  const large = useLargeWindow();
  if (size === 'closed') return null;
  return (
    <section
      className="fk-chat-window"
      // The widget's root (ui's WIDGET_ROOT): its pages take focus only from inside it.
      data-fk-widget="chat"
      part="window"
      data-fk-size={large ? 'large' : 'small'}
      data-fk-page={page}
      aria-label={t('window')}
    >
      <header className="fk-chat-window__bar" part="window-bar">
        <h2 className="fk-chat-window__title">{t('title')}</h2>
        <IconButton label={t('myProfile')} onClick={() => chat.showPage('profile')}>
          <span aria-hidden="true">☺</span>
        </IconButton>
        {phone ? null : (
          <IconButton
            label={large ? t('minimise') : t('maximise')}
            onClick={() => chat.setWindow(large ? 'small' : 'large')}
          >
            <span aria-hidden="true">{large ? '▭' : '▢'}</span>
          </IconButton>
        )}
        <IconButton label={t('close')} onClick={() => chat.setWindow('closed')}>
          <span aria-hidden="true">×</span>
        </IconButton>
      </header>
      <ConnectionLine />
      <div className="fk-chat-window__body">
        {large ? (
          <>
            {page === 'users' ? (
              <UserPicker />
            ) : page === 'profile' ? (
              <MyProfile />
            ) : (
              <RecentChats myUserId={myUserId} focusOnShow={false} />
            )}
            <Conversation myUserId={myUserId} />
          </>
        ) : page === 'conversation' ? (
          <Conversation myUserId={myUserId} />
        ) : page === 'users' ? (
          <UserPicker />
        ) : page === 'profile' ? (
          <MyProfile />
        ) : (
          <RecentChats myUserId={myUserId} />
        )}
      </div>
    </section>
  );
}
