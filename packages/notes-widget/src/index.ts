/**
 * @fieldkit/notes-widget: service-note notifications, as the `<NotesWidget>` React component (the bell with the
 * live unread count and the dialog of received notes) and the `<fk-notes>` element, on a framework-free model.
 */

export { NotesBell, type NotesBellProps } from './components/NotesBell';
export { NotesDialog, type NotesDialogProps } from './components/NotesDialog';
export { NOTES_LOG_HREF, NotesWidget, type NotesWidgetProps } from './components/NotesWidget';
export { useNotesPage } from './hooks/useNotesPage';
export {
  NotesContext,
  type NotesT,
  notesWidget,
  useCreateNotes,
  useMaybeNotes,
  useNotes,
  useNotesState,
  useNotesTexts,
} from './hooks/widget';
export {
  DEFAULT_NOTES_PAGE_SIZE,
  NOTES_SEARCH_DELAY_MS,
} from './model/dialog';
export { type KeyPress, movedRow, NOTES_KEYS, type NotesKeyAction, notesKeyAction } from './model/keys';
export { noteExcerpt, shownNotes } from './model/note-rows';
export { createNotes, type Notes, type NotesOptions } from './model/notes';
export { DEFAULT_NOTES_SORT, type NotesSort, type NotesState, type NotesView } from './model/scope';
export { type NotesTextKey, notesTexts } from './model/texts';
