import { useEffect } from 'react';

/**
 * Puts a count before the page's title while it is above 0 ('(2) Fieldkit'), and takes it away after; a title the
 * page changed meanwhile (another screen) is left as it is.
 */
export function useTitleCount(count: number): void {
  useEffect(() => {
    if (count <= 0 || typeof document === 'undefined') return;
    const base = document.title;
    const counted = `(${count > 99 ? '99+' : count}) ${base}`;
    document.title = counted;
    return () => {
      if (document.title === counted) document.title = base;
    };
  }, [count]);
}
