import { useOutsidePointerDown } from '@fieldkit/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A button that opens a panel (the mega-menu, the phone's More): a navigation, a press outside both and Escape close
 * it, Escape giving the focus back to the button. An inner panel (`'inner'`) marks its Escape as used and listens on
 * the document; an outer one listens on the window, after it, and leaves an Escape already used alone, so one press
 * closes only the innermost panel.
 */
export function useDisclosure(level: 'inner' | 'outer') {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: navigating closes the panel.
  useEffect(() => setOpen(false), [pathname]);
  useOutsidePointerDown(
    open,
    () => [panel.current, button.current],
    () => setOpen(false),
  );
  useEffect(() => {
    if (!open) return;
    const onKey = (event: Event) => {
      if ((event as KeyboardEvent).key !== 'Escape') return;
      if (level === 'outer' && event.defaultPrevented) return;
      if (level === 'inner') event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    const target = level === 'inner' ? document : window;
    target.addEventListener('keydown', onKey);
    return () => target.removeEventListener('keydown', onKey);
  }, [open, level]);

  return { open, setOpen, panelId, button, panel };
}
