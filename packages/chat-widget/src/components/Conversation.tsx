import { ListState, usePageFocus } from '@fieldkit/ui';
import { useRef } from 'react';
import { useChatState } from '../hooks/useChatState';
import { useChatTexts } from '../hooks/useChatTexts';
import { ConversationHeader } from './ConversationHeader';
import { MessageBox } from './MessageBox';
import { MessageList } from './MessageList';
import { TypingIndicator } from './TypingIndicator';

/** The 'conversation' page (the spec's page 1): the open conversation, with its header, messages, typing indicator and message box. */
export function Conversation({ myUserId }: { myUserId: number }) {
  const t = useChatTexts();
  const open = useChatState((s) => s.open);
  const heading = useRef<HTMLHeadingElement>(null);
  usePageFocus(heading, open !== null, open?.userId);
  if (!open) return <ListState status="ready" empty emptyText={t('noConversation')} />;
  return (
    <section
      className="fk-chat-conversation"
      part="conversation"
      aria-label={t('conversationWith', { name: open.name })}
    >
      <ConversationHeader conversation={open} myUserId={myUserId} ref={heading} />
      <MessageList myUserId={myUserId} name={open.name} />
      <TypingIndicator userId={open.userId} name={open.name} />
      <MessageBox />
    </section>
  );
}
