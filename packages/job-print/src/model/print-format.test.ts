import { describe, expect, test } from 'vitest';
import { addressLines, fileDataUrl, knownTimeZone, printDateTime, printDay } from './print-format';

describe('dates as the printout shows them', () => {
  test('a plain day is that day, wherever it is read', () => {
    expect(printDay('2026-11-24')).toBe('24/11/2026');
    expect(printDay('2026-11-24', 'Pacific/Auckland')).toBe('24/11/2026');
  });
  test("an instant is shown in the job's time zone", () => {
    expect(printDateTime('2026-07-01T11:05:00.000Z', 'Europe/London')).toBe('01/07/2026 12:05');
    expect(printDay('2026-07-01T23:30:00.000Z', 'Europe/London')).toBe('02/07/2026');
  });
  test('an unknown time zone or a value that is no date does not fail the printout', () => {
    expect(knownTimeZone('Not/AZone')).toBeUndefined();
    expect(printDateTime('2026-11-24T10:00:00Z', 'Not/AZone')).toMatch(/^24\/11\/2026 \d{2}:00$/);
    expect(printDay('soon')).toBe('soon');
    expect(printDay(null)).toBe('');
  });
});

describe('files and addresses', () => {
  test('bytes become a data: URL by the extension; no bytes, no URL', () => {
    expect(fileDataUrl('Belt.JPG', 'AAAA')).toBe('data:image/jpeg;base64,AAAA');
    expect(fileDataUrl('logo.png', '')).toBe('');
  });
  test('an address leaves out its empty parts', () => {
    expect(
      addressLines({
        UnitNo: '',
        AddressLine1: '1 King Street',
        AddressLine2: '',
        CityName: 'Manchester',
        StateName: 'Greater Manchester',
        ZipCode: 'M2 6AZ',
      }),
    ).toEqual(['1 King Street', 'Manchester', 'Greater Manchester, M2 6AZ']);
  });
});
