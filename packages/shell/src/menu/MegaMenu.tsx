import type { MenuItem } from '@fieldkit/core/contract';
import { useTranslation } from '@fieldkit/ui';
import { MenuLink } from './MenuLink';
import { useMenu } from './MenuProvider';
import { MenuTree } from './MenuTree';
import { megaMenuLayout } from './mega-menu';
import { useDisclosure } from './useDisclosure';

function Block({ top, label, close }: { top: MenuItem; label: string; close: () => void }) {
  return (
    <section className="fk-shell-mega-block" aria-label={label}>
      <h2>{top.MenuName}</h2>
      <div className="fk-shell-mega-columns">
        {top.Childrens.map((column) => (
          <div key={column.MenuId} className="fk-shell-mega-column">
            <h3>{column.MenuName}</h3>
            <MenuTree items={column.Childrens} onNavigate={close} />
          </div>
        ))}
      </div>
    </section>
  );
}

/** The detailed mega-menu: a disclosure button opening the main columns and the Reports and Admin blocks. */
export function MegaMenu() {
  const { t } = useTranslation('shell');
  const { items } = useMenu();
  // Inner: a panel that holds the menu (the phone's More) stays open on its Escape.
  const { open, setOpen, panelId, button, panel } = useDisclosure('inner');
  const layout = megaMenuLayout(items);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const leaves = layout.main.filter((top) => top.Childrens.length === 0);
  const columns = layout.main.filter((top) => top.Childrens.length > 0);
  return (
    <div className="fk-shell-mega">
      <button
        ref={button}
        type="button"
        className="fk-button fk-shell-topbar-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {t('menu.megaMenu')}
      </button>
      <div ref={panel} id={panelId} className="fk-shell-mega-panel" hidden={!open}>
        {open ? (
          <nav aria-label={t('menu.megaMenuLabel')}>
            <section className="fk-shell-mega-block" aria-label={t('menu.mainBlock')}>
              <div className="fk-shell-mega-columns">
                {leaves.length > 0 ? (
                  <div className="fk-shell-mega-column">
                    <h3>{t('menu.quickLinks')}</h3>
                    <ul className="fk-shell-menu-list">
                      {leaves.map((top) => (
                        <li key={top.MenuId}>
                          <MenuLink item={top} onNavigate={close} />
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                {columns.map((top) => (
                  <div key={top.MenuId} className="fk-shell-mega-column">
                    <h3>{top.MenuName}</h3>
                    <MenuTree items={top.Childrens} onNavigate={close} />
                  </div>
                ))}
              </div>
            </section>
            {layout.reports ? (
              <Block top={layout.reports} label={t('menu.reportsBlock')} close={close} />
            ) : null}
            {layout.admin ? <Block top={layout.admin} label={t('menu.adminBlock')} close={close} /> : null}
          </nav>
        ) : null}
      </div>
    </div>
  );
}
