import { useOutsidePointerDown, useTranslation } from '@fieldkit/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { MenuIcon } from '../menu/MenuIcon';

/**
 * The phone's More button and the panel under the bar it opens, holding the bar's secondary items. Escape closes it
 * and gives the focus back to the button; so do a press outside it and a navigation (a choice made in it).
 */
export function MoreItems({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
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
    // On the window, so a menu opened inside the panel (the mega-menu) closes first: it marks the key as used.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      button.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="fk-shell-topbar-icon"
        aria-expanded={open}
        aria-controls={panelId}
        title={t('frame.more')}
        onClick={() => setOpen(!open)}
      >
        <MenuIcon name="more" />
        <span className="fk-visually-hidden">{t('frame.more')}</span>
      </button>
      <div ref={panel} id={panelId} className="fk-shell-topbar-more" hidden={!open}>
        {children}
      </div>
    </>
  );
}
