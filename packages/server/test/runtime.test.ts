import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer, tempDataDir } from './helpers';

// The page runtime (`@fieldkit/elements`'s dist) under its version's path, from a folder of its own as the built
// one is: cached for good, fetched by a portal of any origin, and another version named plainly.

const LOADER = 'export const version = "9.8.7";\n';
const INTEGRITY = 'sha384-V8h4yYrwvYypuX/goLeEbP2D8UEI2/OPmx/K4CGfELvf/bV50UMN3CkUR72mBkOW';
let t: TestServer;
beforeAll(async () => {
  const runtimeDir = join(tempDataDir(), 'runtime');
  mkdirSync(runtimeDir, { recursive: true });
  writeFileSync(
    join(runtimeDir, 'manifest.json'),
    JSON.stringify({
      version: '9.8.7',
      loader: 'fieldkit.js',
      elements: {},
      files: { 'fieldkit.js': { integrity: INTEGRITY, gzip: 40 } },
    }),
  );
  writeFileSync(join(runtimeDir, 'fieldkit.js'), LOADER);
  t = await startTestServer({ env: { RUNTIME_DIR: runtimeDir, ALLOWED_ORIGINS: 'http://portal.test' } });
});
afterAll(() => t.dispose());

describe('the page runtime', () => {
  test('is served under its version, immutable for a year, to a page of any origin, with no credentials', async () => {
    for (const origin of ['http://portal.test', 'http://elsewhere.test']) {
      const r = await fetch(`${t.url}/runtime/9.8.7/fieldkit.js`, { headers: { Origin: origin } });
      expect(r.status).toBe(200);
      expect(await r.text()).toBe(LOADER);
      expect(r.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
      expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(r.headers.get('access-control-allow-origin')).toBe('*');
      expect(r.headers.get('access-control-allow-credentials')).toBeNull();
      expect(r.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    }
  });

  test('another version is a 404 naming the one served; a file it does not hold is a 404', async () => {
    const other = await fetch(`${t.url}/runtime/1.0.0/fieldkit.js`);
    expect(other.status).toBe(404);
    expect((await other.json()).message).toContain('serves the Fieldkit runtime 9.8.7 (/runtime/9.8.7/)');
    const missing = await fetch(`${t.url}/runtime/9.8.7/nothing.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control') ?? '').not.toContain('immutable');
  });

  test('/runtime/ prints the tag a page carries, with the loader’s hash and this server’s address', async () => {
    const r = await fetch(`${t.url}/runtime/`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await r.text()).toBe(
      `<script type="module" src="${t.url}/runtime/9.8.7/fieldkit.js" integrity="${INTEGRITY}" crossorigin="anonymous"></script>\n`,
    );
  });
});
