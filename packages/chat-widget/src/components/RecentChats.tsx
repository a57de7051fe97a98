import { ConfirmDialog, IconButton, ListState, PageHeader, SearchToggle, usePageFocus } from '@fieldkit/ui';
import { useRef, useState } from 'react';
import { useChat, useChatState, useChatTexts } from '../hooks/widget';
import { openOf, otherParty } from '../model/party';
import { matchesName } from '../model/search';
import type { ChatListItem } from '../model/types';
import { ChatRow } from './ChatRow';

/** The 'recentChats' page (the spec's page 0): the recent chats, with a search toggle, a new-conversation button and 'Delete Chat' per row. */
export function RecentChats({ myUserId, focusOnShow = true }: { myUserId: number; focusOnShow?: boolean }) {
  const t = useChatTexts();
  const chat = useChat();
  const conversations = useChatState((s) => s.conversations);
  const status = useChatState((s) => s.conversationsStatus);
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<ChatListItem | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  usePageFocus(heading, focusOnShow, 'recent');
  const shown = conversations.filter((item) => matchesName(otherParty(item, myUserId).name, search));

  return (
    <section className="fk-chat-recent" part="recent-chats" aria-labelledby="fk-chat-recent-heading">
      <PageHeader title={t('recentChatsHeading')} headingId="fk-chat-recent-heading" headingRef={heading}>
        <SearchToggle
          toggle
          toggleLabel={t('search')}
          label={t('searchChats')}
          value={search}
          onChange={setSearch}
        />
        <IconButton label={t('newConversation')} icon="plus" onClick={() => chat.showPage('users')} />
      </PageHeader>
      <ListState
        status={status}
        empty={shown.length === 0}
        emptyText={t('noChats')}
        errorText={t('loadFailed')}
      />
      <ul className="fk-chat-rows">
        {shown.map((item) => (
          <ChatRow
            key={otherParty(item, myUserId).userId}
            item={item}
            myUserId={myUserId}
            onDelete={setDeleting}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        heading={t('deleteConfirm')}
        // The spec's question, then what the choice does and that it touches only this user's view.
        text={
          deleting
            ? `${t('5001')} ${t('deleteEffect', { name: otherParty(deleting, myUserId).name })}`
            : t('5001')
        }
        noLabel={t('NO')}
        yesLabel={t('YES')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const item = deleting;
          setDeleting(null);
          if (item) void chat.deleteConversation(openOf(item, myUserId)).catch(() => {});
        }}
      />
    </section>
  );
}
