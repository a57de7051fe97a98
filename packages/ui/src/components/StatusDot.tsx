/** Presence of a user; `unknown` while the viewer's own connection is down and no news can arrive. */
export type PresenceStatus = 'online' | 'offline' | 'busy' | 'away' | 'unknown';

const defaultLabels: Record<PresenceStatus, string> = {
  online: 'Online',
  offline: 'Offline',
  busy: 'Busy',
  away: 'Away',
  unknown: 'Status unknown',
};

/** Props of {@link StatusDot}. */
export interface StatusDotProps {
  status: PresenceStatus;
  /** Accessible name; the status in English by default. */
  label?: string;
}

/** A coloured presence dot that names its status for assistive technology. */
export function StatusDot({ status, label }: StatusDotProps) {
  return (
    <span
      className="fk-status-dot"
      data-fk-status={status}
      role="img"
      aria-label={label ?? defaultLabels[status]}
    />
  );
}
