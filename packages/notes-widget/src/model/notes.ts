import type { Fieldkit, Hub } from '@fieldkit/core';
import type { StoreApi } from 'zustand/vanilla';
import { createAcknowledge } from './acknowledge';
import { createNotesDialog, type NotesDialog } from './dialog';
import { createNotesScope, type NotesState } from './scope';

/** Options of {@link createNotes}. */
export interface NotesOptions {
  fieldkit: Fieldkit;
  /** The hub connection; `fieldkit.hub(notesHub)` by default (tests pass a stand-in for the server's end). */
  hub?: Hub;
  pageSize?: number;
}

/** One notes widget's state and actions, framework-free: the bell and the dialog read its stores. */
export interface Notes extends NotesDialog {
  readonly store: StoreApi<NotesState>;
  /** Reads the count, connects the hub and listens to its pushes. */
  start(): Promise<void>;
  /** Stops listening (the hub connection is shared and stays). */
  dispose(): void;
  /**
   * Acknowledges the selected notes: they leave the unread view at once and come back with a notice if the server
   * refuses; with nothing selected, the SELECTNOTES warning.
   */
  acknowledge(): Promise<void>;
}

/**
 * Creates the notes widget's model for the user signed in to `fieldkit`: the dialog and the acknowledging on one
 * scope, and here the count the bell shows, kept by the hub's pushes and caught up after every reconnect.
 */
export function createNotes(options: NotesOptions): Notes {
  const scope = createNotesScope(options.fieldkit, options.hub);
  const { api, get, set, me, hub } = scope;
  const dialog = createNotesDialog(scope, options.pageSize);
  const { list } = dialog;

  async function readCount() {
    const { loginId, companyId } = me();
    try {
      const { Count } = await api.serviceNotes.getReceivedServNotesLogCount({
        params: { companyId, loginId },
      });
      set({ count: Count, countKnown: true });
    } catch (error) {
      scope.warn('the count could not be read', error);
    }
  }

  /** The count and, while the dialog is open, its page: what a dropped connection may have missed. */
  function catchUp() {
    hub
      .invoke('GetNotesNotification')
      .catch((error: unknown) => scope.warn('GetNotesNotification failed', error));
    if (get().open) void list.load();
  }

  let listening = false;
  function listen() {
    listening = true;
    scope.own(
      hub.state.subscribe((state, previous) => {
        set({ connection: state });
        if (state === 'Connected' && previous !== 'Connected') catchUp();
      }),
    );
    // The connection stayed open but may have lost a push (the server's link to the others was cut).
    scope.own(hub.onResync(catchUp));
    scope.own(
      hub.on('SendNotes', (count, alert, loginId) => {
        // Only this user's count (the server sends no other; checked anyway).
        if (loginId !== me().loginId) return;
        set({ count, countKnown: true });
        if (alert && get().open && get().view === 'unread') void list.load();
      }),
    );
  }

  return {
    store: scope.store,
    ...dialog,
    acknowledge: createAcknowledge(scope, list),
    async start() {
      if (!listening) listen();
      await readCount();
      try {
        await hub.start();
      } catch (error) {
        // The spec only logs a failed connection; the count stays the one read.
        scope.warn('hub connection failed', error);
      }
    },
    // Disposed on every unmount, started again on a remount (React's StrictMode does both).
    dispose() {
      scope.dispose();
      listening = false;
      dialog.dispose();
    },
  };
}
