import { describe, expect, it } from 'vitest';
import { shownSelection, toggleRows, toggleShown } from './rowSelection';

const shown = [1, 2, 3, 4, 5];

describe('rows are selected one by one, or by range from the row toggled last', () => {
  it('toggles one row', () => {
    expect([...toggleRows(shown, new Set(), 3)]).toEqual([3]);
    expect([...toggleRows(shown, new Set([3]), 3)]).toEqual([]);
  });

  it('a range takes the new state of the row that ends it, either way', () => {
    expect([...toggleRows(shown, new Set([2]), 4, { anchor: 2, range: true })].sort()).toEqual([2, 3, 4]);
    expect([...toggleRows(shown, new Set([1, 2, 3, 4, 5]), 2, { anchor: 4, range: true })].sort()).toEqual([
      1, 5,
    ]);
  });

  it('without an anchor still shown, a range is the one row', () => {
    expect([...toggleRows(shown, new Set(), 4, { anchor: 99, range: true })]).toEqual([4]);
    expect([...toggleRows(shown, new Set(), 4, { range: true })]).toEqual([4]);
  });
});

describe('the shown rows all at once', () => {
  it('says all, some or none', () => {
    expect(shownSelection(shown, new Set(shown))).toBe('all');
    expect(shownSelection(shown, new Set([9, 2]))).toBe('some');
    expect(shownSelection(shown, new Set([9]))).toBe('none');
    expect(shownSelection([], new Set())).toBe('none');
  });

  it('selects every shown row, or clears them when all were selected; rows of other pages stay', () => {
    expect([...toggleShown(shown, new Set([9, 2]))].sort()).toEqual([1, 2, 3, 4, 5, 9]);
    expect([...toggleShown(shown, new Set([...shown, 9]))]).toEqual([9]);
  });
});
