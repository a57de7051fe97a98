import { Avatar, ConfirmDialog, Menu, MenuItem, PageHeader, pictureSrc } from '@fieldkit/ui';
import { forwardRef, useState } from 'react';
import { useChat } from '../hooks/ChatContext';
import { useChatState } from '../hooks/useChatState';
import { useChatTexts } from '../hooks/useChatTexts';
import { otherParty, rowWith } from '../model/party';
import type { OpenConversation } from '../model/state';
import { Presence } from './Presence';

/** The conversation's header: name, online/offline text, a back arrow in the small window, and 'Clear Chat'. */
export const ConversationHeader = forwardRef<
  HTMLHeadingElement,
  { conversation: OpenConversation; myUserId: number }
>(function ConversationHeader({ conversation, myUserId }, headingRef) {
  const t = useChatTexts();
  const chat = useChat();
  const small = useChatState((s) => s.window !== 'large');
  const row = useChatState((s) => rowWith(s.conversations, myUserId, conversation.userId));
  const party = row ? otherParty(row, myUserId) : conversation;
  const [confirming, setConfirming] = useState(false);
  return (
    <PageHeader
      part="conversation-header"
      title={conversation.name}
      headingRef={headingRef}
      onBack={small ? () => chat.back() : undefined}
      backLabel={t('back')}
      leading={<Avatar name={conversation.name} src={pictureSrc(row?.ProfilePic)} />}
      subtitle={<Presence party={party} withText />}
    >
      <Menu label={<span aria-hidden="true">⋮</span>} ariaLabel={t('chatOptions')} placement="bottom-end">
        <MenuItem onSelect={() => setConfirming(true)}>{t('clearChat')}</MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirming}
        heading={t('deleteConfirm')}
        text={t('5001')}
        noLabel={t('NO')}
        yesLabel={t('YES')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void chat.clearConversation().catch(() => {});
        }}
      />
    </PageHeader>
  );
});
