import { StatusDot } from '@fieldkit/ui';
import { useChatState } from '../hooks/useChatState';
import { useChatTexts } from '../hooks/useChatTexts';
import { selectPresence } from '../model/selectors';

/** Props of {@link Presence}. */
export interface PresenceProps {
  userId: number;
  statusId?: number;
  availabilityId?: number;
  /** Show the status as text beside the dot (the conversation header). */
  withText?: boolean;
}

/** A user's online/offline dot (busy and away too), live from the hub's OnlineStatus pushes. */
export function Presence({ userId, statusId, availabilityId, withText = false }: PresenceProps) {
  const t = useChatTexts();
  const status = useChatState(selectPresence(userId, statusId, availabilityId));
  const label = t(status);
  return (
    <span className="fk-chat-presence" data-fk-status={status}>
      <StatusDot status={status} label={label} />
      {withText ? <span className="fk-chat-presence__text">{label}</span> : null}
    </span>
  );
}
