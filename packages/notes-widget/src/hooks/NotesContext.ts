import { createContext, useContext } from 'react';
import type { Notes } from '../model/notes';

/** The notes of the nearest widget. */
export const NotesContext = createContext<Notes | null>(null);

/** The notes of the nearest `<NotesWidget>`; throws outside one. */
export function useNotes(): Notes {
  const notes = useContext(NotesContext);
  if (!notes) throw new Error('useNotes: no NotesWidget above this component.');
  return notes;
}
