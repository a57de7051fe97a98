/** A URL with the value of any `access_token` query parameter replaced, for logs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]access_token=)[^&#]*/gi, '$1[Redacted]');
}

/** Paths pino blanks in every log line: credentials in headers and bodies, tokens anywhere. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.apikey',
  'req.headers.cookie',
  'headers.authorization',
  'headers.apikey',
  'access_token',
  'token',
  'password',
  'Password',
  '*.access_token',
  '*.token',
  '*.password',
  '*.Password',
  '*.authorization',
];
