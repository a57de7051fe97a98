/** Company system settings by id, each value as the server stores it (a string). */
export type Settings = Readonly<Record<number, string>>;

/** The system settings the shell loads at start (spec section 7), in the spec's order. */
export const SYSTEM_SETTING_IDS = [
  21, 22, 65, 71, 84, 85, 94, 116, 117, 152, 168, 35, 262, 291, 292, 320, 321, 322, 363, 393, 409, 428, 451,
  462, 478, 522,
] as const;

/** Named ids of the settings whose meaning the spec gives (section 9). */
export const SettingId = {
  gridRows: 21,
  innerGridRows: 22,
  dateRange: 65,
  distanceUnit: 71,
  taxMode: 84,
  taxValue: 85,
  dashboardRange: 116,
  reportRange: 117,
  virtualScrollCount: 291,
  virtualScrollPage: 292,
  emailAlerts: 320,
  smsAlerts: 321,
  hideChat: 322,
  releaseNotes: 363,
  aiAssistant: 409,
  serviceNotes: 428,
  help: 451,
  changePassword: 478,
  inHouseCollectionDays: 522,
} as const;

/** Values used when the settings call fails (spec section 9): grid rows 25, inner grid rows 10, date range 60. */
export const DEFAULT_SETTINGS: Settings = { 21: '25', 22: '10', 65: '60' };

function positiveInt(settings: Settings, id: number): number {
  const value = Number(settings[id]);
  return Number.isInteger(value) && value > 0 ? value : Number(DEFAULT_SETTINGS[id]);
}

/** Rows per page of a grid (setting 21; 25 by default). */
export const gridRows = (settings: Settings): number => positiveInt(settings, SettingId.gridRows);

/** Rows per page of a grid inside another (setting 22; 10 by default). */
export const innerGridRows = (settings: Settings): number => positiveInt(settings, SettingId.innerGridRows);

/** Default date range in days (setting 65; 60 by default). */
export const dateRange = (settings: Settings): number => positiveInt(settings, SettingId.dateRange);

/** True when a setting holds the given value (`settingIs(s, 322, '0')` shows the chat icon). */
export function settingIs(settings: Settings, id: number, value: string | number): boolean {
  return settings[id] !== undefined && settings[id].trim() === String(value);
}

/** The default tax (spec section 9): setting 84 = 1 gives `Tax,{85}`, 2 gives `TG,{85}`, otherwise 0. */
export function defaultTax(settings: Settings): string | 0 {
  const taxValue = settings[SettingId.taxValue] ?? '';
  if (settingIs(settings, SettingId.taxMode, 1)) return `Tax,${taxValue}`;
  if (settingIs(settings, SettingId.taxMode, 2)) return `TG,${taxValue}`;
  return 0;
}
