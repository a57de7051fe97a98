/** The print sections by setting id (spec section 9). */
export const PRINT_SECTION = {
  slaHistory: 1,
  equipment: 2,
  partRequest: 3,
  shipping: 4,
  rmaPart: 5,
  pricing: 6,
  specialInstruction: 7,
  serviceNotes: 8,
  checklistForms: 9,
  formAttachments: 10,
  attachments: 11,
  technicalRemarks: 18,
  travel: 20,
} as const;

/** The other print settings by id (spec section 9). */
export const PRINT_SETTING = {
  customerSignature: 12,
  feedback: 13,
  remarks: 14,
  signatureCaption1: 15,
  signatureCaption2: 16,
  signatureCaption3: 17,
  billingAddress: 19,
  printNotes: 21,
} as const;

/** The setting type of a print section. */
export const SECTION_SETTING_TYPE = 2;

/** A print setting as the company's e-mail print settings give it (spec section 3). */
export interface PrintSettingLike {
  SettingId: number;
  SettingTypeId: number;
  Caption: string;
  IsEnabled: number;
  OrderId: number;
}

/** The sections the printout shows: enabled (IsEnabled 1) sections (SettingTypeId 2), in their OrderId order. */
export function printSections<S extends PrintSettingLike>(settings: readonly S[]): S[] {
  return settings
    .filter((s) => s.SettingTypeId === SECTION_SETTING_TYPE && s.IsEnabled === 1)
    .sort((a, b) => a.OrderId - b.OrderId || a.SettingId - b.SettingId);
}

/** Whether a print setting (a section or any other) is on. */
export function settingOn(settings: readonly PrintSettingLike[], settingId: number): boolean {
  return settings.some((s) => s.SettingId === settingId && s.IsEnabled === 1);
}

/** The caption a setting gives (a signature's label); `fallback` when it has none. */
export function settingCaption(
  settings: readonly PrintSettingLike[],
  settingId: number,
  fallback: string,
): string {
  return settings.find((s) => s.SettingId === settingId)?.Caption.trim() || fallback;
}

/** The travel section shows only when worked time or a travel duration is present (spec section 9). */
export function hasTravel(
  travel: { AWorkduration: number; ATravelDuration: number } | null | undefined,
): boolean {
  return !!travel && (travel.AWorkduration > 0 || travel.ATravelDuration > 0);
}
