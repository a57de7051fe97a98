import { useFieldkit, useStoreChange } from '@fieldkit/ui';
import type { ReactNode } from 'react';
import { NotesContext, useCreateNotes } from '../hooks/widget';
import type { Notes } from '../model/notes';
import { NotesBell } from './NotesBell';
import { NotesDialog } from './NotesDialog';

/** Where the dialog's log link goes by default: the full app's SMS and e-mail log. */
export const NOTES_LOG_HREF = '/reports/smslogreport';
/** Where an opened note's job link goes by default: the full app's job by its number (`{job}`). */
export const NOTES_JOB_HREF = '/technician/job/{job}';

/** Props of {@link NotesWidget}. */
export interface NotesWidgetProps {
  /** Notes the host made with `createNotes`; made here when absent. */
  notes?: Notes;
  /** Classes of the bell (the shell's top bar gives its icon class). */
  bellClassName?: string;
  /** Classes of the bell's count badge (the shell's top bar gives its badge class). */
  badgeClassName?: string;
  /** Where the dialog's log link goes; `/reports/smslogreport` by default. */
  logHref?: string;
  /** Follows the log link within a single-page host (its router) instead of loading the page. */
  onOpenLog?: (href: string) => void;
  /** Where an opened note's job link goes, `{job}` standing for its job number; `/technician/job/{job}` by default. */
  jobHref?: string;
  /** Follows the job link within a single-page host (its router) instead of loading the page. */
  onOpenJob?: (href: string) => void;
  /** Called with the server's unread count whenever it changes (the first read included). */
  onCountChange?: (count: number) => void;
  /**
   * The host's own parts that read this widget's model (`useNotes`), rendered first inside its provider: a count shown elsewhere on the host's page.
   */
  children?: ReactNode;
}

/** Service-note notifications: the bell with the live unread count, and the dialog of received notes it opens. */
export function NotesWidget({
  notes: given,
  bellClassName,
  badgeClassName,
  logHref = NOTES_LOG_HREF,
  onOpenLog,
  jobHref = NOTES_JOB_HREF,
  onOpenJob,
  onCountChange,
  children,
}: NotesWidgetProps) {
  const notes = useCreateNotes(useFieldkit(), given);
  useStoreChange(notes.store, (state) => state.count, onCountChange);
  return (
    <NotesContext.Provider value={notes}>
      <span className="fk-notes-widget">
        {children}
        <NotesBell className={bellClassName} badgeClassName={badgeClassName} />
        <NotesDialog logHref={logHref} onOpenLog={onOpenLog} jobHref={jobHref} onOpenJob={onOpenJob} />
      </span>
    </NotesContext.Provider>
  );
}
