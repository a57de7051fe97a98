import type { Fieldkit, Hub, HubState, TypedHub } from '@fieldkit/core';
import { notesHub, type ServiceNoteSort, serviceNotes } from '@fieldkit/core/contract';
import { createWidgetScope, type WidgetScope, widgetHub } from '@fieldkit/core/kit';
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

/** What every part of one notes widget shares: the widget scope and the notes hub. */
export interface NotesScope
  extends WidgetScope<{ serviceNotes: typeof serviceNotes }, NotesState, NotesTextKey> {
  readonly hub: TypedHub<typeof notesHub>;
}

/** The shared part of the notes for the signed-in user of `fieldkit`. */
export function createNotesScope(fieldkit: Fieldkit, hubOverride?: Hub): NotesScope {
  const hub = widgetHub(fieldkit, notesHub, hubOverride);
  const scope = createWidgetScope<{ serviceNotes: typeof serviceNotes }, NotesState, NotesTextKey>({
    fieldkit,
    name: 'createNotes',
    label: 'Notes',
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
  return { ...scope, hub };
}
