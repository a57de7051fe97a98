import { useTranslation } from '@fieldkit/ui';
import { MenuIcon } from '../menu/MenuIcon';
import { useSideMenuDrawer } from '../menu/SideMenuDrawer';

/** The phone's button that opens the side menu over the screen (and closes it again). */
export function SideMenuButton() {
  const { t } = useTranslation('shell');
  const { open, setOpen, menuId, toggle } = useSideMenuDrawer();
  return (
    <button
      ref={toggle}
      type="button"
      className="fk-shell-topbar-icon"
      aria-expanded={open}
      aria-controls={menuId}
      title={t('menu.sideMenu')}
      onClick={() => setOpen(!open)}
    >
      <MenuIcon name="menu" />
      <span className="fk-visually-hidden">{t('menu.sideMenu')}</span>
    </button>
  );
}
