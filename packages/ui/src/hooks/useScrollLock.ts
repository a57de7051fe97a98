import { useEffect } from 'react';

let locks = 0;
let unlock: (() => void) | null = null;

/**
 * Stops the page behind a modal from scrolling while `active`. Padding stands in for the scrollbar that goes
 * away, so the page does not shift; nested locks are counted and the body's own styles come back with the last.
 */
export function useScrollLock(active = true): void {
  useEffect(() => {
    if (!active) return;
    if (locks === 0) {
      const style = document.body.style;
      const previous = { overflow: style.overflow, paddingRight: style.paddingRight };
      const scrollbar = window.innerWidth - document.documentElement.clientWidth;
      style.overflow = 'hidden';
      if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
      unlock = () => Object.assign(style, previous);
    }
    locks++;
    return () => {
      locks--;
      if (locks === 0) {
        unlock?.();
        unlock = null;
      }
    };
  }, [active]);
}
