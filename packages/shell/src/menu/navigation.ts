import type { MenuItem } from '@fieldkit/core/contract';

/** Where a menu entry leads: nowhere, a new tab, a full reload of this window, or a route of the app. */
export type MenuTarget =
  | { kind: 'none' }
  | { kind: 'newTab'; url: string }
  | { kind: 'reload'; url: string }
  | { kind: 'route'; to: string };

/** What the rules need besides the entry: the id codec for the integration target and the current path. */
export interface MenuTargetContext {
  encode(value: string): Promise<string>;
  currentPath: string;
}

const ALIASES: Record<string, string> = {
  managecustomers: '/customview/customer',
  createpm: '/pm/pm?create=true',
  '/pm/pmequipmentcreate': '/pm/pmequipment?create=true',
  '/project/createproject': '/project?create=true',
  '/admin/company': '/company/company',
  '/workorder/createworkorder': '/workorder/createworkorder/0',
};

/** The navigation rules of a menu entry's UiPageName (spec section 2, "Menu entry navigation"). */
export async function menuTarget(
  item: Pick<MenuItem, 'MenuName' | 'UiPageName' | 'IsExternal'>,
  context: MenuTargetContext,
): Promise<MenuTarget> {
  const page = item.UiPageName.trim();
  if (!page) return { kind: 'none' };
  if (/^https?:\/\//i.test(page)) {
    return item.IsExternal
      ? { kind: 'newTab', url: page }
      : { kind: 'reload', url: `${context.currentPath}?uri=${encodeURIComponent(page)}` };
  }
  const alias = ALIASES[page];
  if (alias) return { kind: 'route', to: alias };
  const url = new URL(page.startsWith('/') ? page : `/${page}`, 'http://app.invalid');
  const targ = url.searchParams.get('targ');
  if (url.pathname.startsWith('/integration/client') && targ !== null) {
    const encoded = await context.encode(targ);
    return { kind: 'route', to: `/integration/client?targ=${encodeURIComponent(encoded)}&proc=true` };
  }
  const dashboardId = url.searchParams.get('id');
  if (url.pathname === '/reports/dashboards' && dashboardId !== null) {
    return { kind: 'route', to: `/reports/dashboards/${encodeURIComponent(dashboardId)}` };
  }
  const typeId = url.searchParams.get('typeid');
  if (url.pathname.startsWith('/reports') && typeId !== null) {
    const query = new URLSearchParams({ name: item.MenuName, typeid: typeId });
    return { kind: 'route', to: `${url.pathname}?${query}` };
  }
  return { kind: 'route', to: `${url.pathname}${url.search}` };
}
