import { EMBEDDED_SESSIONS_LISTED, type EmbeddedSessionInfo } from '@fieldkit/core/contract';
import type { Db } from '../../db/schema';

/**
 * The company's live embedded sessions (made by an assertion of one of its keys, neither revoked nor expired), the
 * newest first, with their user's name and their key's.
 */
export async function listEmbeddedSessions(
  db: Db,
  companyId: number,
  now: Date = new Date(),
): Promise<EmbeddedSessionInfo[]> {
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('embed_keys', 'embed_keys.key_id', 'sessions.embed_key_id')
    .innerJoin('users', 'users.login_id', 'sessions.login_id')
    .select([
      'sessions.embed_key_id as key_id',
      'embed_keys.name as key_name',
      'sessions.login_id',
      'users.display_name',
      'sessions.created_at',
      'sessions.refreshed_at',
      'sessions.expires_at',
    ])
    .where('sessions.company_id', '=', companyId)
    .where('embed_keys.company_id', '=', companyId)
    .where('embed_keys.revoked_at', 'is', null)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now.toISOString())
    .orderBy('sessions.created_at', 'desc')
    .limit(EMBEDDED_SESSIONS_LISTED)
    .execute();
  return rows.map((row) => ({
    KeyId: row.key_id ?? '',
    KeyName: row.key_name,
    LoginId: row.login_id,
    DisplayName: row.display_name,
    SignedInAt: row.created_at,
    RenewedAt: row.refreshed_at,
    ExpiresAt: row.expires_at,
  }));
}
