import { build } from 'esbuild';
import type { Page } from 'playwright-core';

/** The made-up origin a harness page is served from, by Playwright's routing (no server listens on it). */
export const HARNESS = 'http://harness.test';

/**
 * A harness page's script: `entry` bundled for the browser as the app is (React in production mode), its workspace
 * packages from their built entries.
 */
export async function bundleHarness(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return result.outputFiles[0]!.text;
}

/**
 * Serves the harness on `page`: `/app.js` is `bundle`, a path named in `files` its answer, any other path of
 * {@link HARNESS} the page that loads the bundle. Anything else the page or its frames ask for is refused at once.
 */
export async function serveHarness(
  page: Page,
  bundle: string,
  files: Record<string, { contentType: string; body: string | Buffer }> = {},
): Promise<void> {
  await page.route(`${HARNESS}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/app.js') return route.fulfill({ contentType: 'text/javascript', body: bundle });
    const file = files[path];
    if (file) return route.fulfill(file);
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html><body><div id="root"></div><script type="module" src="/app.js"></script></body></html>',
    });
  });
  await page.route(/^(?!http:\/\/harness\.test)/, (route) => route.abort('blockedbyclient'));
}
