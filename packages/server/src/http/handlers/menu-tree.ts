import type { MenuItem } from '@fieldkit/core/contract';
import type { MenusTable } from '../../db/schema';

/** Builds the nested menu from flat rows (sorted by `sort_order`); entries whose parent is missing are dropped. */
export function buildMenuTree(rows: MenusTable[]): MenuItem[] {
  const items = new Map<number, MenuItem>();
  for (const row of rows) {
    items.set(row.menu_id, {
      MenuId: row.menu_id,
      MenuName: row.menu_name,
      ParentMenuId: row.parent_menu_id,
      UiPageName: row.ui_page_name,
      Icon: row.icon,
      IsExternal: row.is_external === 1,
      ActClass: row.act_class,
      Childrens: [],
    });
  }
  const roots: MenuItem[] = [];
  for (const row of rows) {
    const item = items.get(row.menu_id)!;
    if (row.parent_menu_id === 0) roots.push(item);
    else items.get(row.parent_menu_id)?.Childrens.push(item);
  }
  return roots;
}
