import type { Fieldkit, Hub, HubState } from '@fieldkit/core';
import {
  NOTES_ACKNOWLEDGED,
  notesHub,
  type ReceivedServiceNote,
  type ServiceNoteSort,
  serviceNotes,
} from '@fieldkit/core/contract';
import {
  createPagedList,
  createWidgetScope,
  debouncedSearch,
  type PagedList,
  widgetHub,
} from '@fieldkit/core/kit';
import type { StoreApi } from 'zustand/vanilla';
import { type NotesTextKey, notesTexts } from './texts';

/** The unread notes (the default) or those acknowledged. */
export type NotesView = 'unread' | 'read';

/** A column of the received notes and its order. */
export interface NotesSort {
  by: ServiceNoteSort;
  order: 'asc' | 'desc';
}

/** Sorted by UserNotificationId, ascending, unless the user sorts otherwise (spec section 9). */
export const DEFAULT_NOTES_SORT: NotesSort = { by: 'UserNotificationId', order: 'asc' };
/** The page size the dialog starts with. */
export const DEFAULT_NOTES_PAGE_SIZE = 10;
/** How long typing pauses before the search is asked (spec section 9). */
export const NOTES_SEARCH_DELAY_MS = 600;

/** What the notes widget shows, besides its page of notes. */
export interface NotesState {
  /** The server's unread count: from the count call, then every `SendNotes` push (never counted here). */
  count: number;
  /** The count has been read from the server at least once (a change after that is news). */
  countKnown: boolean;
  connection: HubState;
  /** The dialog is open (its page of notes loads then). */
  open: boolean;
  view: NotesView;
  /** The view the list's rows belong to (it lags `view` while the other view loads). */
  listView: NotesView;
  /** The search box's text as typed; the list is searched with it {@link NOTES_SEARCH_DELAY_MS} after the last key. */
  searchText: string;
  /** The UserNotificationIds selected (unread view only); closing the dialog clears them. */
  selected: ReadonlySet<number>;
  /** Acknowledged here and not yet answered: hidden from the unread view meanwhile, shown again if refused. */
  acknowledging: ReadonlySet<number>;
}

/** Options of {@link createNotes}. */
export interface NotesOptions {
  fieldkit: Fieldkit;
  /** The hub connection; `fieldkit.hub(notesHub)` by default (tests pass a stand-in for the server's end). */
  hub?: Hub;
  pageSize?: number;
}

/** One notes widget's state and actions, framework-free: the bell and the dialog read its stores. */
export interface Notes {
  readonly store: StoreApi<NotesState>;
  /** The open view's page of notes: searched, sorted and paged by the server. */
  readonly list: PagedList<ReceivedServiceNote, NotesSort>;
  /** Reads the count, connects the hub and listens to its pushes. */
  start(): Promise<void>;
  /** Stops listening (the hub connection is shared and stays). */
  dispose(): void;
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
  /**
   * Acknowledges the selected notes: they leave the unread view at once and come back with a notice if the server
   * refuses; with nothing selected, the SELECTNOTES warning.
   */
  acknowledge(): Promise<void>;
}

/** Creates the notes widget's model for the user signed in to `fieldkit`. */
export function createNotes(options: NotesOptions): Notes {
  const { fieldkit } = options;
  const hub = widgetHub(fieldkit, notesHub, options.hub);
  const { api, store, get, set, me, notify } = createWidgetScope<
    { serviceNotes: typeof serviceNotes },
    NotesState,
    NotesTextKey
  >({
    fieldkit,
    name: 'createNotes',
    ns: 'notes',
    texts: notesTexts,
    calls: { serviceNotes },
    state: {
      count: 0,
      countKnown: false,
      connection: hub.state.getState(),
      open: false,
      view: 'unread',
      listView: 'unread',
      searchText: '',
      selected: new Set(),
      acknowledging: new Set(),
    },
  });

  const list = createPagedList<ReceivedServiceNote, NotesSort>({
    pageSize: options.pageSize ?? DEFAULT_NOTES_PAGE_SIZE,
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

  async function readCount() {
    const { loginId, companyId } = me();
    try {
      const { Count } = await api.serviceNotes.getReceivedServNotesLogCount({
        params: { companyId, loginId },
      });
      set({ count: Count, countKnown: true });
    } catch (error) {
      console.warn('Notes: the count could not be read', error);
    }
  }

  /** The count and, while the dialog is open, its page: what a dropped connection may have missed. */
  function catchUp() {
    hub
      .invoke('GetNotesNotification')
      .catch((error: unknown) => console.warn('Notes: GetNotesNotification failed', error));
    if (get().open) void list.load();
  }

  const typed = debouncedSearch(list, NOTES_SEARCH_DELAY_MS);
  const stops: Array<() => void> = [];
  function listen() {
    stops.push(
      hub.state.subscribe((state, previous) => {
        set({ connection: state });
        if (state === 'Connected' && previous !== 'Connected') catchUp();
      }),
      // The connection stayed open but may have lost a push (the server's link to the others was cut).
      hub.onResync(catchUp),
      hub.on('SendNotes', (count, alert, loginId) => {
        // Only this user's count (the server sends no other; checked anyway).
        if (loginId !== me().loginId) return;
        set({ count, countKnown: true });
        if (alert && get().open && get().view === 'unread') void list.load();
      }),
    );
  }

  const notes: Notes = {
    store,
    list,
    async start() {
      if (stops.length === 0) listen();
      await readCount();
      try {
        await hub.start();
      } catch (error) {
        // The spec only logs a failed connection; the count stays the one read.
        console.warn('Notes: hub connection failed', error);
      }
    },
    dispose() {
      for (const stop of stops.splice(0)) stop();
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
    async acknowledge() {
      const ids = [...get().selected];
      if (get().view === 'read') return;
      if (ids.length === 0) {
        notify('warning', 'WARNING', 'SELECTNOTES');
        return;
      }
      const { loginId, companyId } = me();
      set({ acknowledging: new Set([...get().acknowledging, ...ids]), selected: new Set() });
      try {
        const { Message } = await api.serviceNotes.notificationUpdateReceived({
          body: { UserNotifyIds: ids.map(String), CompanyId: companyId, IsRead: true, LoginId: loginId },
        });
        if (Message.MessageCode === NOTES_ACKNOWLEDGED) notify('success', 'NOTIFICATION', '1002');
        else
          fieldkit.notices.getState().push({
            severity: Message.Severity,
            ns: 'notes',
            title: 'NOTIFICATION',
            text: String(Message.MessageCode),
          });
        await list.load();
      } catch (error) {
        // Refused or unreachable: the notes come back, still selected, and the count stays the server's.
        console.warn('Notes: acknowledge failed', error);
        set({ selected: new Set([...get().selected, ...ids]) });
        notify('error', 'ERROR', 'acknowledgeFailed');
      } finally {
        const still = new Set(get().acknowledging);
        for (const id of ids) still.delete(id);
        set({ acknowledging: still });
      }
    },
  };
  return notes;
}

/** The notes a view shows: its page without those being acknowledged. */
export const shownNotes = (rows: readonly ReceivedServiceNote[], acknowledging: ReadonlySet<number>) =>
  rows.filter((note) => !acknowledging.has(note.UserNotificationId));

/** A note's list text: its first 25 characters followed by an ellipsis (spec section 9). */
export function noteExcerpt(notes: string): string {
  const characters = [...notes];
  return characters.length > 25 ? `${characters.slice(0, 25).join('')}…` : notes;
}
