import { describe, expect, it } from 'vitest';
import { type Clone, distinctClones, duplicatesVerdict } from './duplicates';

const clone = (lines: number, a: [string, number], b: [string, number]): Clone => ({
  lines,
  firstFile: { name: a[0], start: a[1], end: a[1] + lines - 1 },
  secondFile: { name: b[0], start: b[1], end: b[1] + lines - 1 },
});

describe('duplicates ratchet', () => {
  it('fails when the count grows above the recorded ceiling, passes at or below it', () => {
    expect(duplicatesVerdict(4, 3).ok).toBe(false);
    expect(duplicatesVerdict(4, 3).message).toContain('more than the 3 recorded');
    expect(duplicatesVerdict(3, 3)).toEqual({ ok: true, message: '3 repeated blocks, as recorded.' });
  });

  it('asks for the ceiling to be lowered when the count falls', () => {
    const verdict = duplicatesVerdict(1, 3);
    expect(verdict.ok).toBe(true);
    expect(verdict.message).toContain('lower the ceiling in scripts/duplicates.json to 1');
  });

  it('counts a block reported twice (tsx, then its embedded JavaScript) once', () => {
    const whole = clone(20, ['a.tsx', 43], ['b.tsx', 9]);
    const inside = clone(8, ['a.tsx', 50], ['b.tsx', 16]);
    const elsewhere = clone(8, ['a.tsx', 50], ['c.tsx', 16]);
    expect(distinctClones([inside, whole, elsewhere])).toEqual([whole, elsewhere]);
  });
});
