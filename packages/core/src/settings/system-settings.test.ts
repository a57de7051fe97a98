import { describe, expect, it } from 'vitest';
import { RuntimeConfig } from '../contract/runtime-config';
import { createApiClient } from '../http/api-client';
import { createHttpClient } from '../http/http-client';
import { createNoticeStore } from '../notices/notice-store';
import { createMemoryStorage } from '../session/key-value-storage';
import { createSessionStore } from '../session/session-store';
import { fakeNetwork, json, testConfigInput } from '../testing/fake-network';
import { loadSettings } from './load-settings';
import {
  DEFAULT_SETTINGS,
  dateRange,
  defaultTax,
  gridRows,
  innerGridRows,
  SYSTEM_SETTING_IDS,
  settingIs,
} from './system-settings';

const settingsUrl = 'POST http://fk.test/api/admin/Company/GetSystemSettings';

function api(routes: Parameters<typeof fakeNetwork>[0]) {
  const network = fakeNetwork({ 'http://fk.test/api/inventory/Log/WebLog': json({ LogId: 1 }), ...routes });
  const http = createHttpClient({
    config: RuntimeConfig.parse(testConfigInput),
    session: createSessionStore({ storage: createMemoryStorage() }),
    notices: createNoticeStore(),
    signOut: () => {},
    fetch: network.fetch,
  });
  return { network, api: createApiClient(http) };
}

describe('system settings are loaded by the spec ids', () => {
  it('asks for the 26 ids of the spec for the company and maps id to value', async () => {
    const { network, api: client } = api({
      [settingsUrl]: json([
        { SettingId: 21, SettingValue: '50' },
        { SettingId: 322, SettingValue: '0' },
      ]),
    });
    const settings = await loadSettings(client, 7);
    expect(settings).toEqual({ 21: '50', 322: '0' });
    expect(JSON.parse(network.requests[0]?.body ?? '')).toEqual({
      CompanyId: 7,
      SettingIds: [
        21, 22, 65, 71, 84, 85, 94, 116, 117, 152, 168, 35, 262, 291, 292, 320, 321, 322, 363, 393, 409, 428,
        451, 462, 478, 522,
      ],
    });
    expect(SYSTEM_SETTING_IDS).toHaveLength(26);
  });
});

describe('defaults when settings fail: grid rows 25, inner grid rows 10, date range 60', () => {
  it('gives the defaults when the call fails', async () => {
    const { api: client } = api({ [settingsUrl]: json({ message: 'down' }, 500) });
    const settings = await loadSettings(client, 7);
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect([gridRows(settings), innerGridRows(settings), dateRange(settings)]).toEqual([25, 10, 60]);
  });

  it('the getters read the values, and fall back when a value is missing or not a number', () => {
    expect([gridRows({ 21: '50' }), innerGridRows({ 22: '5' }), dateRange({ 65: '30' })]).toEqual([
      50, 5, 30,
    ]);
    expect([gridRows({}), innerGridRows({ 22: 'x' }), dateRange({ 65: '0' })]).toEqual([25, 10, 60]);
  });

  it('settingIs compares the stored value', () => {
    expect(settingIs({ 322: '0' }, 322, 0)).toBe(true);
    expect(settingIs({ 322: '1' }, 322, '0')).toBe(false);
    expect(settingIs({}, 322, '0')).toBe(false);
  });
});

describe('default tax: setting 84 = 1 gives Tax,{85}; 2 gives TG,{85}; otherwise 0', () => {
  it('follows setting 84', () => {
    expect(defaultTax({ 84: '1', 85: '17' })).toBe('Tax,17');
    expect(defaultTax({ 84: '2', 85: '3' })).toBe('TG,3');
    expect(defaultTax({ 84: '0', 85: '3' })).toBe(0);
    expect(defaultTax({})).toBe(0);
  });
});
