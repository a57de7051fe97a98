import { useOutsidePointerDown } from '@fieldkit/ui';
import { type RefObject, useEffect } from 'react';
import type { SideMenuDrawer } from './SideMenuDrawer';

/**
 * The side menu's drawer while `open`: the focus goes to its first entry; Escape from anywhere closes it and gives the
 * focus back to the button that opened it; a press outside both closes it.
 */
export function useDrawerFocus(
  open: boolean,
  nav: RefObject<HTMLElement | null>,
  drawer: SideMenuDrawer,
): void {
  const { setOpen, toggle } = drawer;
  useEffect(() => {
    if (!open) return;
    nav.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      toggle.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, nav, setOpen, toggle]);
  useOutsidePointerDown(
    open,
    () => [nav.current, toggle.current],
    () => setOpen(false),
  );
}
