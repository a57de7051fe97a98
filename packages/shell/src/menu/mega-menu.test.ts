import type { MenuItem } from '@fieldkit/core/contract';
import { describe, expect, test } from 'vitest';
import { megaMenuLayout } from './mega-menu';

const entry = (MenuId: number, ParentMenuId: number, Childrens: MenuItem[] = []): MenuItem => ({
  MenuId,
  ParentMenuId,
  MenuName: `Menu ${MenuId}`,
  UiPageName: '',
  Icon: '',
  IsExternal: false,
  ActClass: '',
  Childrens,
});

describe('the mega-menu groups entries by parent: 73 Reports, 82 Admin, 1 and all others main', () => {
  test('entries under 73 and 82 form their blocks, the others the main columns', () => {
    const tree = [
      entry(1, 0),
      entry(10, 0, [entry(11, 10)]),
      entry(73, 0, [entry(74, 73, [entry(741, 74)])]),
      entry(82, 0, [entry(83, 82, [entry(831, 83)])]),
    ];
    const layout = megaMenuLayout(tree);
    expect(layout.main.map((m) => m.MenuId)).toEqual([1, 10]);
    expect(layout.reports?.MenuId).toBe(73);
    expect(layout.admin?.MenuId).toBe(82);
  });
});

describe('the Admin and Reports blocks show only if one of their entries has children', () => {
  test('blocks whose entries have no children are hidden', () => {
    const tree = [entry(73, 0, [entry(74, 73)]), entry(82, 0, [entry(83, 82)])];
    expect(megaMenuLayout(tree)).toEqual({ main: [], reports: null, admin: null });
  });
});
