import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../e2e/chromium';
import { startChild, stopChild } from './child';
import { median, round } from './stats';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'packages/shell/dist/');
const gzipOf = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/**
 * Gzip budget of the JavaScript loaded for the first paint of /home, React included. 170 KB until the light, dark and
 * system schemes came (the profile menu's choices, the stored choice heard in every tab): 215 B over it.
 */
export const FIRST_PAINT_BUDGET = 170.5 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

/** Gzip size of each area's own chunks (its landing and the screens in its folder), shared chunks left out. */
export function measureAreaChunks(): Array<{ area: string; chunks: number; gzip: number }> {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const areas = new Map<string, Set<string>>();
  for (const chunk of Object.values(manifest)) {
    const area = chunk.src?.match(/^src\/areas\/([^/]+)\//)?.[1];
    if (!area || !chunk.file.endsWith('.js')) continue;
    const files = areas.get(area) ?? new Set<string>();
    files.add(chunk.file);
    areas.set(area, files);
  }
  return [...areas.entries()]
    .map(([area, files]) => ({
      area,
      chunks: files.size,
      gzip: [...files].reduce((sum, f) => sum + gzipOf(f), 0),
    }))
    .sort((a, b) => a.area.localeCompare(b.area));
}

/**
 * The files only the deferred top-bar widgets need (the chat and the notes slots and what they alone import), among
 * `loaded`: they load after the frame has painted, so a page that happens to paint late must not count them. What
 * the other loaded entries (the app, its frame, the home screen) import stays counted.
 */
function deferredSlotFiles(loaded: ReadonlySet<string>): Set<string> {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const closure = (keys: readonly string[]) => {
    const seen = new Set<string>();
    const walk = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const next of manifest[key]?.imports ?? []) walk(next);
    };
    for (const key of keys) walk(key);
    return seen;
  };
  const keys = Object.keys(manifest);
  const isSlot = (key: string) => /^src\/frame\/\w+Slot\.tsx$/.test(key);
  const roots = keys.filter(
    (key) =>
      !isSlot(key) &&
      (manifest[key]?.isEntry || manifest[key]?.isDynamicEntry) &&
      loaded.has(manifest[key]!.file),
  );
  const painted = closure(roots);
  return new Set(
    [...closure(keys.filter(isSlot))].filter((key) => !painted.has(key)).map((key) => manifest[key]!.file),
  );
}

/** The JavaScript loaded for the first paint of /home, React included, against its budget. */
export interface FirstPaint {
  files: number;
  gzip: number;
  budget: number;
  withinBudget: boolean;
}

/** What the browser measures: JS for the first paint of /home, and menu click to next screen painted. */
export interface ShellFigures {
  firstPaint: FirstPaint;
  menuClick: { samples: number; medianMs: number; coldMs: number };
}

// A click on a link, then the time until the wanted heading is in the DOM and a frame has been painted with it.
const timeClick = (linkSelector: string, heading: string) => `new Promise((resolve, reject) => {
  const link = document.querySelector(${JSON.stringify(linkSelector)});
  if (!link) return reject(new Error('no link ' + ${JSON.stringify(linkSelector)}));
  const t0 = performance.now();
  link.click();
  const check = () => {
    const h1 = document.querySelector('main h1');
    if (h1 && h1.textContent === ${JSON.stringify(heading)}) requestAnimationFrame(() => resolve(performance.now() - t0));
    else requestAnimationFrame(check);
  };
  check();
})`;

/**
 * Starts the built server on a free port, signs in, opens /home in Chromium and measures its first paint; then hands
 * the page to `use`. The browser and the server are stopped afterwards, whatever happens.
 */
async function withShell<T>(use: (page: Page, firstPaint: FirstPaint) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fk-bench-shell-'));
  let base = '';
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    server = await startChild(
      process.execPath,
      [join(root, 'packages/server/dist/main.js')],
      { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'error' },
      (line) => {
        base = line.match(/listening on (http:\/\/[\d.:]+)/)?.[1] ?? base;
        return base !== '';
      },
    );
    browser = await chromium.launch(CHROMIUM_LAUNCH);
    const grant = (await (
      await fetch(`${base}/api/auth/Account/SignIn`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ UserName: 'alice', Password: 'demo1234' }),
      })
    ).json()) as { access_token: string; expires_at: number; session: unknown };
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(
      `localStorage.setItem('fk.session', ${JSON.stringify(
        JSON.stringify({ token: grant.access_token, expiresAt: grant.expires_at, session: grant.session }),
      )}); localStorage.setItem('fk.shell.homeLoaded', 'loaded');`,
    );
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.js')) scripts.add(path.replace(/^\//, ''));
    });
    await page.goto(`${base}/home`);
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    // What loaded until /home is painted; what the frame fetches afterwards (the chat icon's and the bell's widgets)
    // is not first paint, even when it happens to arrive before the heading.
    const deferred = deferredSlotFiles(scripts);
    const firstPaintScripts = [...scripts].filter((file) => !deferred.has(file));
    const gzip = firstPaintScripts.reduce((sum, file) => sum + gzipOf(file), 0);
    return await use(page, {
      files: firstPaintScripts.length,
      gzip,
      budget: FIRST_PAINT_BUDGET,
      withinBudget: gzip <= FIRST_PAINT_BUDGET,
    });
  } finally {
    await browser?.close();
    if (server) await stopChild(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Starts the built server, signs in, and measures the JavaScript of the first paint of /home in Chromium. */
export function measureFirstPaint(): Promise<FirstPaint> {
  return withShell(async (_page, firstPaint) => firstPaint);
}

/** Starts the built server, signs in, and measures the shell in Chromium. */
export function measureShell(rounds = 10): Promise<ShellFigures> {
  return withShell(async (page, firstPaint) => {
    await page.locator('nav.fk-shell-side a[href="/home"]').waitFor();

    const toJobs = timeClick(
      'nav.fk-shell-side a[href="/customview/ManageTechnicianJobs"]',
      'Technician jobs',
    );
    const toHome = timeClick('nav.fk-shell-side a[href="/home"]', 'Home');
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      await page
        .getByRole('navigation', { name: 'Side menu' })
        .getByRole('button', { name: 'Work Orders' })
        .click();
      times.push((await page.evaluate(toJobs)) as number);
      times.push((await page.evaluate(toHome)) as number);
    }
    return {
      firstPaint,
      menuClick: { samples: times.length, medianMs: round(median(times.slice(1))), coldMs: round(times[0]!) },
    };
  });
}
