import type { ReceivedServiceNote } from '@fieldkit/core/contract';
import type { PagedListState } from '@fieldkit/core/kit';
import { useStoreState } from '@fieldkit/ui';
import type { NotesSort, NotesState } from '../model/scope';
import { useNotes } from './NotesContext';

/** A slice of the nearest widget's state; re-renders when the slice changes. */
export function useNotesState<T>(selector: (state: NotesState) => T): T {
  return useStoreState(useNotes().store, selector);
}

/** A slice of the nearest widget's page of notes. */
export function useNotesPage<T>(selector: (state: PagedListState<ReceivedServiceNote, NotesSort>) => T): T {
  return useStoreState(useNotes().list.store, selector);
}
