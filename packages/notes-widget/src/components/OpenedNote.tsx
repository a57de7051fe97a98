import { formatDateTime } from '@fieldkit/core';
import type { ReceivedServiceNote } from '@fieldkit/core/contract';
import { HostLink } from '@fieldkit/ui';
import { useEffect, useRef } from 'react';
import type { NotesT } from '../hooks/widget';

/** Where a note's job link goes: `href` with `{job}` for its job number, followed in the host's router by `onOpen`. */
export interface JobLinkTarget {
  href: string;
  onOpen?: ((href: string) => void) | undefined;
  /** Runs before the host's router follows it (the dialog closes). */
  onFollow?: (() => void) | undefined;
}

/** Props of {@link OpenedNote}. */
export interface OpenedNoteProps {
  t: NotesT;
  note: ReceivedServiceNote;
  onBack: () => void;
  job: JobLinkTarget;
}

/** A note opened from the list: its whole text, who sent it and when, who acknowledged it, and a link to its job. */
export function OpenedNote({ t, note, onBack, job }: OpenedNoteProps) {
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
      <p>
        <HostLink
          className="fk-notes__job-link"
          href={job.href.replaceAll('{job}', encodeURIComponent(String(note.JobNo)))}
          onNavigate={job.onOpen}
          onFollow={job.onFollow}
        >
          {t('openJob', { wo: note.WONumber, job: note.JobNo })}
        </HostLink>
      </p>
      <button type="button" className="fk-button" onClick={onBack}>
        {t('backToList')}
      </button>
    </section>
  );
}
