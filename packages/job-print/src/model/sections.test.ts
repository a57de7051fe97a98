import { PRINT_OPTION, PRINT_SECTION, type PrintSetting } from '@fieldkit/core/contract';
import { describe, expect, it } from 'vitest';
import { hasTravel, printSections, settingCaption, settingOn } from './sections';

const setting = (
  SettingId: number,
  IsEnabled: 0 | 1,
  OrderId: number,
  SettingTypeId = 2,
  Caption = '',
): PrintSetting => ({
  SettingId,
  SettingTypeId,
  Caption,
  IsEnabled,
  OrderId,
});

describe('print sections and settings', () => {
  it('sections show when enabled and of type 2, ordered by OrderId', () => {
    const settings = [
      setting(PRINT_SECTION.Pricing, 1, 3),
      setting(PRINT_SECTION.SlaHistory, 1, 2),
      setting(PRINT_SECTION.Equipment, 0, 1),
      setting(PRINT_SECTION.ServiceNotes, 1, 1),
      // Enabled, but not a section: a signature caption.
      setting(PRINT_OPTION.SignatureCaptions[0], 1, 0, 1, 'Engineer'),
    ];
    expect(printSections(settings).map((s) => s.SettingId)).toEqual([8, 1, 6]);
    expect(settingOn(settings, PRINT_OPTION.SignatureCaptions[0])).toBe(true);
    expect(settingOn(settings, PRINT_SECTION.Equipment)).toBe(false);
    expect(settingOn(settings, PRINT_OPTION.Feedback)).toBe(false);
    expect(settingCaption(settings, PRINT_OPTION.SignatureCaptions[0], 'Signature')).toBe('Engineer');
    expect(settingCaption(settings, PRINT_OPTION.SignatureCaptions[1], 'Signature')).toBe('Signature');
  });

  it('travel shows only with worked time or a travel duration', () => {
    expect(hasTravel({ AWorkduration: 0, ATravelDistance: 12, ATravelDuration: 0 })).toBe(false);
    expect(hasTravel({ AWorkduration: 90, ATravelDistance: 0, ATravelDuration: 0 })).toBe(true);
    expect(hasTravel({ AWorkduration: 0, ATravelDistance: 3, ATravelDuration: 25 })).toBe(true);
    expect(hasTravel(null)).toBe(false);
  });
});
