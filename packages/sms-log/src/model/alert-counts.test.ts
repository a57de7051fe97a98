import { createFieldkit, createMemoryStorage } from '@fieldkit/core';
import { demoSession, json, testConfigInput } from '@fieldkit/core/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AlertCounts, createAlertCounts } from './alert-counts';

const made: AlertCounts[] = [];
afterEach(() => {
  for (const counts of made.splice(0)) counts.dispose();
  vi.useRealTimers();
});

/** The counts against a stand-in of the server's count and settings calls, which records what it was asked. */
function setup(
  options: { settings?: Record<number, string>; companySettings?: Record<number, string> } = {},
) {
  const asked: Array<{ path: string; body: Record<string, unknown> }> = [];
  const unread: Record<number, number> = { 1: 3, 2: 1 };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = new URL(String(input)).pathname;
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    asked.push({ path, body });
    if (path.endsWith('/Notification/GetSmsEmailCount')) return json({ Count: unread[Number(body.Type)] });
    if (path.endsWith('/Company/GetSystemSettings'))
      return json(
        Object.entries(options.companySettings ?? {}).map(([id, value]) => ({
          SettingId: Number(id),
          SettingValue: value,
        })),
      );
    return json({ message: 'no route' }, 404);
  };
  const fieldkit = createFieldkit({
    config: { ...testConfigInput, smsEmailPollMs: 5000 },
    storage: createMemoryStorage(),
    fetch,
  });
  fieldkit.session.setState({
    token: 't',
    expiresAt: Date.now() + 3_600_000,
    session: demoSession,
    settings: options.settings ?? {},
  });
  const counts = createAlertCounts(fieldkit);
  made.push(counts);
  const countCalls = () => asked.filter((a) => a.path.endsWith('/GetSmsEmailCount'));
  return { counts, asked, unread, countCalls, state: () => counts.store.getState() };
}

describe('the alerts’ unread counts', () => {
  it('asks the kinds settings 321 (SMS) and 320 (e-mail) turn on, with the user’s company, role group, vendor, login and time zone', async () => {
    const { counts, countCalls, state } = setup({ settings: { 320: '1', 321: '1' } });
    await counts.start();
    await vi.waitFor(() => expect(state().known).toBe(true));
    expect(state().kinds).toEqual([1, 2]);
    expect(state().counts).toEqual({ 1: 3, 2: 1 });
    expect(countCalls().map((c) => c.body)).toEqual([
      {
        CompanyId: demoSession.CompanyId,
        MaxRoleGroup: demoSession.MaxRoleGroup,
        VendorId: demoSession.VendorId,
        LoginId: demoSession.LoginId,
        TimeZoneId: demoSession.TimeZoneId,
        Type: 1,
      },
      expect.objectContaining({ Type: 2 }),
    ]);
  });

  it('asks nothing for a kind that is off', async () => {
    const { counts, countCalls, state } = setup({ settings: { 320: '0', 321: '1' } });
    await counts.start();
    await vi.waitFor(() => expect(state().known).toBe(true));
    expect(state().kinds).toEqual([1]);
    expect(countCalls().map((c) => c.body.Type)).toEqual([1]);
  });

  it('an embedded widget without the app’s settings asks the company for 320 and 321 alone', async () => {
    const { counts, asked, state } = setup({ companySettings: { 320: '1', 321: '0' } });
    await counts.start();
    expect(asked[0]).toEqual({
      path: '/api/admin/Company/GetSystemSettings',
      body: { CompanyId: demoSession.CompanyId, SettingIds: [321, 320] },
    });
    await vi.waitFor(() => expect(state().known).toBe(true));
    expect(state().kinds).toEqual([2]);
  });

  it('polls every smsEmailPollMs of the runtime config, and refresh asks at once', async () => {
    vi.useFakeTimers();
    const { counts, countCalls, unread, state } = setup({ settings: { 321: '1' } });
    await counts.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(countCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(4999);
    expect(countCalls()).toHaveLength(1);
    unread[1] = 7;
    await vi.advanceTimersByTimeAsync(1);
    expect(countCalls()).toHaveLength(2);
    expect(state().counts[1]).toBe(7);
    unread[1] = 6;
    await counts.refresh();
    expect(state().counts[1]).toBe(6);
    counts.dispose();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(countCalls()).toHaveLength(3);
  });
});
