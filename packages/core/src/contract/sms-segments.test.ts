import { describe, expect, test } from 'vitest';
import { smsSegments } from './sms';

describe('the parts an SMS text is sent in, as carriers count them', () => {
  test('GSM-7: up to 160 units in one part, then parts of 153; an extension character counts two', () => {
    expect(smsSegments('')).toEqual({ encoding: 'GSM-7', units: 0, segments: 0 });
    expect(smsSegments('Running late, ETA 10:40 @ gate B.')).toMatchObject({
      encoding: 'GSM-7',
      segments: 1,
    });
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSegments('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(smsSegments('a'.repeat(306))).toMatchObject({ segments: 2 });
    expect(smsSegments('a'.repeat(307))).toMatchObject({ segments: 3 });
    expect(smsSegments('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSegments('Café Ñoño £5')).toMatchObject({ encoding: 'GSM-7', units: 12 });
    // ù is in the set, ú is not.
    expect(smsSegments('Ñandú').encoding).toBe('UCS-2');
  });

  test('UCS-2 for anything else: up to 70 UTF-16 units in one part, then parts of 67; an emoji is two units', () => {
    expect(smsSegments('ç')).toMatchObject({ encoding: 'UCS-2', units: 1, segments: 1 });
    expect(smsSegments('ж'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsSegments('ж'.repeat(71))).toEqual({ encoding: 'UCS-2', units: 71, segments: 2 });
    expect(smsSegments('ж'.repeat(135))).toMatchObject({ segments: 3 });
    expect(smsSegments('On my way 😀')).toEqual({ encoding: 'UCS-2', units: 12, segments: 1 });
  });
});
