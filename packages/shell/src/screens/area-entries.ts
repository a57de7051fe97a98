import type { MenuItem } from '@fieldkit/core/contract';

const ALIAS_AREAS: Record<string, string> = {
  managecustomers: 'customview',
  createpm: 'pm',
};

/** The area a UiPageName leads into: its first path segment (aliases resolved). */
export function areaOfPage(page: string): string | null {
  const alias = ALIAS_AREAS[page];
  if (alias) return alias;
  if (!page.startsWith('/')) return null;
  const area = page.split(/[/?]/)[1] ?? '';
  if (page === '/admin/company') return 'company';
  return area || null;
}

/** Every entry of the menu tree, depth first, whose page lies in the area. */
export function menuEntriesOfArea(tree: readonly MenuItem[], area: string): MenuItem[] {
  const out: MenuItem[] = [];
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (item.UiPageName && areaOfPage(item.UiPageName) === area) out.push(item);
      walk(item.Childrens);
    }
  };
  walk(tree);
  return out;
}
