import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/schema';
import { openSecret, sealSecret } from './sealed-secret';

/** An embed key as its company's administrators see it: never its secret. */
export interface EmbedKey {
  keyId: string;
  name: string;
  /** The origins allowed to embed with it. */
  origins: string[];
  createdAt: string;
  revokedAt: string | null;
}

/** A live key as the exchange needs it: its company, its secret and its origins. */
export interface LiveEmbedKey {
  keyId: string;
  companyId: number;
  secret: string;
  origins: string[];
}

/** What a new key is made of; the id and the secret are made here unless given (the demo seed's are fixed). */
export interface NewEmbedKey {
  companyId: number;
  name: string;
  origins: readonly string[];
  createdBy?: number | null;
  keyId?: string;
  secret?: string;
  /** A key of that id already stored is left as it is (the demo's, seeded by processes starting at once). */
  ifAbsent?: boolean;
}

const originsOf = (stored: string) => stored.split('\n').filter(Boolean);

/** Makes a key for the company; its secret is in the answer, and only there. */
export async function createEmbedKey(
  db: Db,
  serverSecret: string,
  key: NewEmbedKey,
): Promise<{ keyId: string; secret: string }> {
  const keyId = key.keyId ?? `ek_${randomBytes(12).toString('base64url')}`;
  const secret = key.secret ?? randomBytes(32).toString('base64url');
  await db
    .insertInto('embed_keys')
    .values({
      key_id: keyId,
      company_id: key.companyId,
      name: key.name,
      secret_sealed: sealSecret(secret, serverSecret),
      allowed_origins: key.origins.join('\n'),
      created_at: new Date().toISOString(),
      created_by: key.createdBy ?? null,
      revoked_at: null,
    })
    .$if(key.ifAbsent === true, (insert) =>
      insert.onConflict((conflict) => conflict.column('key_id').doNothing()),
    )
    .execute();
  return { keyId, secret };
}

/** The company's keys, newest first, without their secrets. */
export async function listEmbedKeys(db: Db, companyId: number): Promise<EmbedKey[]> {
  const rows = await db
    .selectFrom('embed_keys')
    .select(['key_id', 'name', 'allowed_origins', 'created_at', 'revoked_at'])
    .where('company_id', '=', companyId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    keyId: row.key_id,
    name: row.name,
    origins: originsOf(row.allowed_origins),
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
  }));
}

/** Revokes a key of the company; false when it has no such live key. */
export async function revokeEmbedKey(db: Db, companyId: number, keyId: string): Promise<boolean> {
  const result = await db
    .updateTable('embed_keys')
    .set({ revoked_at: new Date().toISOString() })
    .where('key_id', '=', keyId)
    .where('company_id', '=', companyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The live key of that id with its secret opened, or null (unknown, revoked, or sealed under another secret). */
export async function liveEmbedKey(
  db: Db,
  serverSecret: string,
  keyId: string,
): Promise<LiveEmbedKey | null> {
  const row = await db
    .selectFrom('embed_keys')
    .select(['company_id', 'secret_sealed', 'allowed_origins'])
    .where('key_id', '=', keyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  const secret = row ? openSecret(row.secret_sealed, serverSecret) : null;
  if (!row || secret === null) return null;
  return { keyId, companyId: row.company_id, secret, origins: originsOf(row.allowed_origins) };
}

/**
 * Remembers an assertion id until its assertion would expire; false when it was already exchanged (a replay), on
 * this process or any other of the cluster: the store's primary key decides.
 */
export async function rememberAssertion(
  db: Db,
  keyId: string,
  jti: string,
  expiresAt: Date,
): Promise<boolean> {
  const now = new Date().toISOString();
  await db.deleteFrom('embed_assertions').where('expires_at', '<', now).execute();
  const result = await db
    .insertInto('embed_assertions')
    .values({ key_id: keyId, jti, expires_at: expiresAt.toISOString() })
    .onConflict((conflict) => conflict.columns(['key_id', 'jti']).doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** Links an external id (`fk_ext`) to a user of the company, replacing its link to another. */
export async function linkExternalId(
  db: Db,
  companyId: number,
  externalId: string,
  loginId: number,
): Promise<void> {
  await db
    .insertInto('embed_external_ids')
    .values({ company_id: companyId, external_id: externalId, login_id: loginId })
    .onConflict((conflict) =>
      conflict.columns(['company_id', 'external_id']).doUpdateSet({ login_id: loginId }),
    )
    .execute();
}
