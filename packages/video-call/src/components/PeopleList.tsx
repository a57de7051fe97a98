import { Avatar, Icon, pictureSrc, StatusDot, useSession } from '@fieldkit/ui';
import { useEffect, useId } from 'react';
import { useVideoCall, useVideoCallState, useVideoTexts } from '../hooks/widget';

/** Online status code of the users list (spec section 9: 2 online, 1 offline). */
const ONLINE = 2;

/**
 * The people of the company, each with whether they are online and a button that rings them. The buttons are off
 * until the company's video calls are known to be enabled; a company without them is told so.
 */
export function PeopleList() {
  const t = useVideoTexts();
  const videoCall = useVideoCall();
  const enabled = useVideoCallState((s) => s.enabled);
  const people = useVideoCallState((s) => s.people);
  const loaded = useVideoCallState((s) => s.peopleLoaded);
  const pictures = useVideoCallState((s) => s.pictures);
  const myId = useSession((s) => s.session?.LoginId ?? 0);
  const headingId = useId();

  useEffect(() => {
    void videoCall.loadPeople();
  }, [videoCall]);

  return (
    <section className="fk-video-people" part="people" aria-labelledby={headingId}>
      <h2 id={headingId} className="fk-video-people__title">
        {t('people')}
      </h2>
      {enabled === false ? <p className="fk-video-people__off">{t('videoOff')}</p> : null}
      {loaded ? null : (
        <p className="fk-video-people__loading" role="status">
          {t('loadingPeople')}
        </p>
      )}
      <ul className="fk-video-people__list">
        {people
          .filter((person) => person.LoginId !== myId)
          .map((person) => {
            const online = person.StatusId === ONLINE;
            return (
              <li key={person.LoginId} className="fk-video-people__person">
                <span className="fk-video-people__avatar">
                  <Avatar name={person.DisplayName} size={32} src={pictureSrc(pictures[person.LoginId])} />
                  <StatusDot
                    status={online ? 'online' : 'offline'}
                    label={online ? t('online') : t('offline')}
                  />
                </span>
                <span className="fk-video-people__name">{person.DisplayName}</span>
                <button
                  type="button"
                  className="fk-button"
                  aria-label={t('callPerson', { name: person.DisplayName })}
                  disabled={enabled !== true}
                  onClick={() => void videoCall.call(person.LoginId, person.DisplayName)}
                >
                  <Icon name="camera" />
                  {t('call')}
                </button>
              </li>
            );
          })}
      </ul>
    </section>
  );
}
