import {
  Avatar,
  escapeBack,
  ListState,
  PageHeader,
  pictureSrc,
  SearchToggle,
  usePageFocus,
} from '@fieldkit/ui';
import { useRef, useState } from 'react';
import { useChat, useChatState, useChatTexts } from '../hooks/widget';
import { conversationWith, partyOfUser } from '../model/party';
import { matchesName } from '../model/search';
import { Presence } from './Presence';

/** The 'users' page (the spec's page 2): 'select user', a search box, and the users of the same company with name, e-mail and status. */
export function UserPicker() {
  const t = useChatTexts();
  const chat = useChat();
  const users = useChatState((s) => s.users);
  const status = useChatState((s) => s.usersStatus);
  const [search, setSearch] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  usePageFocus(heading, true, 'users');
  const shown = users.filter((user) => matchesName(user.UserName, search));
  return (
    <section
      className="fk-chat-users"
      part="users"
      aria-labelledby="fk-chat-users-heading"
      onKeyDown={escapeBack(() => chat.back())}
    >
      <PageHeader
        title={t('selectUser')}
        headingId="fk-chat-users-heading"
        headingRef={heading}
        onBack={() => chat.back()}
        backLabel={t('back')}
      />
      <SearchToggle label={t('searchUsers')} value={search} onChange={setSearch} />
      <ListState
        status={status}
        empty={shown.length === 0}
        emptyText={t('noUsers')}
        errorText={t('loadFailed')}
      />
      <ul className="fk-chat-rows">
        {shown.map((user) => {
          const party = partyOfUser(user);
          return (
            <li key={party.userId} className="fk-chat-row">
              <button
                type="button"
                className="fk-chat-row__open"
                onClick={() => void chat.openConversation(conversationWith(party))}
              >
                <Avatar name={party.name} src={pictureSrc(party.picture)} />
                <span className="fk-chat-row__main">
                  <span className="fk-chat-row__name">{party.name}</span>
                  <span className="fk-chat-row__preview">{user.Email}</span>
                </span>
              </button>
              <Presence party={party} withText />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
