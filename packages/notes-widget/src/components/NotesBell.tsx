import { CountButton } from '@fieldkit/ui';
import { useNotes, useNotesState, useNotesTexts } from '../hooks/widget';

/** Props of {@link NotesBell}. */
export interface NotesBellProps {
  /** Classes for where the host places it (the shell's top bar gives its icon class). */
  className?: string | undefined;
  /** Classes of its count badge, with `className`. */
  badgeClassName?: string | undefined;
}

/**
 * The bell: a button named 'Notifications' with the live unread count in its name, that opens the dialog. A polite
 * live region beside it says a new count as it arrives.
 */
export function NotesBell({ className, badgeClassName }: NotesBellProps) {
  const t = useNotesTexts();
  const notes = useNotes();
  const count = useNotesState((s) => s.count);
  const known = useNotesState((s) => s.countKnown);
  return (
    <CountButton
      icon="bell"
      part="bell"
      count={count}
      known={known}
      label={t('notifications')}
      countLabel={(n) => t('notificationsUnread', { count: n })}
      announce={(n) => t('countAnnounced', { count: n })}
      onClick={() => void notes.openDialog()}
      className={className}
      badgeClassName={badgeClassName}
    />
  );
}
