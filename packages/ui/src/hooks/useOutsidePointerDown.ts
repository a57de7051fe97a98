import { useEffect, useRef } from 'react';

/**
 * Calls `onOutside` on a pointerdown outside every element `inside` returns while `active`. It reads the event's
 * composed path, so a press inside a shadow root is seen at its real target rather than at the shadow host.
 */
export function useOutsidePointerDown(
  active: boolean,
  inside: () => ReadonlyArray<Element | null>,
  onOutside: () => void,
): void {
  const latest = useRef({ inside, onOutside });
  useEffect(() => {
    latest.current = { inside, onOutside };
  });
  useEffect(() => {
    if (!active) return;
    const listener = (event: Event) => {
      const path = event.composedPath();
      if (latest.current.inside().some((element) => element !== null && path.includes(element))) return;
      latest.current.onOutside();
    };
    document.addEventListener('pointerdown', listener, true);
    return () => document.removeEventListener('pointerdown', listener, true);
  }, [active]);
}
