import { describe, expect, test } from 'vitest';
import { assistantClosesOnLeave } from './assistant-state';

describe('the assistant closes when the user leaves technician detail or library pages', () => {
  test.each([
    ['/technician/technicianadetails/a/b/c/d/WO-1', '/home', true],
    ['/technician/inhouseJobsDetails/a/b/c/d/WO-1/1', '/quote', true],
    ['/inventory/library', '/home', true],
    ['/home', '/quote', false],
    ['/technician/technicianadetails/a', '/technician/technicianadetails/a', false],
  ])('%s to %s closes: %s', (from, to, closes) => {
    expect(assistantClosesOnLeave(from, to)).toBe(closes);
  });
});
