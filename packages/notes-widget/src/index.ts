/**
 * @fieldkit/notes-widget: service-note notifications on the widget kit. This first part is the framework-free model
 * (the live unread count, the received notes and their acknowledgement); the bell, the dialog and `<fk-notes>` build
 * on it.
 */

export {
  createNotes,
  DEFAULT_NOTES_PAGE_SIZE,
  DEFAULT_NOTES_SORT,
  type Notes,
  type NotesOptions,
  type NotesSort,
  type NotesState,
  type NotesView,
  noteExcerpt,
  shownNotes,
} from './model/notes';
export { type NotesTextKey, notesTexts } from './model/texts';
