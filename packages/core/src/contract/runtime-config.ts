import * as z from 'zod/mini';
import { serviceNames } from './define';

/** The WebLog ApiKey used when the runtime config names none. */
export const FALLBACK_WEBLOG_API_KEY = 'fk-weblog-public-key';

const baseUrl = z.string().check(z.minLength(1));

/** `config.json`, loaded before the app starts: environment flags, service base URLs, hubs, i18n. */
export const RuntimeConfig = z.object({
  production: z._default(z.boolean(), true),
  version: z._default(z.string(), 'DEV'),
  /** Base URL of each service, ending with a slash (`/api/auth/`, or absolute). */
  apiBase: z.object(
    Object.fromEntries(serviceNames.map((name) => [name, baseUrl])) as Record<
      (typeof serviceNames)[number],
      typeof baseUrl
    >,
  ),
  /** Base URL of the hubs (`/` for the same origin, or `https://host/`). */
  hubBase: z._default(z.string(), '/'),
  /** ApiKey header of the WebLog call; the built-in fallback when absent. */
  webLogApiKey: z._default(z.string(), FALLBACK_WEBLOG_API_KEY),
  i18nPath: z._default(z.string(), './assets/i18n/'),
  defaultLanguage: z._default(z.string(), 'en-GB'),
  /** Seconds before token expiry at which the continue-session dialog shows. */
  sessionWarningSeconds: z._default(z.number(), 120),
  /** How often the unread SMS and e-mail counts are asked, in ms (spec section 9: 90,000). */
  smsEmailPollMs: z._default(z.int().check(z.gte(1000)), 90_000),
  /**
   * STUN and TURN servers for video calls (RTCIceServer entries, `urls` always a list); none by default, which is
   * enough on one network (loopback, a LAN). Across real networks list a STUN server and a TURN relay (coturn).
   */
  iceServers: z._default(
    z.array(
      z.object({
        urls: z.array(z.string()),
        username: z.optional(z.string()),
        credential: z.optional(z.string()),
      }),
    ),
    [],
  ),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;
export type RuntimeConfigInput = z.input<typeof RuntimeConfig>;

/** The same-origin config the reference server serves: every service under `/api/{service}/`. */
export function sameOriginConfig(origin = ''): RuntimeConfigInput {
  return {
    apiBase: Object.fromEntries(
      serviceNames.map((name) => [name, `${origin}/api/${name}/`]),
    ) as RuntimeConfigInput['apiBase'],
    hubBase: `${origin}/`,
  };
}
