import { formatDateTime } from '@fieldkit/core';
import type { ReceivedServiceNote } from '@fieldkit/core/contract';
import { useEffect, useRef } from 'react';
import type { NotesT } from '../hooks/widget';

/** Props of {@link OpenedNote}. */
export interface OpenedNoteProps {
  t: NotesT;
  note: ReceivedServiceNote;
  onBack: () => void;
}

/** A note opened from the list: its whole text, who sent it and when, and who acknowledged it. */
export function OpenedNote({ t, note, onBack }: OpenedNoteProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus follows the user to what they opened, so a screen reader reads it next.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="fk-notes__opened" aria-labelledby={`fk-note-${note.UserNotificationId}`}>
      <h3
        id={`fk-note-${note.UserNotificationId}`}
        ref={heading}
        tabIndex={-1}
        className="fk-notes__opened-title"
      >
        {t('noteHeading', { wo: note.WONumber, job: note.JobNo })}
      </h3>
      <p className="fk-notes__meta">
        {t('noteMeta', { from: note.CreatedBy, when: formatDateTime(new Date(note.CreatedDate)) })}
      </p>
      {note.ReadBy && note.ReadDate ? (
        <p className="fk-notes__meta">
          {t('readMeta', { by: note.ReadBy, when: formatDateTime(new Date(note.ReadDate)) })}
        </p>
      ) : null}
      <p className="fk-notes__text">{note.Notes}</p>
      <button type="button" className="fk-button" onClick={onBack}>
        {t('backToList')}
      </button>
    </section>
  );
}
