import type { MenuItem } from '@fieldkit/core/contract';
import { MenuLink } from './MenuLink';

/** Props of {@link SideMenuGroup}. */
export interface SideMenuGroupProps {
  item: MenuItem;
  /** The id of its list of entries. */
  id: string;
  expanded: boolean;
  onToggle: () => void;
}

/** An accordion group of the side menu's tree: its name as a button that shows or hides its entries. */
export function SideMenuGroup({ item, id, expanded, onToggle }: SideMenuGroupProps) {
  return (
    <li>
      <button
        type="button"
        className="fk-shell-side-group"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={onToggle}
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
}
