import type { MenuItem } from '@fieldkit/core/contract';
import { MenuLink } from './MenuLink';

/** Nested lists of menu links; entries without a page are headings of their children. */
export function MenuTree({ items, onNavigate }: { items: MenuItem[]; onNavigate?: () => void }) {
  return (
    <ul className="fk-shell-menu-list">
      {items.map((item) => (
        <li key={item.MenuId}>
          {item.UiPageName ? (
            <MenuLink item={item} onNavigate={onNavigate} />
          ) : (
            <span className="fk-shell-menu-heading">{item.MenuName}</span>
          )}
          {item.Childrens.length > 0 ? <MenuTree items={item.Childrens} onNavigate={onNavigate} /> : null}
        </li>
      ))}
    </ul>
  );
}
