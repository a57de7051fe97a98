import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/schema';

/** How long a process trusts the origins it read: a key made or revoked counts on every process within this. */
export const EMBED_ORIGINS_MAX_AGE_MS = 5_000;

/** The origins the live embed keys allow, read from the store at most every `maxAgeMs`. */
export interface EmbedOrigins {
  has(origin: string): Promise<boolean>;
}

/**
 * The origins of every live embed key, which CORS lets through beside `ALLOWED_ORIGINS`: read again when older than
 * `maxAgeMs` (one read at a time, whatever the requests), so no restart and no environment change is needed. A read
 * that fails keeps the origins read before.
 */
export function createEmbedOrigins(
  db: Db,
  log: FastifyBaseLogger,
  maxAgeMs = EMBED_ORIGINS_MAX_AGE_MS,
): EmbedOrigins {
  let origins = new Set<string>();
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | null = null;
  const read = async () => {
    try {
      const rows = await db
        .selectFrom('embed_keys')
        .select('allowed_origins')
        .where('revoked_at', 'is', null)
        .execute();
      origins = new Set(rows.flatMap((row) => row.allowed_origins.split('\n').filter(Boolean)));
    } catch (error) {
      log.warn({ err: error }, 'embed keys: origins not read; the ones read before are kept');
    }
    readAt = Date.now();
  };
  return {
    async has(origin) {
      if (Date.now() - readAt > maxAgeMs) {
        reading ??= read().finally(() => {
          reading = null;
        });
        await reading;
      }
      return origins.has(origin);
    },
  };
}
