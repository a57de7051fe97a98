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

/**
 * The captions a company's print settings start with: the product's own names, in English. A caption left as it
 * came is no name the company chose: a printout in another language says it in its own words.
 */
const DEFAULT_CAPTIONS: Readonly<Record<number, string>> = {
  1: 'SLA History',
  2: 'Equipment',
  3: 'Part Request',
  4: 'Shipping',
  5: 'RMA Part',
  6: 'Pricing',
  7: 'Special Instruction',
  8: 'Service Notes',
  9: 'Checklist Forms',
  10: 'Form Attachments',
  11: 'Attachments',
  12: 'Customer Signature',
  13: 'Feedback',
  14: 'Remarks',
  15: 'Technician',
  16: 'Customer',
  17: 'Supervisor',
  18: 'Technician Remarks',
  19: 'Billing Address',
  20: 'Travel / Conveyance',
  21: 'Print Notes',
};

/**
 * The caption a setting gives (a section's heading, a signature box's label): the company's own, or `text` (the
 * printout's, in its language) when it has none. A caption the company left as it came (the product's English
 * name) gives way to `text` in a printout in another language: one whose `text` is not the built-in `english`.
 */
export function settingCaption(
  settings: readonly PrintSetting[],
  settingId: number,
  text: string,
  english: string = text,
): string {
  const caption = settings.find((s) => s.SettingId === settingId)?.Caption.trim() ?? '';
  const untouched = caption.toLowerCase() === DEFAULT_CAPTIONS[settingId]?.toLowerCase();
  return !caption || (untouched && text !== english) ? text : caption;
}

/** The travel section (section 20) shows only when worked time or a travel duration is present (spec section 9). */
export function hasTravel(travel: JobTravel | null | undefined): boolean {
  return !!travel && (travel.AWorkduration > 0 || travel.ATravelDuration > 0);
}
