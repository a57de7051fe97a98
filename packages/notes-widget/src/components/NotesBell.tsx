import { Icon, UnreadBadge } from '@fieldkit/ui';
import { useEffect, useState } from 'react';
import { useNotes } from '../hooks/NotesContext';
import { useNotesState } from '../hooks/useNotesState';
import { useNotesTexts } from '../hooks/useNotesTexts';

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
  // Only a count that changes after the first read is news: loading the page says nothing.
  const [news, setNews] = useState<number | null>(null);
  useEffect(
    () =>
      notes.store.subscribe((state, previous) => {
        if (previous.countKnown && state.count !== previous.count) setNews(state.count);
      }),
    [notes],
  );
  return (
    <>
      <button
        type="button"
        className={className ?? 'fk-button fk-notes-bell'}
        part="bell"
        data-fk-variant={className ? undefined : 'icon'}
        aria-label={count > 0 ? t('notificationsUnread', { count }) : t('notifications')}
        aria-haspopup="dialog"
        onClick={() => void notes.openDialog()}
      >
        <Icon name="bell" />
        {/* The button's name says the count: the badge itself is hidden from assistive technology. */}
        <UnreadBadge count={count} className={badgeClassName ?? 'fk-notes-bell__badge'} />
      </button>
      <span className="fk-visually-hidden" role="status" aria-live="polite">
        {news === null ? '' : t('countAnnounced', { count: news })}
      </span>
    </>
  );
}
