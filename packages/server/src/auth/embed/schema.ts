/**
 * A company's embed keys: each lets the company's own backend vouch for one of its users with a signed assertion
 * (`Account/EmbedSignIn`). The secret is kept encrypted (HS256 needs it to verify), never returned after creation.
 */
export interface EmbedKeysTable {
  /** The key id, the assertion's `kid`: `acme-portal-demo`. */
  key_id: string;
  company_id: number;
  name: string;
  /** The secret, AES-256-GCM under a key derived from the server's secret: iv, tag and ciphertext, base64url. */
  secret_sealed: string;
  /** The origins allowed to embed with the key, one per line (`https://portal.example`). */
  allowed_origins: string;
  created_at: string;
  created_by: number | null;
  /** ISO date-time the key was revoked, or null while it is live. */
  revoked_at: string | null;
}

/** The assertion ids (`jti`) already exchanged, kept until the assertion would have expired: a replay is refused. */
export interface EmbedAssertionsTable {
  key_id: string;
  jti: string;
  expires_at: string;
}

/** External ids (`fk_ext`) an administrator linked to the company's users. */
export interface EmbedExternalIdsTable {
  company_id: number;
  external_id: string;
  login_id: number;
}

/** The embed tables. */
export interface EmbedTables {
  embed_keys: EmbedKeysTable;
  embed_assertions: EmbedAssertionsTable;
  embed_external_ids: EmbedExternalIdsTable;
}
