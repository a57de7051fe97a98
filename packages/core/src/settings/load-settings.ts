import type { PlatformContract } from '../contract/platform';
import type { ApiClient } from '../http/api-client';
import { DEFAULT_SETTINGS, type Settings, SYSTEM_SETTING_IDS } from './system-settings';

/** Loads the company's system settings; the spec's defaults when the call fails (already logged by the client). */
export async function loadSettings(
  api: Pick<ApiClient<PlatformContract>, 'company'>,
  companyId: number,
  ids: readonly number[] = SYSTEM_SETTING_IDS,
): Promise<Settings> {
  try {
    const values = await api.company.getSystemSettings({
      body: { CompanyId: companyId, SettingIds: [...ids] },
    });
    const settings: Record<number, string> = {};
    for (const { SettingId, SettingValue } of values) settings[SettingId] = SettingValue;
    return settings;
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}
