import type { SessionInfo } from '@fieldkit/core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { pollSmsEmailCounts, SMS_EMAIL_POLL_MS } from './sms-email-poll';

const session = {
  CompanyId: 2,
  MaxRoleGroup: 2,
  VendorId: 0,
  LoginId: 2,
  TimeZoneId: 'Europe/London',
} as SessionInfo;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SMS and e-mail alerts depend on settings 320 and 321 and are polled every 90,000 ms', () => {
  test('both counts are asked at once and again after 90,000 ms, never after the stop', async () => {
    const types: number[] = [];
    const api = {
      shell: {
        getSmsEmailCount: async ({ body }: { body: { Type: number } }) => {
          types.push(body.Type);
          return { Count: body.Type === 1 ? 2 : 1 };
        },
      },
    };
    const seen: unknown[] = [];
    const stop = pollSmsEmailCounts({
      api: api as never,
      session,
      settings: { 320: '1', 321: '1' },
      onCounts: (c) => seen.push(c),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([{ smsCount: 2, emailCount: 1 }]);
    await vi.advanceTimersByTimeAsync(SMS_EMAIL_POLL_MS - 1);
    expect(types).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(types).toHaveLength(4);
    stop();
    await vi.advanceTimersByTimeAsync(SMS_EMAIL_POLL_MS * 2);
    expect(types).toHaveLength(4);
  });

  test('a setting that is off is not asked and counts 0', async () => {
    const types: number[] = [];
    const api = {
      shell: {
        getSmsEmailCount: async ({ body }: { body: { Type: number } }) => {
          types.push(body.Type);
          return { Count: 5 };
        },
      },
    };
    const seen: unknown[] = [];
    const stop = pollSmsEmailCounts({
      api: api as never,
      session,
      settings: { 320: '0', 321: '1' },
      onCounts: (c) => seen.push(c),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(types).toEqual([1]);
    expect(seen).toEqual([{ smsCount: 5, emailCount: 0 }]);
    stop();
  });
});
