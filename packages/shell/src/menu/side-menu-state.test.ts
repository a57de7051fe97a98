import { describe, expect, test } from 'vitest';
import { initialSideMenu, sideMenuReducer } from './side-menu-state';

describe('side menu: a different top item opens it, the same item toggles it, navigating closes it', () => {
  test('open, switch, toggle, navigate', () => {
    let state = sideMenuReducer(initialSideMenu, { type: 'top', id: 10 });
    expect(state.openId).toBe(10);
    state = sideMenuReducer(state, { type: 'top', id: 20 });
    expect(state.openId).toBe(20);
    state = sideMenuReducer(state, { type: 'top', id: 20 });
    expect(state.openId).toBeNull();
    state = sideMenuReducer(sideMenuReducer(state, { type: 'top', id: 30 }), { type: 'navigate' });
    expect(state.openId).toBeNull();
  });
});

describe('the narrow mode toggles collapsed or expanded with the hide/show control', () => {
  test('toggles', () => {
    const narrow = sideMenuReducer(initialSideMenu, { type: 'toggleNarrow' });
    expect(narrow.narrow).toBe(true);
    expect(sideMenuReducer(narrow, { type: 'toggleNarrow' }).narrow).toBe(false);
  });
});

describe('accordion groups: one open at a time unless multiple are allowed', () => {
  test('one at a time', () => {
    let state = sideMenuReducer(initialSideMenu, { type: 'group', id: 1, allowMultiple: false });
    state = sideMenuReducer(state, { type: 'group', id: 2, allowMultiple: false });
    expect(state.openGroups).toEqual([2]);
    expect(sideMenuReducer(state, { type: 'group', id: 2, allowMultiple: false }).openGroups).toEqual([]);
  });
  test('several when allowed', () => {
    let state = sideMenuReducer(initialSideMenu, { type: 'group', id: 1, allowMultiple: true });
    state = sideMenuReducer(state, { type: 'group', id: 2, allowMultiple: true });
    expect(state.openGroups).toEqual([1, 2]);
  });
});
