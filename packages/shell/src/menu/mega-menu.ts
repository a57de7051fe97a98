import type { MenuItem } from '@fieldkit/core/contract';

/** Parent menu id whose entries form the Reports column block. */
export const REPORTS_PARENT_ID = 73;
/** Parent menu id whose entries form the Admin column block. */
export const ADMIN_PARENT_ID = 82;

/** The detailed mega-menu: main columns, and the Reports and Admin blocks when they have something to show. */
export interface MegaMenuLayout {
  main: MenuItem[];
  reports: MenuItem | null;
  admin: MenuItem | null;
}

const hasChildren = (entries: MenuItem[]) => entries.some((entry) => entry.Childrens.length > 0);

/**
 * Groups the menu tree by parent: the entries under 73 go to a Reports block, under 82 to an Admin block, the
 * others (1 included) to the main columns. A block shows only when one of its entries has children.
 */
export function megaMenuLayout(tree: MenuItem[]): MegaMenuLayout {
  const layout: MegaMenuLayout = { main: [], reports: null, admin: null };
  for (const top of tree) {
    if (top.MenuId === REPORTS_PARENT_ID) layout.reports = hasChildren(top.Childrens) ? top : null;
    else if (top.MenuId === ADMIN_PARENT_ID) layout.admin = hasChildren(top.Childrens) ? top : null;
    else layout.main.push(top);
  }
  return layout;
}
