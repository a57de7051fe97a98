import { escapeBack, FileDrop, ListState, useMediaQuery, usePageFocus } from '@fieldkit/ui';
import { useRef } from 'react';
import { useLargeWindow } from '../hooks/useLargeWindow';
import { useChat, useChatState, useChatTexts } from '../hooks/widget';
import { ConversationHeader } from './ConversationHeader';
import { MessageBox } from './MessageBox';
import { MessageList } from './MessageList';
import { TypingIndicator } from './TypingIndicator';

/**
 * The 'conversation' page (the spec's page 1): the open conversation, with its header, messages, typing indicator
 * and message box. Opening it puts the focus in the message box (on a touch screen, where that would open the
 * keyboard over the messages, on the heading); Escape goes back to the list: in the small window it shows the list,
 * in the large one (the list beside it) it moves the focus to the conversation's row; files dropped on it go to the
 * upload tray.
 */
export function Conversation({ myUserId }: { myUserId: number }) {
  const t = useChatTexts();
  const chat = useChat();
  const open = useChatState((s) => s.open);
  const large = useLargeWindow();
  const touch = useMediaQuery('(pointer: coarse)');
  const heading = useRef<HTMLHeadingElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  usePageFocus(touch ? heading : box, open !== null, open?.userId);
  if (!open) return <ListState status="ready" empty emptyText={t('noConversation')} />;
  return (
    <FileDrop
      className="fk-chat-conversation"
      part="conversation"
      label={t('conversationWith', { name: open.name })}
      dropText={t('dropFiles')}
      onFiles={(files) => chat.addFiles(files, 'any')}
      onKeyDown={escapeBack(large ? () => focusRowOf(heading.current) : () => chat.back())}
    >
      <ConversationHeader conversation={open} myUserId={myUserId} ref={heading} />
      <MessageList myUserId={myUserId} name={open.name} />
      <TypingIndicator userId={open.userId} name={open.name} />
      <MessageBox boxRef={box} />
    </FileDrop>
  );
}

/** Moves the focus to the open conversation's row in the list beside it (to the first row when it has none yet). */
function focusRowOf(inside: HTMLElement | null): void {
  const rows = inside?.closest('[data-fk-widget="chat"]')?.querySelector('.fk-chat-rows');
  const row =
    rows?.querySelector<HTMLElement>('.fk-chat-row__open[aria-current="true"]') ??
    rows?.querySelector<HTMLElement>('.fk-chat-row__open');
  row?.focus();
}
