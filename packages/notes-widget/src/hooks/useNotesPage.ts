import type { ReceivedServiceNote } from '@fieldkit/core/contract';
import type { PagedListState } from '@fieldkit/core/kit';
import { useStoreState } from '@fieldkit/ui';
import type { NotesSort } from '../model/scope';
import { useNotes } from './widget';

/** A slice of the nearest widget's page of notes. */
export function useNotesPage<T>(selector: (state: PagedListState<ReceivedServiceNote, NotesSort>) => T): T {
  return useStoreState(useNotes().list.store, selector);
}
