#!/usr/bin/env node
import { DEMO_EMBED_KEYS } from './auth/embed/demo-keys';
import { loadConfig } from './config';
import { openStore } from './db/connect';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './db/seed';
import { createServer } from './http/server';
import { uploadsDir } from './storage/uploads';

/** `--migrate-only`: bring the store's schema (and the demo seed) up to date, then exit. */
async function migrateOnly(): Promise<void> {
  const config = loadConfig();
  const store = openStore(config);
  try {
    await store.migrate();
    const seeded = await seedDemo(store.db, { uploadsDir: uploadsDir(config.dataDir) });
    console.info(`[fieldkit] ${store.dialect} store migrated${seeded ? ' and seeded' : ''}.`);
  } finally {
    await store.close();
  }
}

async function serve(): Promise<void> {
  const server = createServer();
  const url = await server.start();
  console.info(`\n[fieldkit] listening on ${url} (${server.store.dialect} store)`);
  console.info(`[fieldkit] demo logins (password ${DEMO_PASSWORD}):`);
  for (const login of DEMO_LOGINS)
    console.info(`  ${login.username.padEnd(10)} ${login.company}, ${login.role}`);
  console.info('[fieldkit] demo embed keys (for a portal on the next port; never in production):');
  for (const key of DEMO_EMBED_KEYS) console.info(`  ${key.keyId.padEnd(21)} ${key.secret}  ${key.company}`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`[fieldkit] ${signal}: shutting down`);
    server.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('[fieldkit] shutdown failed', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

const run = process.argv.includes('--migrate-only') ? migrateOnly : serve;
run().catch((err: unknown) => {
  console.error('[fieldkit] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
