import { describe, expect, test } from 'vitest';
import { isTwilioSigned, twilioSignature } from './twilio-signature';

// The example of Twilio's own documentation of the scheme.
const URL_ = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const PARAMS = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+12349013030',
  Digits: '1234',
  From: '+12349013030',
  To: '+18005551212',
};

describe("Twilio's request signature", () => {
  test("matches the documentation's example", () => {
    expect(twilioSignature('12345', URL_, PARAMS)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
  });

  test('a signed request passes; another token, URL, value or an extra parameter fails; none never passes', () => {
    const signature = twilioSignature('12345', URL_, PARAMS);
    expect(isTwilioSigned('12345', URL_, PARAMS, signature)).toBe(true);
    expect(isTwilioSigned('54321', URL_, PARAMS, signature)).toBe(false);
    expect(isTwilioSigned('12345', 'https://mycompany.com/other.php?foo=1&bar=2', PARAMS, signature)).toBe(
      false,
    );
    expect(isTwilioSigned('12345', URL_, { ...PARAMS, Digits: '1235' }, signature)).toBe(false);
    expect(isTwilioSigned('12345', URL_, { ...PARAMS, Body: 'x' }, signature)).toBe(false);
    expect(isTwilioSigned('12345', URL_, PARAMS, undefined)).toBe(false);
    expect(isTwilioSigned('12345', URL_, PARAMS, '')).toBe(false);
    expect(isTwilioSigned('', URL_, PARAMS, twilioSignature('', URL_, PARAMS))).toBe(false);
  });

  test('the default port may be written out or left out, as Twilio was configured', () => {
    const signedWithPort = twilioSignature(
      '12345',
      'https://mycompany.com:443/myapp.php?foo=1&bar=2',
      PARAMS,
    );
    expect(isTwilioSigned('12345', URL_, PARAMS, signedWithPort)).toBe(true);
    const other = twilioSignature('12345', 'https://mycompany.com:8443/myapp.php?foo=1&bar=2', PARAMS);
    expect(isTwilioSigned('12345', URL_, PARAMS, other)).toBe(false);
  });
});
