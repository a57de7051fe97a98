import { focusedElement, IconButton, OWNS_ESCAPE, useTabWrap } from '@fieldkit/ui';
import { type KeyboardEvent, useEffect, useRef } from 'react';
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
 * then a conversation with its back button), so it has no maximise, and is a modal dialog: Tab stays in it. Escape
 * goes back a page where there is one, and on the list closes the window; closed, by Escape or its button, the
 * focus goes back to the control that opened it.
 */
export function ChatWindow({ myUserId }: { myUserId: number }) {
  const t = useChatTexts();
  const chat = useChat();
  const size = useChatState((s) => s.window);
  const page = useChatState((s) => s.page);
  const phone = usePhoneWindow();
  const large = useLargeWindow();
  const windowRef = useRef<HTMLElement>(null);
  const wrapTab = useTabWrap(windowRef);
  const open = size !== 'closed';
  // Read while rendering the opening, before any page inside takes the focus: the control that opened the window.
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current) opener.current = focusedElement();
  wasOpen.current = open;
  useEffect(() => {
    if (open) return;
    const back = opener.current;
    opener.current = null;
    // The window's controls have gone with it: only a focus they took with them is given back.
    if (back?.isConnected && !focusedElement()) back.focus();
  }, [open]);
  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (phone) wrapTab(event);
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const owner = event.target instanceof Element ? event.target.closest(OWNS_ESCAPE) : null;
    if (owner && owner !== windowRef.current) return;
    event.preventDefault();
    chat.setWindow('closed');
  };
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-modal comes with the dialog role, both on a phone only.
    <section
      ref={windowRef}
      className="fk-chat-window"
      role={phone ? 'dialog' : undefined}
      aria-modal={phone ? 'true' : undefined}
      onKeyDown={onKeyDown}
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
