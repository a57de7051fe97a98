import { IconButton } from './IconButton';
import { UnreadBadge } from './UnreadBadge';

/** Props of {@link BackButton}. */
export interface BackButtonProps {
  /** The accessible name: where the button goes ('Back to recent chats'), with the count when one shows. */
  label: string;
  onClick: () => void;
  /** Unread items where the button goes, shown as a badge beside the arrow (nothing at 0). */
  count?: number | undefined;
}

/** The back arrow of a page header, an icon button named by where it goes, with the unread count found there. */
export function BackButton({ label, onClick, count = 0 }: BackButtonProps) {
  return (
    <IconButton label={label} className="fk-back" onClick={onClick}>
      <span aria-hidden="true">←</span>
      <UnreadBadge count={count} className="fk-back__badge" />
    </IconButton>
  );
}
