/** What a key does in the notes dialog (documented in the widget's README and shown at the dialog's foot). */
export type NotesKeyAction = 'next' | 'previous' | 'select' | 'acknowledge' | 'search';

/** The dialog's keyboard map: j and k move between notes, x selects, e acknowledges, / searches. */
export const NOTES_KEYS: Readonly<Record<string, NotesKeyAction>> = {
  j: 'next',
  k: 'previous',
  x: 'select',
  e: 'acknowledge',
  '/': 'search',
};

/** The subset of a keyboard event the map reads. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** Where the key was pressed: a text field keeps its letters. */
  target: EventTarget | null;
}

const typesText = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(target.type)) ||
    target instanceof HTMLSelectElement);

/** The action of a key press, or null: a key with a modifier, or typed into a text field, is the user's own. */
export function notesKeyAction(press: KeyPress): NotesKeyAction | null {
  if (press.ctrlKey || press.metaKey || press.altKey || typesText(press.target)) return null;
  return NOTES_KEYS[press.key] ?? null;
}

/** The row index after moving from `current` (or from nothing: -1) by one, kept within `count` rows. */
export function movedRow(current: number, action: 'next' | 'previous', count: number): number {
  if (count === 0) return -1;
  if (current < 0) return action === 'next' ? 0 : count - 1;
  return Math.min(count - 1, Math.max(0, current + (action === 'next' ? 1 : -1)));
}
