import { describe, expect, test } from 'vitest';
import { releaseBadgeShown } from './release-badge';

describe('the release-note badge shows while today is before a release date plus a number of days', () => {
  const note = { ReleaseDate: '2026-11-01', BadgeDays: 14 };
  test('day 13 after the release shows it', () => {
    expect(releaseBadgeShown([note], new Date(2026, 10, 14))).toBe(true);
  });
  test('day 14 after the release hides it', () => {
    expect(releaseBadgeShown([note], new Date(2026, 10, 15))).toBe(false);
  });
  test('no notes, no badge', () => {
    expect(releaseBadgeShown([], new Date(2026, 10, 2))).toBe(false);
  });
});
