import { describe, expect, test } from 'vitest';
import type { MenusTable } from '../../db/schema';
import { buildMenuTree } from './menu-tree';

function row(menu_id: number, parent_menu_id: number): MenusTable {
  return {
    company_id: 2,
    language_id: 1,
    menu_id,
    parent_menu_id,
    menu_name: `m${menu_id}`,
    ui_page_name: '',
    icon: '',
    is_external: 0,
    act_class: '',
    sort_order: menu_id,
    min_role_group: 0,
  };
}

describe('the menu tree is built from ParentMenuId', () => {
  test('entries nest under their parents, in order, at any depth', () => {
    const tree = buildMenuTree([row(1, 0), row(73, 0), row(74, 73), row(741, 74), row(75, 73)]);
    expect(tree.map((m) => m.MenuId)).toEqual([1, 73]);
    expect(tree[1]!.Childrens.map((m) => m.MenuId)).toEqual([74, 75]);
    expect(tree[1]!.Childrens[0]!.Childrens[0]!.MenuId).toBe(741);
  });

  test('an entry whose parent is not visible is left out', () => {
    expect(buildMenuTree([row(1, 0), row(831, 83)]).map((m) => m.MenuId)).toEqual([1]);
  });
});
