import { describe, expect, it } from 'vitest';
import { dayKey, withDateSeparators } from './days';

const now = new Date(2026, 10, 22, 15, 30);

describe("date separators ('Today', 'Yesterday' or a date) come before the first message of each day", () => {
  it('puts one separator per day, display type 0, before messages of type 1', () => {
    const days = [new Date(2026, 10, 20, 9), new Date(2026, 10, 21, 11), new Date(2026, 10, 22, 8)];
    const rows = withDateSeparators(days, (d) => d, now);
    expect(rows.map((r) => r.type)).toEqual([0, 1, 0, 1, 0, 1]);
    expect(rows[0]).toMatchObject({ day: 'other', text: '20/11/2026' });
    expect(rows[2]).toMatchObject({ day: 'yesterday', text: '21/11/2026' });
    expect(rows[4]).toMatchObject({ day: 'today' });
  });

  it('yesterday is the calendar day before, across a month and a year', () => {
    const newYear = new Date(2027, 0, 1, 0, 5);
    const rows = withDateSeparators([new Date(2026, 11, 31, 23, 50)], (d) => d, newYear);
    expect(rows[0]).toMatchObject({ day: 'yesterday' });
  });

  it('a day is the local calendar day: midnight starts a new one, late evening is still the same', () => {
    const rows = withDateSeparators(
      [new Date(2026, 10, 21, 0, 0), new Date(2026, 10, 21, 23, 59), new Date(2026, 10, 22, 0, 0)],
      (d) => d,
      now,
    );
    expect(rows.filter((r) => r.type === 0).map((r) => r.type === 0 && r.key)).toEqual([
      '2026-11-21',
      '2026-11-22',
    ]);
  });

  it('a day that comes back after another day gets its separator again (the log is in time order)', () => {
    const rows = withDateSeparators([1, 2, 1], (d) => new Date(2026, 10, 20 + d, 12), now);
    expect(rows.map((r) => r.type)).toEqual([0, 1, 0, 1, 0, 1]);
  });

  it('the same day of another month or year is another day', () => {
    expect(dayKey(new Date(2026, 9, 22))).not.toBe(dayKey(new Date(2026, 10, 22)));
    expect(dayKey(new Date(2025, 10, 22))).not.toBe(dayKey(new Date(2026, 10, 22)));
  });

  it('no messages, no separators', () => expect(withDateSeparators([], (d: Date) => d, now)).toEqual([]));

  it('each message row carries its message', () => {
    const rows = withDateSeparators([{ id: 7, at: now }], (m) => m.at, now);
    expect(rows[1]).toEqual({ type: 1, item: { id: 7, at: now } });
  });
});
