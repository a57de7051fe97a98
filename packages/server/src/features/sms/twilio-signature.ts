import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twilio's request signature (`X-Twilio-Signature`): base64 of the HMAC-SHA1, keyed by the account's auth token, of
 * the full public URL followed by every POST parameter sorted by name, each name then its value, with nothing
 * between them.
 */
export function twilioSignature(
  authToken: string,
  url: string,
  params: Readonly<Record<string, string>>,
): string {
  const data =
    url +
    Object.keys(params)
      .sort()
      .map((name) => name + params[name])
      .join('');
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** The URL with its scheme's default port written out, or left out: Twilio signs either, as it was configured. */
function portVariants(url: string): string[] {
  const parsed = new URL(url);
  const standard = parsed.protocol === 'https:' ? '443' : '80';
  if (parsed.port && parsed.port !== standard) return [url];
  const without = new URL(url);
  without.port = '';
  const withPort = `${parsed.protocol}//${parsed.username ? `${parsed.username}@` : ''}${parsed.hostname}:${standard}${parsed.pathname}${parsed.search}`;
  return [...new Set([url, without.toString(), withPort])];
}

/** Whether `signature` is Twilio's for this request: compared in constant time; a missing one never is. */
export function isTwilioSigned(
  authToken: string,
  url: string,
  params: Readonly<Record<string, string>>,
  signature: string | undefined,
): boolean {
  if (!signature || !authToken) return false;
  const given = Buffer.from(signature);
  return portVariants(url).some((candidate) => {
    const expected = Buffer.from(twilioSignature(authToken, candidate, params));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
