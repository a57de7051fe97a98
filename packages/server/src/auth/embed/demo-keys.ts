import type { Db } from '../../db/schema';
import { createEmbedKey } from './keys';

/**
 * The demo's embed keys, one per demo company: demo data like the demo passwords (printed by `npm start` with the
 * logins), never to be used in production. Each allows the example portal's origins, on the port after the server's.
 */
export const DEMO_EMBED_KEYS = [
  {
    keyId: 'acme-portal-demo',
    secret: 'demo-embed-secret-acme-not-for-production',
    companyId: 2,
    company: 'Acme Facilities Ltd',
  },
  {
    keyId: 'borealis-portal-demo',
    secret: 'demo-embed-secret-borealis-not-for-production',
    companyId: 3,
    company: 'Borealis Maintenance',
  },
] as const;

/** The example portal's origins for a server on `port`: the port after it, by address and by name. */
export function demoPortalOrigins(port: number): string[] {
  return [`http://127.0.0.1:${port + 1}`, `http://localhost:${port + 1}`];
}

/**
 * Gives each demo company its demo key when it has none (a store seeded before keys existed gets them too), and keeps
 * their origins on the server's current port. Only for a store the demo seed made: a company of that id with another
 * name (a real store) gets no demo key.
 */
export async function seedDemoEmbedKeys(db: Db, serverSecret: string, port: number): Promise<void> {
  const origins = demoPortalOrigins(port);
  for (const demo of DEMO_EMBED_KEYS) {
    const company = await db
      .selectFrom('companies')
      .select('company_name')
      .where('company_id', '=', demo.companyId)
      .executeTakeFirst();
    if (company?.company_name !== demo.company) continue;
    // Inserted when absent (processes of a cluster may start at once), then kept on the server's current port.
    await createEmbedKey(db, serverSecret, {
      keyId: demo.keyId,
      secret: demo.secret,
      companyId: demo.companyId,
      name: 'Example portal (demo)',
      origins,
      ifAbsent: true,
    });
    await db
      .updateTable('embed_keys')
      .set({ allowed_origins: origins.join('\n') })
      .where('key_id', '=', demo.keyId)
      .execute();
  }
}
