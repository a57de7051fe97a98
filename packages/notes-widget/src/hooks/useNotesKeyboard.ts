import type { ReceivedServiceNote } from '@fieldkit/core/contract';
import { type FocusEvent, type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import { movedRow, notesKeyAction } from '../model/keys';
import type { Notes } from '../model/notes';

/** What {@link useNotesKeyboard} works on. */
export interface NotesKeyboardOptions {
  notes: Notes;
  /** The notes the table shows, in order. */
  shown: readonly ReceivedServiceNote[];
  /** Selection and acknowledge are possible (the unread view with notes in it). */
  canAct: boolean;
  /** The table's box: its rows carry `data-fk-note-row` on their note button. */
  tableRef: RefObject<HTMLDivElement | null>;
  /** The box holding the search field. */
  searchRef: RefObject<HTMLElement | null>;
  /** A note is open over the table: the map rests. */
  paused: boolean;
}

/** The row of the element `target` is in, by the index its note button carries; -1 outside a row. */
function rowOf(target: EventTarget | null): number {
  const row = target instanceof Element ? target.closest('tr') : null;
  const marker = row?.querySelector<HTMLElement>('[data-fk-note-row]');
  return marker ? Number(marker.dataset.fkNoteRow) : -1;
}

/**
 * The notes dialog's keyboard map (j and k move, x selects, e acknowledges, / searches) and its focus: the row the map
 * works on is the one holding the focus, whichever of its controls; a row that leaves (acknowledged, a page reloaded)
 * hands the focus to the note now in its place, so it never falls out of the dialog.
 */
export function useNotesKeyboard({
  notes,
  shown,
  canAct,
  tableRef,
  searchRef,
  paused,
}: NotesKeyboardOptions) {
  const current = useRef(-1);
  // The focus was on a row and was not moved elsewhere since: if it is lost now, the row it was on has gone.
  const rowHadFocus = useRef(false);

  /** Focuses row `index`: its checkbox where it can be selected (Space toggles it), else its note. */
  const focusRow = (index: number) => {
    const note = tableRef.current?.querySelector<HTMLElement>(`[data-fk-note-row="${index}"]`);
    const box = note?.closest('tr')?.querySelector<HTMLInputElement>('input[type="checkbox"]:not(:disabled)');
    (box ?? note)?.focus();
  };

  const count = shown.length;
  useEffect(() => {
    const table = tableRef.current;
    if (paused || !table || !rowHadFocus.current) return;
    const active = (table.getRootNode() as Document | ShadowRoot).activeElement;
    // Lost: on nothing, on the page's body, or on a control that was disabled meanwhile (the page's checkbox of an
    // emptied page), where keys no longer arrive.
    const lost =
      !active || active === table.ownerDocument.body || (active as HTMLInputElement).disabled === true;
    if (!lost) return;
    if (count === 0) table.focus();
    else focusRow(Math.min(Math.max(current.current, 0), count - 1));
  });

  return {
    /** The table box's focus handlers: they follow which row has the focus. */
    tableFocus: {
      onFocus: (event: FocusEvent<HTMLElement>) => {
        const index = rowOf(event.target);
        if (index >= 0) current.current = index;
        rowHadFocus.current = true;
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        // Moved to another control (not lost with a removed row): the map no longer holds it.
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node))
          rowHadFocus.current = false;
      },
    },
    /** Focuses a row (after a note opened from it is closed). */
    focusRow,
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const action = notesKeyAction(event);
      if (!action || paused) return;
      event.preventDefault();
      if (action === 'search') {
        searchRef.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
      } else if (action === 'acknowledge') {
        if (canAct) void notes.acknowledge();
      } else if (action === 'select') {
        const note = shown[current.current];
        if (!note || !canAct) return;
        const next = new Set(notes.store.getState().selected);
        if (!next.delete(note.UserNotificationId)) next.add(note.UserNotificationId);
        notes.setSelected(next);
      } else {
        current.current = movedRow(current.current, action, shown.length);
        focusRow(current.current);
      }
    },
  };
}
