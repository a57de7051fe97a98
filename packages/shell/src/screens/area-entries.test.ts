import type { MenuItem } from '@fieldkit/core/contract';
import { describe, expect, test } from 'vitest';
import { areaOfPage, menuEntriesOfArea } from './area-entries';

const entry = (MenuId: number, UiPageName: string, Childrens: MenuItem[] = []): MenuItem => ({
  MenuId,
  MenuName: `Menu ${MenuId}`,
  ParentMenuId: 0,
  UiPageName,
  Icon: '',
  IsExternal: false,
  ActClass: '',
  Childrens,
});

describe('an area opens on a landing screen listing that area’s menu entries for the user', () => {
  test('entries are found at any depth by the first segment of their page', () => {
    const tree = [
      entry(1, '/home'),
      entry(73, '', [entry(74, '', [entry(741, '/reports/dashboards?id=12'), entry(742, '/dashboards/x')])]),
    ];
    expect(menuEntriesOfArea(tree, 'reports').map((e) => e.MenuId)).toEqual([741]);
    expect(menuEntriesOfArea(tree, 'dashboards').map((e) => e.MenuId)).toEqual([742]);
  });
  test('aliases belong to the area they lead into', () => {
    expect(areaOfPage('managecustomers')).toBe('customview');
    expect(areaOfPage('createpm')).toBe('pm');
    expect(areaOfPage('/admin/company')).toBe('company');
    expect(areaOfPage('https://example.com')).toBeNull();
  });
});
