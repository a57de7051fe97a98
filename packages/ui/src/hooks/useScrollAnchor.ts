import { type RefObject, useRef } from 'react';

/** An entry kept rendered, and its distance from the top of the view. */
export interface ScrollAnchor {
  entry: HTMLElement;
  offset: number;
}

/**
 * Where an entry that stays rendered sits, to put it back there after a log's window moves or grows (React keeps an
 * entry's element while its key stays rendered): `remember('first')` when entries come above, `remember('last')`
 * when the window moves down (its first entries leave, and the view must not jump by their height). The entries are
 * the scroller's elements carrying `keyAttribute`.
 */
export function useScrollAnchor(scroller: RefObject<HTMLElement | null>, keyAttribute: string) {
  const anchor = useRef<ScrollAnchor | null>(null);
  const remember = (edge: 'first' | 'last' = 'first') => {
    const box = scroller.current;
    const entries = box?.querySelectorAll<HTMLElement>(`[${keyAttribute}]`);
    const entry = edge === 'first' ? entries?.[0] : entries?.[entries.length - 1];
    anchor.current = box && entry ? { entry, offset: entry.offsetTop - box.scrollTop } : null;
  };
  return { anchor, remember };
}
