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

/** The request as logged: method, URL without tokens, address; headers only when a caller logs them itself. */
export function serializeRequest(req: {
  method?: unknown;
  url?: unknown;
  ip?: unknown;
  headers?: unknown;
}): Record<string, unknown> {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? redactUrl(req.url) : undefined,
    remoteAddress: req.ip,
    // Fastify's own request lines carry no headers; a line that logs them gets the redact paths applied.
    ...(req.headers && !('raw' in req) ? { headers: req.headers } : {}),
  };
}
