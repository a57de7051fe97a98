import * as z from 'zod/mini';
import { endpoint } from './define';

/** The client-side log entry the HTTP client posts for every failed response. */
export const WebLogEntry = z.object({
  Url: z.string().check(z.maxLength(2000)),
  Method: z.string().check(z.maxLength(10)),
  Status: z.number().check(z.int()),
  StatusText: z.string().check(z.maxLength(200)),
  Message: z.string().check(z.maxLength(4000)),
  /** The response body as text, cut to 4,000 characters. */
  Body: z.optional(z.string().check(z.maxLength(4000))),
  /** When the failure was seen (ISO date-time). */
  LoggedAt: z.string().check(z.maxLength(40)),
  AppVersion: z.optional(z.string().check(z.maxLength(40))),
  CompanyId: z.optional(z.nullable(z.number())),
  LoginId: z.optional(z.nullable(z.number())),
  PageUrl: z.optional(z.string().check(z.maxLength(2000))),
});
export type WebLogEntry = z.infer<typeof WebLogEntry>;

/** The inventory service's client log. */
export const log = {
  /**
   * Stores a client-side log entry; needs the ApiKey header, not a session. A session's token sent along names whom
   * the entry is from; the body's CompanyId and LoginId alone name nobody (they are not stored without it).
   */
  webLog: endpoint({
    service: 'inventory',
    method: 'POST',
    path: 'Log/WebLog',
    access: 'apiKey',
    body: WebLogEntry,
    response: z.object({ LogId: z.number() }),
  }),
};
