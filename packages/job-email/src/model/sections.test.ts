import { describe, expect, it } from 'vitest';
import {
  hasTravel,
  PRINT_SECTION,
  PRINT_SETTING,
  printSections,
  settingCaption,
  settingOn,
} from './sections';

const setting = (SettingId: number, IsEnabled: number, OrderId: number, SettingTypeId = 2, Caption = '') => ({
  SettingId,
  SettingTypeId,
  Caption,
  IsEnabled,
  OrderId,
});

describe('print sections and settings', () => {
  it('sections show when enabled and of type 2, ordered by OrderId', () => {
    const settings = [
      setting(PRINT_SECTION.pricing, 1, 3),
      setting(PRINT_SECTION.slaHistory, 1, 2),
      setting(PRINT_SECTION.equipment, 0, 1),
      setting(PRINT_SECTION.serviceNotes, 1, 1),
      // Enabled, but not a section: a signature caption.
      setting(PRINT_SETTING.signatureCaption1, 1, 0, 1, 'Engineer'),
    ];
    expect(printSections(settings).map((s) => s.SettingId)).toEqual([8, 1, 6]);
    expect(settingOn(settings, PRINT_SETTING.signatureCaption1)).toBe(true);
    expect(settingOn(settings, PRINT_SECTION.equipment)).toBe(false);
    expect(settingOn(settings, PRINT_SETTING.feedback)).toBe(false);
    expect(settingCaption(settings, PRINT_SETTING.signatureCaption1, 'Signature')).toBe('Engineer');
    expect(settingCaption(settings, PRINT_SETTING.signatureCaption2, 'Signature')).toBe('Signature');
  });

  it('travel shows only with worked time or a travel duration', () => {
    expect(hasTravel({ AWorkduration: 0, ATravelDuration: 0 })).toBe(false);
    expect(hasTravel({ AWorkduration: 90, ATravelDuration: 0 })).toBe(true);
    expect(hasTravel({ AWorkduration: 0, ATravelDuration: 25 })).toBe(true);
    expect(hasTravel(null)).toBe(false);
  });
});
