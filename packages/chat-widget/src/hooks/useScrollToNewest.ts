import { type RefObject, useEffect } from 'react';
import { SCROLL_TO_BOTTOM_DELAY_MS } from '../model/timings';

/**
 * Follows the newest message while the list is at its bottom: an animated scroll to the bottom
 * SCROLL_TO_BOTTOM_DELAY_MS after the last row changes (spec, section 9), and the bottom kept when an image of the
 * list finishes loading (a preview grows after it is shown).
 */
export function useScrollToNewest(
  scroller: RefObject<HTMLElement | null>,
  atBottom: RefObject<boolean>,
  newest: string | number | undefined,
): void {
  useEffect(() => {
    if (newest === undefined) return;
    const timer = setTimeout(() => {
      const box = scroller.current;
      if (box && atBottom.current) box.scrollTo({ top: box.scrollHeight, behavior: 'smooth' });
    }, SCROLL_TO_BOTTOM_DELAY_MS);
    return () => clearTimeout(timer);
  }, [newest, scroller, atBottom]);

  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    // Load events do not bubble (React does not pass them to a div either): caught on their way down.
    const keepBottom = () => {
      if (atBottom.current) box.scrollTop = box.scrollHeight;
    };
    box.addEventListener('load', keepBottom, true);
    return () => box.removeEventListener('load', keepBottom, true);
  }, [scroller, atBottom]);
}
