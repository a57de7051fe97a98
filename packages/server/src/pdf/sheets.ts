import type { Browser, BrowserContext, Page } from 'playwright-core';

/** A context made for one document: JavaScript off, every request aborted, every WebSocket closed, a blank page. */
export interface Sheet {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/** The sheets documents print on: a fresh one each, and the next one made ahead (one spare at most). */
export interface Sheets {
  /** A new sheet on `running`. */
  open(running: Browser): Promise<Sheet>;
  /** The spare when it is sound and of `running`: taken, as a spare serves one document; otherwise null. */
  takeSpare(running: Browser): Promise<Sheet | null>;
  /** Makes the next document's sheet ahead, unless there is one. */
  prepareSpare(running: Browser): void;
  /** Closes the spare, if any. */
  dropSpare(): Promise<void>;
}

/** Sheets whose pages give up on a document after `timeoutMs`. */
export function createSheets(timeoutMs: number): Sheets {
  let spare: Promise<Sheet> | null = null;

  async function open(running: Browser): Promise<Sheet> {
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

  return {
    open,
    async takeSpare(running) {
      const ready = spare;
      spare = null;
      const sheet = ready && (await ready.catch(() => null));
      if (!sheet) return null;
      if (sheet.browser === running && running.isConnected() && !sheet.page.isClosed()) return sheet;
      void sheet.context.close().catch(() => {});
      return null;
    },
    prepareSpare(running) {
      if (spare !== null || !running.isConnected()) return;
      spare = open(running);
      spare.catch(() => {});
    },
    async dropSpare() {
      const ready = spare;
      spare = null;
      await ready?.then((sheet) => sheet.context.close()).catch(() => {});
    },
  };
}
