import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer, tempDataDir } from './helpers';

let t: TestServer;
beforeAll(async () => {
  const dataDir = tempDataDir();
  const shell = join(dataDir, 'shell');
  mkdirSync(join(shell, 'assets'), { recursive: true });
  writeFileSync(join(shell, 'index.html'), '<!doctype html><title>Fieldkit shell</title>');
  writeFileSync(join(shell, 'assets', 'app.js'), 'console.log(1)');
  t = await startTestServer({
    dataDir,
    env: { SHELL_DIR: shell, ALLOWED_ORIGINS: 'http://portal.test', APP_VERSION: '1.2.3' },
  });
});
afterAll(() => t.dispose());

describe('one process serves the built shell, config.json, the API and the hubs', () => {
  test('config.json is the same-origin runtime config with the version from the environment', async () => {
    const config = await (await fetch(`${t.url}/config.json`)).json();
    expect(config).toMatchObject({ production: true, version: '1.2.3', hubBase: '/' });
    expect(config.apiBase.inventory).toBe('/api/inventory/');
  });

  test('shell files are served, and unknown non-API paths fall back to index.html', async () => {
    expect(await (await fetch(`${t.url}/assets/app.js`)).text()).toBe('console.log(1)');
    const deep = await fetch(`${t.url}/workorder/wodetails/abc/def`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('Fieldkit shell');
  });

  test('a missing file is a 404, not the app page, so a relative config.json can never load HTML', async () => {
    const missing = await fetch(`${t.url}/account/config.json`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toMatch(/not found/);
  });

  test('unknown /api and /hubs paths stay JSON 404s', async () => {
    for (const path of ['/api/nope', '/hubs/nope']) {
      const r = await fetch(t.url + path);
      expect(r.status).toBe(404);
      expect((await r.json()).message).toMatch(/not found/);
    }
  });
});

describe('CORS only for ALLOWED_ORIGINS', () => {
  test('an allowed origin gets the preflight answered and its origin echoed', async () => {
    const r = await fetch(`${t.url}/api/auth/Account/SignIn`, {
      method: 'OPTIONS',
      headers: { origin: 'http://portal.test', 'access-control-request-method': 'POST' },
    });
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBe('http://portal.test');
    expect(r.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
  });

  test('another origin gets no CORS headers', async () => {
    const r = await fetch(`${t.url}/config.json`, { headers: { origin: 'http://evil.test' } });
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
  });
});
