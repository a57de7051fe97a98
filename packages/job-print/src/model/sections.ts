import { type JobTravel, PRINT_SETTING_TYPE, type PrintSetting } from '@fieldkit/core/contract';

/** The sections the printout shows: enabled (IsEnabled 1) sections (SettingTypeId 2), in their OrderId order. */
export function printSections(settings: readonly PrintSetting[]): PrintSetting[] {
  return settings
    .filter((s) => s.SettingTypeId === PRINT_SETTING_TYPE.Section && s.IsEnabled === 1)
    .sort((a, b) => a.OrderId - b.OrderId || a.SettingId - b.SettingId);
}

/** Whether a print setting (a section or any other) is on. */
export function settingOn(settings: readonly PrintSetting[], settingId: number): boolean {
  return settings.some((s) => s.SettingId === settingId && s.IsEnabled === 1);
}

/** The caption a setting gives (a signature's label); `fallback` when it has none. */
export function settingCaption(
  settings: readonly PrintSetting[],
  settingId: number,
  fallback: string,
): string {
  return settings.find((s) => s.SettingId === settingId)?.Caption.trim() || fallback;
}

/** The travel section (section 20) shows only when worked time or a travel duration is present (spec section 9). */
export function hasTravel(travel: JobTravel | null | undefined): boolean {
  return !!travel && (travel.AWorkduration > 0 || travel.ATravelDuration > 0);
}
