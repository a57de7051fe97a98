import { describe, expect, it } from 'vitest';
import { callSeconds, formatCallTime } from './call-time';

describe('the call timer counts seconds', () => {
  it('shows mm:ss under an hour and hh:mm:ss from an hour on', () => {
    expect(formatCallTime(0)).toBe('00:00');
    expect(formatCallTime(65)).toBe('01:05');
    expect(formatCallTime(3599)).toBe('59:59');
    expect(formatCallTime(3600)).toBe('01:00:00');
    expect(formatCallTime(36_061)).toBe('10:01:01');
  });

  it('counts whole seconds from the start, never below 0', () => {
    expect(callSeconds(1_000, 2_999)).toBe(1);
    expect(callSeconds(5_000, 1_000)).toBe(0);
    expect(formatCallTime(-3)).toBe('00:00');
  });
});
