import { StatusDot } from '@fieldkit/ui';
import { useChatState, useChatTexts } from '../hooks/widget';
import { type KnownPresence, selectPresence } from '../model/selectors';

/** Props of {@link Presence}. */
export interface PresenceProps {
  /** The party: its id, and its listed StatusId and AvailabilityId when known. */
  party: KnownPresence;
  /** Show the status as text beside the dot (the conversation header). */
  withText?: boolean;
}

/** A party's online/offline dot (busy and away too), live from the hub's OnlineStatus pushes. */
export function Presence({ party, withText = false }: PresenceProps) {
  const t = useChatTexts();
  const status = useChatState(selectPresence(party));
  const label = t(status);
  return (
    <span className="fk-chat-presence" data-fk-status={status}>
      <StatusDot status={status} label={label} />
      {withText ? <span className="fk-chat-presence__text">{label}</span> : null}
    </span>
  );
}
