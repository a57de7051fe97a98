import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer, tempDataDir } from './helpers';

// The app's page and every answer carry the headers a browser needs to keep a stranger's content and other sites
// out: the shell served from a folder of its own, as the built one is.

let t: TestServer;
beforeAll(async () => {
  const shellDir = join(tempDataDir(), 'shell');
  mkdirSync(shellDir, { recursive: true });
  writeFileSync(join(shellDir, 'index.html'), '<!doctype html><title>Fieldkit</title><div id="root"></div>');
  writeFileSync(join(shellDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await startTestServer({ env: { SHELL_DIR: shellDir } });
});
afterAll(() => t.dispose());

describe("the app's page", () => {
  test.each(['/', '/home', '/workorder/wodetails/abc/def'])(
    '%s: scripts from the app alone, framed by no site, no sniffing, the referrer kept home, camera and microphone for the app',
    async (path) => {
      const r = await fetch(`${t.url}${path}`);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toMatch(/^text\/html/);
      const csp = r.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/unsafe-(inline|eval)/);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('referrer-policy')).toBe('same-origin');
      expect(r.headers.get('permissions-policy')).toMatch(/camera=\(self\), microphone=\(self\)/);
    },
  );
});

describe("the app's icon", () => {
  test("/favicon.ico, which browsers ask for whatever the page declares, is the shell's icon, not a 404", async () => {
    const r = await fetch(`${t.url}/favicon.ico`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await r.text()).toContain('<svg');
  });
});

describe('every other answer', () => {
  test('the runtime config and an API answer are not sniffed either', async () => {
    for (const path of ['/config.json', '/api/nothing-here']) {
      const r = await fetch(`${t.url}${path}`);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('referrer-policy')).toBe('same-origin');
    }
  });
});
