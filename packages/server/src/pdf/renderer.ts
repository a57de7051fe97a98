import { randomUUID } from 'node:crypto';
import { type Browser, chromium } from 'playwright-core';
import { createBrowserUse } from './browser-use';
import { fairTurns, TurnsFull } from './fair-turns';
import { markedTreeMemory, type TreeMemory } from './process-memory';
import { createSheets } from './sheets';

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
  /** Documents that may wait for a turn, in all and per user; one more is refused at once ({@link PdfBusyError}). */
  maxWaiting?: number;
  maxWaitingPerOwner?: number;
  /**
   * The most memory (PSS, MB) the renderer's Chromium may hold, its browser and every process under it, read after
   * each document: past it, the browser is closed once its documents are done and launched anew for the next (which
   * waits for that). Unbounded when left out.
   */
  memoryLimitMb?: number;
}

/** Prints HTML documents to PDF with one warm Chromium. */
export interface PdfRenderer {
  /**
   * The PDF of a complete HTML document (see `pdfDocument`): A4, backgrounds printed, the document's page CSS kept.
   * `owner` (the user it is printed for) takes turns with the others (see `fairTurns`).
   */
  render(html: string, owner?: string): Promise<Buffer>;
  /** Documents printing now and waiting, and Chromium's launches and restarts for memory so far. */
  load(): { printing: number; waiting: number; launches: number; restartsForMemory: number };
  /** The memory of the running Chromium (its whole process tree), or null when none runs. */
  memory(): TreeMemory | null;
  close(): Promise<void>;
}

/** Raised when a document could not be printed (it tried to leave the page, or took too long). */
export class PdfRenderError extends Error {
  override name = 'PdfRenderError';
}

/** Raised at once when too many documents already wait for the printer (in all, or of the same user). */
export class PdfBusyError extends Error {
  override name = 'PdfBusyError';
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

/**
 * The turns documents take: one user's burst waits behind itself (each user holds all slots but one at most, and
 * users take turns); the queue is bounded, so the documents held waiting are too.
 */
function documentTurns(poolSize: number, options: PdfRendererOptions) {
  return fairTurns(poolSize, Math.max(1, poolSize - 1), {
    maxWaiting: options.maxWaiting ?? 32,
    maxWaitingPerOwner: options.maxWaitingPerOwner ?? 8,
  });
}

/**
 * A PDF renderer on one Chromium launched at the first document and kept warm; each document gets a fresh context
 * with JavaScript off, every request aborted and every WebSocket closed, so the document prints only what it holds
 * (its images inlined as `data:` beforehand). The next document's context is made ahead (one spare at most, made
 * while a document prints), used for one document and closed after it. At most `poolSize` documents print at once.
 * A browser that dies is launched again for the next document; a spare of the browser that died is never used. Memory
 * is bounded: by the pool, by the waiting queue (a document past it is refused at once), and by `memoryLimitMb`, past
 * which Chromium is restarted between documents.
 */
export function createPdfRenderer(options: PdfRendererOptions = {}): PdfRenderer {
  const poolSize = Math.max(1, options.poolSize ?? 2);
  const timeoutMs = options.timeoutMs ?? 15_000;
  let browser: Promise<Browser> | null = null;
  const sheets = createSheets(timeoutMs);
  const turns = documentTurns(poolSize, options);
  // Names this renderer's Chromium among the machine's processes (Chromium ignores a switch it does not know).
  const marker = `--fieldkit-pdf-renderer=${randomUUID()}`;
  let launches = 0;
  let restartsForMemory = 0;
  const use = createBrowserUse();
  /** A browser being closed for its memory: the next launch waits for it to be gone. */
  let retiring: Promise<void> | null = null;

  const launch = async (): Promise<Browser> => {
    if (retiring) await retiring;
    if (browser) return browser;
    launches++;
    const launching: Promise<Browser> = chromium
      .launch({
        executablePath: options.executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [...CHROMIUM_ARGS, marker],
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

  /**
   * Closes `running` for its memory once its documents are done; the next document launches a new browser after it
   * is gone (two browsers at once would be the peak this avoids).
   */
  function retire(running: Browser) {
    if (retiring) return;
    restartsForMemory++;
    browser = null;
    void sheets.dropSpare();
    retiring = use
      .whenIdle(running)
      .then(() => running.close())
      .catch(() => {})
      .finally(() => {
        retiring = null;
      });
  }

  /** After a document: the browser retired when its Chromium holds more than the limit. */
  function checkMemory(running: Browser) {
    if (options.memoryLimitMb === undefined || retiring || !running.isConnected()) return;
    const used = markedTreeMemory(marker);
    if (used && used.pssMb > options.memoryLimitMb) retire(running);
  }

  async function print(html: string): Promise<Buffer> {
    const running = await launch();
    use.enter(running);
    try {
      return await printOn(running, html);
    } finally {
      use.leave(running);
      checkMemory(running);
    }
  }

  async function printOn(running: Browser, html: string): Promise<Buffer> {
    const spared = await sheets.takeSpare(running);
    // The next document's context is made while this one prints; after it when this one had to make its own (the
    // first after a launch, or after a burst), not to slow it.
    if (spared) sheets.prepareSpare(running);
    const { context, page } = spared ?? (await sheets.open(running));
    try {
      await page.setContent(html, { waitUntil: 'load', timeout: timeoutMs });
      // A document that tried to go elsewhere (a meta refresh) would print an error page: refuse it.
      if (page.url() !== 'about:blank') throw new PdfRenderError('The document tried to leave the page.');
      return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    } finally {
      await context.close().catch(() => {});
      if (!spared && !retiring) sheets.prepareSpare(running);
    }
  }

  return {
    async render(html, owner = '') {
      try {
        await turns.acquire(owner);
      } catch (error) {
        if (error instanceof TurnsFull) throw new PdfBusyError(`The printer is busy: ${error.message}.`);
        throw error;
      }
      try {
        return await print(html);
      } finally {
        turns.release(owner);
      }
    },
    load: () => {
      const { busy, waiting } = turns.load();
      return { printing: busy, waiting, launches, restartsForMemory };
    },
    memory: () => markedTreeMemory(marker),
    async close() {
      const running = browser;
      browser = null;
      await sheets.dropSpare();
      if (running) await (await running.catch(() => null))?.close();
      await retiring;
    },
  };
}
