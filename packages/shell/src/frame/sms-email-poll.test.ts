import { type ConnectivityWindow, createConnectivity, type SessionInfo } from '@fieldkit/core';
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

describe('the SMS and e-mail poll pauses while the page is hidden or offline, and asks at once when it returns', () => {
  function browser() {
    const document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    const navigator = { onLine: true };
    const win: ConnectivityWindow = Object.assign(new EventTarget(), { navigator, document });
    const visibility = (state: string) => {
      document.visibilityState = state;
      document.dispatchEvent(new Event('visibilitychange'));
    };
    const network = (online: boolean) => {
      navigator.onLine = online;
      win.dispatchEvent(new Event(online ? 'online' : 'offline'));
    };
    return {
      connectivity: createConnectivity(win),
      hide: () => visibility('hidden'),
      show: () => visibility('visible'),
      offline: () => network(false),
      online: () => network(true),
    };
  }

  function poll(connectivity: ReturnType<typeof browser>['connectivity']) {
    const asked = { count: 0 };
    const api = {
      shell: {
        getSmsEmailCount: async () => {
          asked.count++;
          return { Count: 1 };
        },
      },
    };
    const stop = pollSmsEmailCounts({
      api: api as never,
      session,
      settings: { 320: '0', 321: '1' },
      onCounts: () => {},
      connectivity,
    });
    return { asked, stop };
  }

  test('no poll while the page is hidden; one at once when it shows, then every 90,000 ms', async () => {
    const page = browser();
    const { asked, stop } = poll(page.connectivity);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked.count).toBe(1);
    page.hide();
    await vi.advanceTimersByTimeAsync(SMS_EMAIL_POLL_MS * 3);
    expect(asked.count).toBe(1);
    page.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked.count).toBe(2);
    await vi.advanceTimersByTimeAsync(SMS_EMAIL_POLL_MS);
    expect(asked.count).toBe(3);
    stop();
  });

  test('no poll while offline; one at once when the browser is back online', async () => {
    const page = browser();
    const { asked, stop } = poll(page.connectivity);
    await vi.advanceTimersByTimeAsync(0);
    page.offline();
    await vi.advanceTimersByTimeAsync(SMS_EMAIL_POLL_MS * 2);
    expect(asked.count).toBe(1);
    page.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked.count).toBe(2);
    stop();
  });
});
