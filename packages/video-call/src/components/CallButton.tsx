import { Icon, type IconName } from '@fieldkit/ui';
import type { Ref } from 'react';

/** Props of {@link CallButton}. */
export interface CallButtonProps {
  label: string;
  icon?: IconName;
  /** accept (green), danger (red) or the plain look. */
  variant?: 'accept' | 'danger';
  onClick: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
  /** The call's key that does the same, announced with the button (`aria-keyshortcuts`). */
  keys?: string | undefined;
}

/** A wide button of a call with its text (Accept, Reject, Disconnect, Leave, End Call), its icon before it. */
export function CallButton({ label, icon, variant, onClick, buttonRef, keys }: CallButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className="fk-button fk-video-control"
      data-fk-variant={variant}
      data-fk-wide="true"
      aria-keyshortcuts={keys}
      onClick={onClick}
    >
      {icon ? <Icon name={icon} /> : null}
      {label}
    </button>
  );
}
