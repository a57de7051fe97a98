import { useTranslation } from '@fieldkit/ui';
import type { ReactNode } from 'react';
import { MenuIcon } from '../menu/MenuIcon';
import { useDisclosure } from '../menu/useDisclosure';

/**
 * The phone's More button and the panel under the bar it opens, holding the bar's secondary items. Escape closes it
 * and gives the focus back to the button; so do a press outside it and a navigation (a choice made in it).
 */
export function MoreItems({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  // Outer: a menu opened inside the panel (the mega-menu) closes first on Escape.
  const { open, setOpen, panelId, button, panel } = useDisclosure('outer');

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
