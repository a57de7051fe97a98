import { Avatar, useSession } from '@fieldkit/ui';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useVideoCall, useVideoCallState, useVideoTexts } from '../hooks/widget';
import { PEOPLE_SEARCH_MIN_LENGTH, peopleToInvite } from '../model/people-search';
import { MuteIndicator } from './MuteIndicator';

/**
 * The participant panel: the people one can invite (everyone not in the call, those online first) narrowed by a name
 * search, who is in it ('Currently in this call', the user counted), and who was rung and has not answered ('Others
 * from chat', each 'Calling...'). The people list loads when the panel opens.
 */
export function ParticipantPanel() {
  const t = useVideoTexts();
  const videoCall = useVideoCall();
  const search = useVideoCallState((s) => s.search);
  const people = useVideoCallState((s) => s.people);
  const participants = useVideoCallState((s) => s.participants);
  const invited = useVideoCallState((s) => s.invited);
  const selfMuted = useVideoCallState((s) => s.self.IsMuted);
  const myId = useSession((s) => s.session?.LoginId ?? 0);
  const myName = useSession((s) => s.session?.DisplayName ?? '');
  const headingId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void videoCall.loadPeople();
  }, [videoCall]);

  const results = useMemo(() => {
    const excluded = new Set([myId, ...participants.map((p) => p.LoginId), ...invited.map((p) => p.LoginId)]);
    return peopleToInvite(people, search, excluded);
  }, [people, search, participants, invited, myId]);
  const searching = search.trim().length >= PEOPLE_SEARCH_MIN_LENGTH;
  const listLabel = searching ? t('searchLabel') : t('peopleToInvite', { count: results.length });

  return (
    <aside className="fk-video-panel" aria-labelledby={headingId}>
      <h3 id={headingId} className="fk-video-panel__title">
        {t('participants')}
      </h3>
      <search className="fk-video-panel__search">
        <label className="fk-video-panel__label" htmlFor={inputId}>
          {t('searchLabel')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          className="fk-input"
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          value={search}
          onChange={(event) => videoCall.search(event.target.value)}
          onKeyDown={(event) => {
            // Escape clears a search first; on an empty one it goes on to the window (which minimises).
            if (event.key === 'Escape' && search !== '') {
              event.stopPropagation();
              videoCall.search('');
            }
          }}
        />
      </search>
      {!searching && results.length > 0 ? <h4 className="fk-video-panel__heading">{listLabel}</h4> : null}
      {results.length > 0 ? (
        <ul className="fk-video-panel__list fk-video-panel__invitable" aria-label={listLabel}>
          {results.map((person) => (
            <li key={person.LoginId} className="fk-video-panel__person">
              <Avatar name={person.DisplayName} size={28} />
              <span className="fk-video-panel__name">{person.DisplayName}</span>
              <button
                type="button"
                className="fk-button"
                aria-label={t('invite', { name: person.DisplayName })}
                onClick={() => {
                  void videoCall.invite(person.LoginId, person.DisplayName);
                  // The row leaves the results: the focus goes back to the search, not to the page.
                  inputRef.current?.focus();
                }}
              >
                {t('inviteShort')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="fk-video-panel__empty" role="status">
          {searching ? t('noMatch') : t('noOneToInvite')}
        </p>
      )}
      <h4 className="fk-video-panel__heading">{t('inThisCall', { count: participants.length + 1 })}</h4>
      <ul className="fk-video-panel__list">
        <li className="fk-video-panel__person">
          <Avatar name={myName || t('you')} size={28} />
          <span className="fk-video-panel__name">{t('you')}</span>
          {selfMuted ? <MuteIndicator /> : null}
        </li>
        {participants.map((person) => (
          <li key={person.peerId} className="fk-video-panel__person">
            <Avatar name={person.ParticipantName} size={28} />
            <span className="fk-video-panel__name">{person.ParticipantName}</span>
            {person.IsMuted ? <MuteIndicator /> : null}
          </li>
        ))}
      </ul>
      <h4 className="fk-video-panel__heading">{t('othersFromChat', { count: invited.length })}</h4>
      {invited.length > 0 ? (
        <ul className="fk-video-panel__list">
          {invited.map((person) => (
            <li key={person.LoginId} className="fk-video-panel__person">
              <Avatar name={person.ParticipantName} size={28} />
              <span className="fk-video-panel__name">{person.ParticipantName}</span>
              <span className="fk-video-panel__calling">{t('calling')}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </aside>
  );
}
