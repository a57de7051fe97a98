import { describe, expect, it } from 'vitest';
import { logWindow, windowEndKey } from './logWindow';

const items = Array.from({ length: 200 }, (_, i) => ({ id: i + 1 }));
const keyOf = (item: { id: number }) => item.id;

describe('a long log renders a window of at most `max` entries', () => {
  it('following the newest, the window holds the newest `max` entries', () =>
    expect(logWindow(items, keyOf, null, 120)).toEqual({ start: 80, end: 200 }));

  it('a window that ends at an entry holds that entry and the ones before it', () =>
    expect(logWindow(items, keyOf, 150, 120)).toEqual({ start: 30, end: 150 }));

  it('a short log is shown whole', () =>
    expect(logWindow(items.slice(0, 10), keyOf, null, 120)).toEqual({ start: 0, end: 10 }));

  it('an end entry that is gone (the log was cleared or replaced) follows the newest again', () =>
    expect(logWindow(items, keyOf, 999, 120)).toEqual({ start: 80, end: 200 }));
});

describe('a window is kept by the key of its last entry, or follows the newest', () => {
  it('a window that ends before the newest entry is kept by the key of its last entry', () =>
    expect(windowEndKey(items, keyOf, 170)).toBe(170));

  it('a window that reaches the newest entry, or would pass it, follows the newest (null)', () => {
    expect(windowEndKey(items, keyOf, 200)).toBeNull();
    expect(windowEndKey(items, keyOf, 210)).toBeNull();
  });

  it('kept by its key, the window stays on its entries when newer ones arrive', () => {
    const end = windowEndKey(items, keyOf, 170);
    expect(logWindow([...items, { id: 201 }], keyOf, end, 120)).toEqual({ start: 50, end: 170 });
  });
});
