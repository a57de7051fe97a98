import type { Typeahead } from '../hooks/useTypeahead';
import { typeaheadMatch } from '../model/typeahead';

/** What a key pressed in an open menu does: move to an item, close it (Escape, Tab), or nothing of the menu's. */
export type MenuKeyAction = { move: HTMLElement | undefined } | { close: 'Escape' | 'Tab' } | null;

/**
 * The action of `key` on the menu whose enabled items are `list`, the focused one at `at`: arrows, Home and End move
 * (wrapping around), a printable key jumps to the next item whose label starts with what was typed (Space chooses the
 * focused item unless a typeahead search is under way), Escape and Tab close.
 */
export function menuKeyAction(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
  list: readonly HTMLElement[],
  at: number,
  typeahead: Typeahead,
  labelOf: (item: HTMLElement) => string | null,
): MenuKeyAction {
  switch (event.key) {
    case 'ArrowDown':
      return { move: list[(at + 1) % list.length] };
    case 'ArrowUp':
      return { move: list[at <= 0 ? list.length - 1 : at - 1] };
    case 'Home':
      return { move: list[0] };
    case 'End':
      return { move: list.at(-1) };
    case 'Escape':
    case 'Tab':
      return { close: event.key };
  }
  const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
  if (!printable || (event.key === ' ' && !typeahead.typing())) return null;
  return { move: list[typeaheadMatch(list.map(labelOf), typeahead.type(event.key), at)] };
}
