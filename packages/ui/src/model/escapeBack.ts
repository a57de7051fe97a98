import type { KeyboardEvent } from 'react';

/** Where Escape belongs to something open inside the page: a menu, a dialog, a list of choices. */
export const OWNS_ESCAPE = '[role="menu"],[role="dialog"],[role="alertdialog"],[role="listbox"]';

/**
 * A page's key handler that makes Escape go back (from a conversation to the list, from a picker to where it was
 * opened), unless a menu, dialog or list of choices inside the page takes the key first, or a search box has
 * text to clear. `back` undefined: nothing.
 */
export function escapeBack(back: (() => void) | undefined) {
  return (event: KeyboardEvent<HTMLElement>): void => {
    if (!back || event.key !== 'Escape' || event.defaultPrevented) return;
    const target = event.target;
    // A menu or dialog inside the page (not one the page itself is in, as a chat window on a phone).
    const owner = target instanceof Element ? target.closest(OWNS_ESCAPE) : null;
    if (owner && owner !== event.currentTarget && event.currentTarget.contains(owner)) return;
    // A search box with text: Escape clears it first (the browser's own behaviour).
    if (target instanceof HTMLInputElement && target.type === 'search' && target.value !== '') return;
    event.preventDefault();
    back();
  };
}
