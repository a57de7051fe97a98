import { ConfirmDialog, Icon, Menu, MenuItem } from '@fieldkit/ui';
import { useState } from 'react';
import { useChat, useChatState, useChatTexts } from '../hooks/widget';
import { canChange, canReply } from '../model/changes';
import { messageGist } from '../model/message-gist';
import type { ChatMessage } from '../model/types';

/**
 * A message's actions: Reply on any person's message; Edit and Delete on the user's own within 15 minutes of
 * sending it. Delete asks first, saying that it deletes the message for both sides. Its button names the message it
 * belongs to (whose, and how it starts), so that a list of them reads apart.
 */
export function MessageActions({ message, mine }: { message: ChatMessage; mine: boolean }) {
  const t = useChatTexts();
  const chat = useChat();
  const name = useChatState((s) => s.open?.name ?? '');
  const [confirming, setConfirming] = useState(false);
  const [now, setNow] = useState(Date.now);
  if (!canReply(message)) return null;
  // The 15 minutes are counted when the menu opens: a menu left open does not keep a stale Edit.
  const changeable = mine && canChange(message, message.FromUserId, now);
  return (
    <>
      <Menu
        label={<Icon name="more" />}
        ariaLabel={t(mine ? 'messageActionsMine' : 'messageActionsTheirs', {
          name,
          text: messageGist(message),
        })}
        placement={mine ? 'bottom-end' : 'bottom-start'}
        triggerClassName="fk-chat-bubble__actions"
        onOpenChange={(open) => open && setNow(Date.now())}
      >
        <MenuItem onSelect={() => chat.replyTo(message)}>{t('reply')}</MenuItem>
        {changeable && message.ChatTxt !== '' ? (
          <MenuItem onSelect={() => chat.startEdit(message)}>{t('editMessage')}</MenuItem>
        ) : null}
        {changeable ? <MenuItem onSelect={() => setConfirming(true)}>{t('deleteMessage')}</MenuItem> : null}
      </Menu>
      <ConfirmDialog
        open={confirming}
        heading={t('deleteConfirm')}
        text={t('deleteMessageEffect', { name })}
        noLabel={t('NO')}
        yesLabel={t('YES')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void chat.deleteMessage(message);
        }}
      />
    </>
  );
}
