import * as z from 'zod/mini';
import { endpoint, SYSTEM_SETTINGS_MODULE } from './define';
import { Ok, pathId } from './entities';

/** An origin a portal embeds from: scheme, host and port, no path (`https://portal.example`). */
export const EmbedOrigin = z.string().check(
  z.maxLength(200),
  z.refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
    } catch {
      return false;
    }
  }, 'An origin is a scheme, a host and a port, with no path: https://portal.example'),
);

/** A company's embed key as its administrators see it: never its secret. */
export const EmbedKey = z.object({
  KeyId: z.string(),
  Name: z.string(),
  /** The origins allowed to embed with it. */
  Origins: z.array(z.string()),
  CreatedAt: z.string(),
  /** When it was revoked, or null while it is live. */
  RevokedAt: z.nullable(z.string()),
});
export type EmbedKey = z.infer<typeof EmbedKey>;

/** A key just made: its secret is in this answer, and never again. */
export const NewEmbedKey = z.extend(EmbedKey, { Secret: z.string() });
export type NewEmbedKey = z.infer<typeof NewEmbedKey>;

/**
 * A live session a portal opened through one of the company's keys (an embedded session), as its administrators see
 * it: whose, through which key, since when, last renewed, and until when unless its host renews it again.
 */
export const EmbeddedSessionInfo = z.object({
  KeyId: z.string(),
  KeyName: z.string(),
  LoginId: z.number().check(z.int()),
  DisplayName: z.string(),
  SignedInAt: z.string(),
  /** When its host last renewed it, or null. */
  RenewedAt: z.nullable(z.string()),
  ExpiresAt: z.string(),
});
export type EmbeddedSessionInfo = z.infer<typeof EmbeddedSessionInfo>;

/** At most this many embedded sessions are listed, the newest first. */
export const EMBEDDED_SESSIONS_LISTED = 500;

const companyParams = z.object({ companyId: pathId });
const rights = { viewRight: SYSTEM_SETTINGS_MODULE };

/**
 * A company's embed keys (`Account/EmbedSignIn`), for the administrators who hold the right on the company's system
 * settings: listed, made (the secret shown once) and revoked (every session made with the key ends, on every process).
 */
export const embedKeys = {
  /** The company's keys, newest first, without their secrets. */
  listEmbedKeys: endpoint({
    service: 'admin',
    method: 'GET',
    path: 'Company/EmbedKeys/{companyId}',
    access: 'token',
    needs: rights,
    params: companyParams,
    response: z.array(EmbedKey),
  }),
  /**
   * The company's live embedded sessions, newest first (at most 500, `EMBEDDED_SESSIONS_LISTED`): each is an
   * embedded session, apart from the users' full-app sessions, and ends with its key.
   */
  listEmbeddedSessions: endpoint({
    service: 'admin',
    method: 'GET',
    path: 'Company/EmbedKeys/{companyId}/Sessions',
    access: 'token',
    needs: rights,
    params: companyParams,
    response: z.array(EmbeddedSessionInfo),
  }),
  /** Makes a key: its id and its secret, which is shown in this answer only. */
  createEmbedKey: endpoint({
    service: 'admin',
    method: 'POST',
    path: 'Company/EmbedKeys',
    access: 'token',
    needs: rights,
    body: z.object({
      CompanyId: z.number().check(z.int()),
      Name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
      Origins: z.array(EmbedOrigin).check(z.maxLength(20)),
    }),
    response: NewEmbedKey,
  }),
  /** Revokes a key: its assertions are refused from now on, and the sessions made with it end within seconds. */
  revokeEmbedKey: endpoint({
    service: 'admin',
    method: 'POST',
    path: 'Company/EmbedKeys/{companyId}/{keyId}/Revoke',
    access: 'token',
    needs: rights,
    params: z.object({ companyId: pathId, keyId: z.string().check(z.minLength(1), z.maxLength(100)) }),
    response: Ok,
  }),
};
