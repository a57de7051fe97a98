import { createWidgetContext } from '@fieldkit/ui';
import type { Notes } from '../model/notes';

const notes = createWidgetContext<Notes>('useNotes', 'NotesWidget');

/** The notes of the nearest widget. */
export const NotesContext = notes.Context;
/** The notes of the nearest `<NotesWidget>`; throws outside one. */
export const useNotes = notes.useModel;
/** The notes of the nearest `<NotesWidget>`, or undefined outside one. */
export const useMaybeNotes = notes.useMaybeModel;
