import { escapeBack, FileDrop, ListState, useMediaQuery, usePageFocus } from '@fieldkit/ui';
import { useRef } from 'react';
import { useChat } from '../hooks/ChatContext';
import { useChatState } from '../hooks/useChatState';
import { useChatTexts } from '../hooks/useChatTexts';
import { ConversationHeader } from './ConversationHeader';
import { MessageBox } from './MessageBox';
import { MessageList } from './MessageList';
import { TypingIndicator } from './TypingIndicator';

/**
 * The 'conversation' page (the spec's page 1): the open conversation, with its header, messages, typing indicator
 * and message box. Opening it puts the focus in the message box (on a touch screen, where that would open the
 * keyboard over the messages, on the heading); Escape goes back to the list in the small window; files dropped on
 * it go to the upload tray.
 */
export function Conversation({ myUserId }: { myUserId: number }) {
  const t = useChatTexts();
  const chat = useChat();
  const open = useChatState((s) => s.open);
  const small = useChatState((s) => s.window !== 'large');
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
      onKeyDown={escapeBack(small ? () => chat.back() : undefined)}
    >
      <ConversationHeader conversation={open} myUserId={myUserId} ref={heading} />
      <MessageList myUserId={myUserId} name={open.name} />
      <TypingIndicator userId={open.userId} name={open.name} />
      <MessageBox boxRef={box} />
    </FileDrop>
  );
}
