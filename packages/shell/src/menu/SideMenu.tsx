import { useTranslation } from '@fieldkit/ui';
import { useEffect, useId, useReducer, useRef } from 'react';
import { useLocation } from 'react-router';
import { usePhone } from '../frame/usePhone';
import { MenuIcon } from './MenuIcon';
import { MenuLink } from './MenuLink';
import { useMenu } from './MenuProvider';
import { useSideMenuDrawer } from './SideMenuDrawer';
import { SideMenuGroup } from './SideMenuGroup';
import { initialSideMenu, sideMenuReducer } from './side-menu-state';
import { useDrawerFocus } from './useDrawerFocus';

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  /** Lets several accordion groups stay open at once. */
  allowMultipleGroups?: boolean;
}

/**
 * The side menu: first-level icons per top menu; one opens its second-level expandable tree. Escape closes the
 * tree, the focus going back to the entry that opened it; the hide/show control switches the narrow mode (icons only). On a phone it is a drawer over the screen,
 * closed until the top bar's button opens it: the focus goes into it, and Escape, a press outside it, the focus
 * leaving it or a navigation closes it.
 */
export function SideMenu({ allowMultipleGroups = false }: SideMenuProps) {
  const { t } = useTranslation('shell');
  const { items } = useMenu();
  const [state, dispatch] = useReducer(sideMenuReducer, initialSideMenu);
  const { pathname } = useLocation();
  const baseId = useId();
  const open = items.find((item) => item.MenuId === state.openId) ?? null;
  const phone = usePhone();
  const drawer = useSideMenuDrawer();
  const nav = useRef<HTMLElement>(null);
  const drawerOpen = phone && drawer.open;
  const { setOpen: setDrawerOpen, toggle } = drawer;

  // biome-ignore lint/correctness/useExhaustiveDependencies: navigating closes the tree and the drawer.
  useEffect(() => {
    dispatch({ type: 'navigate' });
    setDrawerOpen(false);
  }, [pathname]);
  useDrawerFocus(drawerOpen, nav, drawer);

  return (
    <>
      {drawerOpen ? <div className="fk-shell-side-backdrop" aria-hidden="true" /> : null}
      <nav
        ref={nav}
        id={drawer.menuId || undefined}
        className="fk-shell-side"
        aria-label={t('menu.sideMenu')}
        data-fk-narrow={state.narrow && !phone ? 'true' : undefined}
        data-fk-drawer={phone ? 'true' : undefined}
        hidden={phone && !drawer.open}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || state.openId === null || phone) return;
          // The focus leaves the tree before it closes: on the top entry that opened it, never on the page's body.
          const tree = event.currentTarget.querySelector(`[id="${baseId}-tree"]`);
          if (tree?.contains(event.target as Node))
            event.currentTarget
              .querySelector<HTMLElement>(`[aria-controls="${baseId}-tree"][aria-expanded="true"]`)
              ?.focus();
          dispatch({ type: 'close' });
        }}
        onBlur={(event) => {
          // Tabbing out of the drawer closes it: nothing it covers ever has the focus.
          const next = event.relatedTarget;
          if (
            drawerOpen &&
            next instanceof Node &&
            !event.currentTarget.contains(next) &&
            next !== toggle.current
          )
            setDrawerOpen(false);
        }}
      >
        {phone ? null : (
          <button
            type="button"
            className="fk-shell-side-toggle"
            aria-pressed={state.narrow}
            onClick={() => dispatch({ type: 'toggleNarrow' })}
          >
            {state.narrow ? t('menu.showSideMenu') : t('menu.hideSideMenu')}
          </button>
        )}
        <ul className="fk-shell-side-icons">
          {items.map((item) => (
            <li key={item.MenuId}>
              {item.Childrens.length === 0 ? (
                <MenuLink item={item} className="fk-shell-side-item">
                  <MenuIcon name={item.Icon} />
                  <span className="fk-shell-side-label">{item.MenuName}</span>
                </MenuLink>
              ) : (
                <button
                  type="button"
                  className="fk-shell-side-item"
                  aria-expanded={state.openId === item.MenuId}
                  aria-controls={`${baseId}-tree`}
                  onClick={() => dispatch({ type: 'top', id: item.MenuId })}
                >
                  <MenuIcon name={item.Icon} />
                  <span className="fk-shell-side-label">{item.MenuName}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
        <div id={`${baseId}-tree`} className="fk-shell-side-tree" hidden={!open}>
          {open ? (
            <>
              <h2>{open.MenuName}</h2>
              <ul className="fk-shell-menu-list">
                {open.Childrens.map((child) =>
                  child.Childrens.length > 0 ? (
                    <SideMenuGroup
                      key={child.MenuId}
                      item={child}
                      id={`${baseId}-group-${child.MenuId}`}
                      expanded={state.openGroups.includes(child.MenuId)}
                      onToggle={() =>
                        dispatch({ type: 'group', id: child.MenuId, allowMultiple: allowMultipleGroups })
                      }
                    />
                  ) : (
                    <li key={child.MenuId}>
                      <MenuLink item={child} />
                    </li>
                  ),
                )}
              </ul>
            </>
          ) : null}
        </div>
      </nav>
    </>
  );
}
