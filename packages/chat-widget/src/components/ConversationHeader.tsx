import {
  Avatar,
  ConfirmDialog,
  IconButton,
  Menu,
  MenuItem,
  PageHeader,
  pictureSrc,
  useFieldkit,
} from '@fieldkit/ui';
import { forwardRef, useContext, useState } from 'react';
import { useLargeWindow } from '../hooks/useLargeWindow';
import { VideoCallsContext } from '../hooks/VideoCallsContext';
import { useChat, useChatState, useChatTexts } from '../hooks/widget';
import { otherParty, partyOfUser, rowWith } from '../model/party';
import { selectUnreadElsewhere } from '../model/selectors';
import type { OpenConversation } from '../model/state';
import { Presence } from './Presence';

/**
 * The conversation's header: name, online/offline text, a back arrow in the small window, a 'Video call' button when
 * the host offers calls, and 'Clear Chat'.
 */
export const ConversationHeader = forwardRef<
  HTMLHeadingElement,
  { conversation: OpenConversation; myUserId: number }
>(function ConversationHeader({ conversation, myUserId }, headingRef) {
  const t = useChatTexts();
  const chat = useChat();
  const small = !useLargeWindow();
  const row = useChatState((s) => rowWith(s.conversations, myUserId, conversation.userId));
  // Picked from the users with no conversation yet: the picker's row says how they are.
  const picked = useChatState((s) => s.users.find((u) => u.UserId === conversation.userId));
  const party = row ? otherParty(row, myUserId) : picked ? partyOfUser(picked) : conversation;
  const unreadElsewhere = useChatState(selectUnreadElsewhere(myUserId));
  const [confirming, setConfirming] = useState(false);
  const videoCalls = useContext(VideoCallsContext);
  const { events } = useFieldkit();
  return (
    <PageHeader
      part="conversation-header"
      title={conversation.name}
      headingRef={headingRef}
      onBack={small ? () => chat.back() : undefined}
      backLabel={unreadElsewhere > 0 ? t('backUnread', { count: unreadElsewhere }) : t('back')}
      backCount={unreadElsewhere}
      leading={<Avatar name={conversation.name} src={pictureSrc(row?.ProfilePic)} />}
      subtitle={<Presence party={party} withText />}
    >
      {videoCalls ? (
        <IconButton
          label={t('videoCall')}
          icon="camera"
          title={t('videoCall')}
          onClick={() => events.emit('video:call', { LoginId: conversation.userId, name: conversation.name })}
        />
      ) : null}
      <Menu label={<span aria-hidden="true">⋮</span>} ariaLabel={t('chatOptions')} placement="bottom-end">
        <MenuItem onSelect={() => setConfirming(true)}>{t('clearChat')}</MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirming}
        heading={t('deleteConfirm')}
        // The spec's question, then what the choice does and that it touches only this user's view.
        text={`${t('5001')} ${t('clearEffect', { name: conversation.name })}`}
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
