import { CHAT_AVAILABILITY } from '@fieldkit/core/contract';
import { Avatar, escapeBack, PageHeader, pictureSrc, usePageFocus } from '@fieldkit/ui';
import { useRef } from 'react';
import { useChat, useChatState, useChatTexts } from '../hooks/widget';
import type { AvailabilityId } from '../model/state';
import type { ChatTextKey } from '../model/texts';

const choices: Array<{ id: AvailabilityId; key: ChatTextKey }> = [
  { id: CHAT_AVAILABILITY.available, key: 'available' },
  { id: CHAT_AVAILABILITY.busy, key: 'busy' },
  { id: CHAT_AVAILABILITY.away, key: 'appearAway' },
  { id: CHAT_AVAILABILITY.appearOffline, key: 'appearOffline' },
];

/** The 'profile' page (the spec's page 5), 'My Profile': picture or initials, name, the status choices, mobile, e-mail and country. */
export function MyProfile() {
  const t = useChatTexts();
  const chat = useChat();
  const profile = useChatState((s) => s.profile);
  const availability = useChatState((s) => s.availability);
  const sound = useChatState((s) => s.sound);
  const heading = useRef<HTMLHeadingElement>(null);
  usePageFocus(heading, true, 'profile');
  return (
    <section
      className="fk-chat-profile"
      part="profile"
      aria-labelledby="fk-chat-profile-heading"
      onKeyDown={escapeBack(() => chat.back())}
    >
      <PageHeader
        title={t('myProfile')}
        headingId="fk-chat-profile-heading"
        headingRef={heading}
        onBack={() => chat.back()}
        backLabel={t('back')}
      />
      {profile ? (
        <>
          <div className="fk-chat-profile__who">
            <Avatar name={profile.UserName} size={56} src={pictureSrc(profile.ProfilePic)} />
            <p className="fk-chat-profile__name">{profile.UserName}</p>
          </div>
          <fieldset className="fk-chat-profile__status">
            <legend>{t('status')}</legend>
            {choices.map((choice) => (
              <label key={choice.id} className="fk-chat-profile__choice">
                <input
                  type="radio"
                  name="fk-chat-availability"
                  value={choice.id}
                  checked={availability === choice.id}
                  onChange={() => void chat.setAvailability(choice.id).catch(() => {})}
                />
                {t(choice.key)}
              </label>
            ))}
          </fieldset>
          <label className="fk-chat-profile__choice">
            <input type="checkbox" checked={sound} onChange={(e) => chat.setSound(e.currentTarget.checked)} />
            {t('soundOption')}
          </label>
          <dl className="fk-chat-profile__facts">
            <dt>{t('mobile')}</dt>
            <dd>{profile.PhoneNo?.trim() ? profile.PhoneNo : t('notAvailable')}</dd>
            <dt>{t('email')}</dt>
            <dd>{profile.Email}</dd>
            <dt>{t('country')}</dt>
            <dd>{profile.CountryName}</dd>
          </dl>
        </>
      ) : null}
    </section>
  );
}
