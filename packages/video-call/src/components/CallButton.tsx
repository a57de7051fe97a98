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
}

/** A wide button of a call with its text (Accept, Reject, Disconnect, Leave, End Call), its icon before it. */
export function CallButton({ label, icon, variant, onClick, buttonRef }: CallButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className="fk-button fk-video-control"
      data-fk-variant={variant}
      data-fk-wide="true"
      onClick={onClick}
    >
      {icon ? <Icon name={icon} /> : null}
      {label}
    </button>
  );
}
