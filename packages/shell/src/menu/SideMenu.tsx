import type { MenuItem } from '@fieldkit/core/contract';
import { useMediaQuery, useTranslation } from '@fieldkit/ui';
import { useEffect, useId, useReducer } from 'react';
import { useLocation } from 'react-router';
import { MenuIcon } from './MenuIcon';
import { MenuLink } from './MenuLink';
import { useMenu } from './MenuProvider';
import { initialSideMenu, sideMenuReducer } from './side-menu-state';

/** Where the side menu keeps to its icons: the width of a phone (as the stylesheet's phone rules). */
const PHONE_QUERY = '(max-width: 600px)';

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  /** Lets several accordion groups stay open at once. */
  allowMultipleGroups?: boolean;
}

/**
 * The side menu: first-level icons per top menu; one opens its second-level expandable tree. Escape closes the
 * tree; the hide/show control switches the narrow mode (icons only).
 */
export function SideMenu({ allowMultipleGroups = false }: SideMenuProps) {
  const { t } = useTranslation('shell');
  const { items } = useMenu();
  const [state, dispatch] = useReducer(sideMenuReducer, initialSideMenu);
  const { pathname } = useLocation();
  const baseId = useId();
  const open = items.find((item) => item.MenuId === state.openId) ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: navigating closes the tree.
  useEffect(() => dispatch({ type: 'navigate' }), [pathname]);

  const group = (item: MenuItem) => {
    const expanded = state.openGroups.includes(item.MenuId);
    const id = `${baseId}-group-${item.MenuId}`;
    return (
      <li key={item.MenuId}>
        <button
          type="button"
          className="fk-shell-side-group"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => dispatch({ type: 'group', id: item.MenuId, allowMultiple: allowMultipleGroups })}
        >
          {item.MenuName}
        </button>
        <ul id={id} className="fk-shell-menu-list" hidden={!expanded}>
          {item.Childrens.map((child) => (
            <li key={child.MenuId}>
              <MenuLink item={child} />
            </li>
          ))}
        </ul>
      </li>
    );
  };

  // A phone has no room for the labels: the menu is its icons (each keeps its name), with nothing to toggle.
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <nav
      className="fk-shell-side"
      aria-label={t('menu.sideMenu')}
      data-fk-narrow={state.narrow || phone ? 'true' : undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && state.openId !== null) dispatch({ type: 'close' });
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
                  group(child)
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
  );
}
