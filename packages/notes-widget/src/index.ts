/**
 * @fieldkit/notes-widget: service-note notifications, as the `<NotesWidget>` React component (the bell with the
 * live unread count and the dialog of received notes) and the `<fk-notes>` element, on a framework-free model.
 */

export { NotesBell, type NotesBellProps } from './components/NotesBell';
export { NotesDialog, type NotesDialogProps } from './components/NotesDialog';
export { NOTES_LOG_HREF, NotesWidget, type NotesWidgetProps } from './components/NotesWidget';
export { NotesContext, useMaybeNotes, useNotes } from './hooks/NotesContext';
export { useCreateNotes } from './hooks/useCreateNotes';
export { useNotesPage, useNotesState } from './hooks/useNotesState';
export { type NotesT, useNotesTexts } from './hooks/useNotesTexts';
export { type KeyPress, movedRow, NOTES_KEYS, type NotesKeyAction, notesKeyAction } from './model/keys';
export {
  createNotes,
  DEFAULT_NOTES_PAGE_SIZE,
  DEFAULT_NOTES_SORT,
  NOTES_SEARCH_DELAY_MS,
  type Notes,
  type NotesOptions,
  type NotesSort,
  type NotesState,
  type NotesView,
  noteExcerpt,
  shownNotes,
} from './model/notes';
export { type NotesTextKey, notesTexts } from './model/texts';
