import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../e2e/chromium';
import { countReactCopies, reactCopies } from '../e2e/react-copies';
import { startBuiltServer, startChild, stopChild } from './child';
import { pageScriptGzip, readRuntimeManifest } from './runtime-sizes';
import { median, round } from './stats';

const PORT = 4391;
const PORTAL_PORT = PORT + 1;
const PORTAL = `http://127.0.0.1:${PORTAL_PORT}`;
const PORTAL_SCRIPT = fileURLToPath(new URL('../examples/portal/serve.mjs', import.meta.url));

/** One way of loading the widgets, measured on the example portal signed in as alice (all five elements). */
interface PageFigures {
  /** From the navigation's start to the chat launcher shown, median of the runs. */
  launcherMedianMs: number;
  launcherRunsMs: number[];
  /** Script requests the page made (all five elements, until the launcher shows and the page settles). */
  scriptRequests: number;
  /** The React copies that started (React's devtools hook). */
  reactCopies: number;
}

export interface RuntimePageFigures {
  runtime: PageFigures;
  standalone: PageFigures;
  /** Script gzip bytes and requests, with the runtime, for a page with one, three and five elements. */
  runtimePages: Array<{ elements: string; gzip: number; requests: number }>;
}

async function measure(browser: Browser, search: string, runs: number): Promise<PageFigures> {
  const launcherRunsMs: number[] = [];
  let scriptRequests = 0;
  let copies = 0;
  for (let run = 0; run < runs; run++) {
    // A fresh context each run: nothing cached, as a first visit.
    const context = await browser.newContext({ baseURL: PORTAL });
    await context.addInitScript(countReactCopies);
    const signedIn = await context.request.post('/sign-in', {
      data: { username: 'alice', password: 'intranet1234' },
    });
    if (!signedIn.ok()) throw new Error(`portal sign-in: ${signedIn.status()}`);
    const page = await context.newPage();
    let scripts = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts++;
    });
    await page.goto(`/${search}`);
    const shownAt = await page.waitForFunction(
      () => {
        const button = document.querySelector('fk-chat')?.shadowRoot?.querySelector('button');
        return button && button.getBoundingClientRect().width > 0 ? performance.now() : 0;
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    launcherRunsMs.push(round(Number(await shownAt.jsonValue())));
    await page.waitForLoadState('networkidle');
    scriptRequests = scripts;
    copies = await reactCopies(page);
    await context.close();
  }
  return {
    launcherMedianMs: round(median(launcherRunsMs)),
    launcherRunsMs,
    scriptRequests,
    reactCopies: copies,
  };
}

/**
 * The page runtime against the standalone bundles in the same run: the example portal with its five elements, once
 * with the runtime's one tag and once with the five standalone scripts (`?scripts=standalone`), each loaded `runs`
 * times in a fresh context; and the runtime's script bytes and requests for one, three and five elements.
 */
export async function benchRuntimePage(runs = 10): Promise<RuntimePageFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fk-bench-runtime-'));
  let server: ChildProcess | undefined;
  let portal: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    server = await startBuiltServer(PORT, { DATA_DIR: dataDir, ALLOWED_ORIGINS: PORTAL, LOG_LEVEL: 'info' });
    portal = await startChild(
      process.execPath,
      [PORTAL_SCRIPT],
      { PORTAL_PORT: String(PORTAL_PORT), FIELDKIT_URL: `http://127.0.0.1:${PORT}` },
      (line) => line.includes('Portal on'),
    );
    browser = await chromium.launch(CHROMIUM_LAUNCH);
    // One run each first, not counted: the server's and the portal's first answers (file reads, the seed).
    await measure(browser, '', 1);
    await measure(browser, '?scripts=standalone', 1);
    const runtime = await measure(browser, '', runs);
    const standalone = await measure(browser, '?scripts=standalone', runs);
    const manifest = readRuntimeManifest();
    const runtimePages = [
      ['fk-chat'],
      ['fk-chat', 'fk-notes', 'fk-sms-log'],
      Object.keys(manifest.elements),
    ].map((tags) => ({
      elements: tags.join(', '),
      gzip: pageScriptGzip(manifest, tags),
      requests: new Set([manifest.loader, ...tags.flatMap((tag) => manifest.elements[tag] ?? [])]).size,
    }));
    return { runtime, standalone, runtimePages };
  } finally {
    await browser?.close();
    if (portal) await stopChild(portal);
    if (server) await stopChild(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
