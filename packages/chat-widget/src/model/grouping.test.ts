import { describe, expect, it } from 'vitest';
import { continuedKeys, continuesGroup, GROUP_WITHIN_MS } from './grouping';

const T = Date.parse('2026-11-27T10:00:00');
const at = (from: number, ms: number, notice = false) => ({ from, at: T + ms, notice });

describe('consecutive messages of one person within a few minutes group together', () => {
  it('joins the same person within 5 minutes, not after, not another person, not a server line', () => {
    expect(continuesGroup(undefined, at(1, 0))).toBe(false);
    expect(continuesGroup(at(1, 0), at(1, GROUP_WITHIN_MS))).toBe(true);
    expect(continuesGroup(at(1, 0), at(1, GROUP_WITHIN_MS + 1))).toBe(false);
    expect(continuesGroup(at(1, 0), at(2, 1000))).toBe(false);
    expect(continuesGroup(at(1, 0, true), at(1, 1000))).toBe(false);
    expect(continuesGroup(at(1, 0), at(1, 1000, true))).toBe(false);
  });

  it('a new day starts a new group, even a minute apart', () => {
    const lateEvening = Date.parse('2026-11-27T23:59:30');
    expect(continuesGroup({ from: 1, at: lateEvening }, { from: 1, at: lateEvening + 60_000 })).toBe(false);
  });

  it('names the entries that continue a group, in log order', () => {
    const log = [
      { id: 'a', ...at(1, 0) },
      { id: 'b', ...at(1, 60_000) },
      { id: 'c', ...at(2, 90_000) },
      { id: 'd', ...at(2, 100_000) },
      { id: 'e', ...at(2, 100_000 + GROUP_WITHIN_MS + 1) },
    ];
    expect([
      ...continuedKeys(
        log,
        (e) => e.id,
        (e) => e,
      ),
    ]).toEqual(['b', 'd']);
  });
});
