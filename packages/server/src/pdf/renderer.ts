import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { fairTurns } from './fair-turns';

/** Options of {@link createPdfRenderer}. */
export interface PdfRendererOptions {
  /** The Chromium binary (Debian's by default, or CHROMIUM_PATH). */
  executablePath?: string;
  /**
   * Documents printed at once; the others wait their turn (a bounded pool: memory does not grow with the load), one
   * user taking all of them but one at most.
   */
  poolSize?: number;
  /** Longest a document may take to load and print. */
  timeoutMs?: number;
}

/** Prints HTML documents to PDF with one warm Chromium. */
export interface PdfRenderer {
  /**
   * The PDF of a complete HTML document (see `pdfDocument`): A4, backgrounds printed, the document's page CSS kept.
   * `owner` (the user it is printed for) takes turns with the others (see `fairTurns`).
   */
  render(html: string, owner?: string): Promise<Buffer>;
  /** Documents printing now, and waiting. */
  load(): { printing: number; waiting: number };
  close(): Promise<void>;
}

/** Raised when a document could not be printed (it tried to leave the page, or took too long). */
export class PdfRenderError extends Error {
  override name = 'PdfRenderError';
}

/**
 * Features Playwright 1.65 turns off in Chromium (its `--disable-features`): Chromium reads only the last
 * `--disable-features` it is given, so ours repeats them.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium's arguments. Headless Chromium opens a browser window for each context, and with it its omnibox popups,
 * WebUI pages in a renderer process of their own, and a spare renderer that no page of the context takes: both are
 * turned off. Measured with job 5001's printout: a new page 120 → 70 ms, the renderer processes of a document
 * 380 → 150 MB RSS.
 */
export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--no-first-run',
  // No proxy reachable: anything that would slip past the routes has nowhere to go.
  '--proxy-server=http://127.0.0.1:9',
  '--proxy-bypass-list=<-loopback>',
  `--disable-features=${[
    ...PLAYWRIGHT_DISABLED_FEATURES,
    'WebUIOmniboxPopup',
    'WebUIOmniboxAimPopup',
    'WebUIOmniboxFullPopup',
    'SpareRendererForSitePerProcess',
  ].join(',')}`,
];

/** A context made for one document: JavaScript off, every request aborted, every WebSocket closed, a blank page. */
interface Sheet {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * A PDF renderer on one Chromium launched at the first document and kept warm; each document gets a fresh context
 * with JavaScript off, every request aborted and every WebSocket closed, so the document prints only what it holds
 * (its images inlined as `data:` beforehand). The next document's context is made ahead (one spare at most, made
 * while a document prints), used for one document and closed after it. At most `poolSize` documents print at once.
 * A browser that dies is launched again for the next document; a spare of the browser that died is never used.
 */
export function createPdfRenderer(options: PdfRendererOptions = {}): PdfRenderer {
  const poolSize = Math.max(1, options.poolSize ?? 2);
  const timeoutMs = options.timeoutMs ?? 15_000;
  let browser: Promise<Browser> | null = null;
  let spare: Promise<Sheet> | null = null;
  // One user's burst waits behind itself: each user holds all slots but one at most, and users take turns.
  const turns = fairTurns(poolSize, Math.max(1, poolSize - 1));

  const launch = (): Promise<Browser> => {
    if (browser) return browser;
    const launching: Promise<Browser> = chromium
      .launch({
        executablePath: options.executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: CHROMIUM_ARGS,
      })
      .then((launched) => {
        launched.on('disconnected', () => {
          if (browser === launching) browser = null;
        });
        return launched;
      });
    browser = launching;
    launching.catch(() => {
      if (browser === launching) browser = null;
    });
    return launching;
  };

  async function openSheet(running: Browser): Promise<Sheet> {
    const context = await running.newContext({ javaScriptEnabled: false });
    try {
      await context.route('**/*', (route) => route.abort('aborted'));
      await context.routeWebSocket(/.*/, (socket) => socket.close());
      const page = await context.newPage();
      page.setDefaultTimeout(timeoutMs);
      return { browser: running, context, page };
    } catch (error) {
      await context.close().catch(() => {});
      throw error;
    }
  }

  /** The spare when it is sound and of the running browser: taken, as a spare serves one document. */
  async function takeSpare(running: Browser): Promise<Sheet | null> {
    const ready = spare;
    spare = null;
    const sheet = ready && (await ready.catch(() => null));
    if (!sheet) return null;
    if (sheet.browser === running && running.isConnected() && !sheet.page.isClosed()) return sheet;
    void sheet.context.close().catch(() => {});
    return null;
  }

  /** The next document's context, made ahead: one at most. */
  const prepareSpare = (running: Browser) => {
    if (spare !== null || !running.isConnected()) return;
    spare = openSheet(running);
    spare.catch(() => {});
  };

  async function print(html: string): Promise<Buffer> {
    const running = await launch();
    const spared = await takeSpare(running);
    // The next document's context is made while this one prints; after it when this one had to make its own (the
    // first after a launch, or after a burst), not to slow it.
    if (spared) prepareSpare(running);
    const { context, page } = spared ?? (await openSheet(running));
    try {
      await page.setContent(html, { waitUntil: 'load', timeout: timeoutMs });
      // A document that tried to go elsewhere (a meta refresh) would print an error page: refuse it.
      if (page.url() !== 'about:blank') throw new PdfRenderError('The document tried to leave the page.');
      return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    } finally {
      await context.close().catch(() => {});
      if (!spared) prepareSpare(running);
    }
  }

  return {
    async render(html, owner = '') {
      await turns.acquire(owner);
      try {
        return await print(html);
      } finally {
        turns.release(owner);
      }
    },
    load: () => {
      const { busy, waiting } = turns.load();
      return { printing: busy, waiting };
    },
    async close() {
      const running = browser;
      const ready = spare;
      browser = null;
      spare = null;
      await ready?.then((sheet) => sheet.context.close()).catch(() => {});
      if (running) await (await running.catch(() => null))?.close();
    },
  };
}
