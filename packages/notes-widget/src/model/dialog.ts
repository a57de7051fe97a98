import type { ReceivedServiceNote } from '@fieldkit/core/contract';
import { createPagedList, debouncedSearch, type PagedList } from '@fieldkit/core/kit';
import { DEFAULT_NOTES_SORT, type NotesScope, type NotesSort, type NotesView } from './scope';

/** The page size the dialog starts with. */
export const DEFAULT_NOTES_PAGE_SIZE = 10;
/** How long typing pauses before the search is asked (spec section 9). */
export const NOTES_SEARCH_DELAY_MS = 600;

/** The notes dialog: its view's page of notes, the search, and the selection. */
export interface NotesDialog {
  /** The open view's page of notes: searched, sorted and paged by the server. */
  readonly list: PagedList<ReceivedServiceNote, NotesSort>;
  /** Types into the search: the list is searched when typing pauses. */
  search(text: string): void;
  /** Opens the dialog on the unread view, first page, default sort, no search, and loads it. */
  openDialog(): Promise<void>;
  /** Closes the dialog and clears the selection. */
  closeDialog(): void;
  setView(view: NotesView): Promise<void>;
  /** Selects or unselects notes of the unread view (the read view selects nothing). */
  setSelected(selected: ReadonlySet<number>): void;
  /** Opening a note in the unread view selects it. */
  openNote(note: ReceivedServiceNote): void;
}

/** The dialog part of the notes; `dispose` cancels a search waiting to be asked and the page's request. */
export function createNotesDialog(
  scope: NotesScope,
  pageSize = DEFAULT_NOTES_PAGE_SIZE,
): NotesDialog & { dispose(): void } {
  const { api, get, set, me } = scope;
  const list = createPagedList<ReceivedServiceNote, NotesSort>({
    pageSize,
    sort: DEFAULT_NOTES_SORT,
    async fetchPage({ page, pageSize, sort, search, signal }) {
      const { loginId, companyId } = me();
      const { view } = get();
      const answer = await api.serviceNotes.getReceivedServNotesLog({
        query: {
          CompanyId: companyId,
          LoginId: loginId,
          SearchText: search,
          IsRead: view === 'read' ? 1 : 0,
          SortBy: sort.by,
          OrderBy: sort.order,
          startRecord: (page - 1) * pageSize + 1,
          EndRecord: page * pageSize,
        },
        signal,
      });
      if (!signal.aborted) set({ listView: view });
      return { rows: answer.NotificationList, total: answer.TotalRecord };
    },
  });

  const typed = debouncedSearch(list, NOTES_SEARCH_DELAY_MS);
  return {
    list,
    dispose() {
      typed.cancel();
      list.dispose();
    },
    search(text) {
      set({ searchText: text });
      typed.type(text);
    },
    async openDialog() {
      // Every opening starts afresh: the unread view, its first page in the default order, no search, nothing selected.
      typed.cancel();
      set({ open: true, view: 'unread', searchText: '', selected: new Set() });
      await list.reset();
    },
    closeDialog() {
      typed.cancel();
      set({ open: false, selected: new Set() });
    },
    async setView(view) {
      if (view === get().view) return;
      set({ view, selected: new Set() });
      // The unread view has no acknowledged date to sort by.
      const { sort } = list.store.getState();
      await (sort.by === 'ReadDate' && view === 'unread'
        ? list.setSort(DEFAULT_NOTES_SORT)
        : list.setPage(1));
    },
    setSelected(selected) {
      if (get().view === 'read') return;
      set({ selected: new Set(selected) });
    },
    openNote(note) {
      if (get().view === 'read') return;
      set({ selected: new Set([...get().selected, note.UserNotificationId]) });
    },
  };
}
