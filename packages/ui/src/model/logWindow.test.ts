import { describe, expect, it } from 'vitest';
import { logWindow, newerEnd, olderEnd, oldestEnd } from './logWindow';

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

describe('reaching an end moves the window by a step', () => {
  it('towards the oldest: the window ends `step` entries earlier', () =>
    expect(olderEnd(items, keyOf, { start: 80, end: 200 }, 120, 30)).toBe(170));

  it('towards the oldest it never shows fewer than `max` entries', () =>
    expect(olderEnd(items, keyOf, { start: 10, end: 130 }, 120, 30)).toBe(120));

  it('towards the newest: the window ends `step` entries later', () =>
    expect(newerEnd(items, keyOf, { start: 20, end: 140 }, 30)).toBe(170));

  it('reaching the newest entry follows it again (null)', () =>
    expect(newerEnd(items, keyOf, { start: 60, end: 180 }, 30)).toBeNull());

  it('after an older page arrived, the window shows the oldest entries', () => {
    expect(oldestEnd(items, keyOf, 120)).toBe(120);
    expect(oldestEnd(items.slice(0, 100), keyOf, 120)).toBeNull();
  });
});
