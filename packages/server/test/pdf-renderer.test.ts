import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { pdfDocument } from '../src/pdf/pdf-document';
import { processTable } from '../src/pdf/process-memory';
import { CHROMIUM_ARGS, createPdfRenderer, PdfBusyError, type PdfRenderer } from '../src/pdf/renderer';
import { pdfPages, pdfText } from './pdf-reader';

// The server's PDF printing in the system Chromium (the job printout's renderer), and what a document written by
// anyone cannot make it do: run script, or reach any address.

let renderer: PdfRenderer;
let listener: Server;
let base = '';
const asked: string[] = [];

beforeAll(async () => {
  renderer = createPdfRenderer({ poolSize: 2 });
  // Stands for an internal service a printout must never reach.
  listener = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.end('internal');
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await renderer?.close();
  await new Promise((resolve) => listener?.close(resolve));
});

const doc = (body: string, css = '') => pdfDocument({ title: 'Job 5001', css, body });

describe('HTML printed to PDF', () => {
  test('A4 pages with the document text; a long document breaks into pages', async () => {
    const pdf = await renderer.render(doc('<h1>Job 5001</h1><p>Boiler serviced.</p>'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Job 5001');
    expect(text).toContain('Boiler serviced.');
    const long = await renderer.render(
      doc(Array.from({ length: 120 }, (_, i) => `<p>Line ${i}</p>`).join('')),
    );
    expect(pdfPages(long)).toBeGreaterThan(1);
  });

  test('script does not run: the document prints as it was written', async () => {
    const text = pdfText(
      await renderer.render(
        doc(
          '<p id="x">as written</p><script>document.getElementById("x").textContent = "rewritten"</script>',
        ),
      ),
    );
    expect(text).toContain('as written');
    expect(text).not.toContain('rewritten');
  });

  test('nothing in a document reaches any address: images, styles, imports, frames, objects, media, forms, refresh', async () => {
    const hostile = [
      `<img src="${base}/img">`,
      `<link rel="stylesheet" href="${base}/css">`,
      `<style>@import url("${base}/import"); body { background: url("${base}/bg"); } @font-face { font-family: x; src: url("${base}/font"); }</style>`,
      `<iframe src="${base}/frame"></iframe>`,
      `<object data="${base}/object"></object><embed src="${base}/embed">`,
      `<video src="${base}/video" poster="${base}/poster"></video><audio src="${base}/audio"></audio>`,
      `<svg><image href="${base}/svg"></image></svg>`,
      `<form action="${base}/form"><input type="image" src="${base}/input"></form>`,
      `<script src="${base}/script"></script><script>fetch("${base}/fetch"); new WebSocket("ws://127.0.0.1:1/ws")</script>`,
      `<div style="background-image: url('${base}/inline')">styled</div>`,
      '<p>still printed</p>',
    ].join('');
    const pdf = await renderer.render(doc(hostile));
    expect(pdfText(pdf)).toContain('still printed');
    // A meta refresh (with the base it would resolve against) is refused rather than printed as an error page.
    await renderer
      .render(
        `<html><head><base href="${base}/"><meta http-equiv="refresh" content="0;url=${base}/refresh"></head><body><p>refresh</p></body></html>`,
      )
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toEqual([]);
  });

  test('at most poolSize documents print at once; every one of 8 at once is printed', async () => {
    let most = 0;
    const watch = setInterval(() => {
      most = Math.max(most, renderer.load().printing);
    }, 5);
    const pdfs = await Promise.all(
      Array.from({ length: 8 }, (_, i) => renderer.render(doc(`<p>Document ${i}</p>`))),
    );
    clearInterval(watch);
    expect(most).toBeLessThanOrEqual(2);
    expect(pdfs.map((pdf) => pdfText(pdf).includes('Document'))).toEqual(Array(8).fill(true));
    expect(renderer.load()).toMatchObject({ printing: 0, waiting: 0 });
  });

  test("one user's burst does not hold another's document back: alice's, asked after bob's six, is among the first three done", async () => {
    const done: string[] = [];
    const print = (owner: string, name: string) =>
      renderer.render(doc(`<p>${name}</p>`), owner).then(() => done.push(name));
    const bob = Array.from({ length: 6 }, (_, i) => print('2:3', `bob ${i}`));
    const alice = print('2:2', 'alice');
    await Promise.all([...bob, alice]);
    // In the order asked she would be the seventh; she starts at once, beside bob's first.
    expect(done.indexOf('alice')).toBeLessThanOrEqual(2);
  });
});

/**
 * The command lines of the processes under this one (the Chromium it launched: browser, zygotes, renderers), as
 * words; the zygote's children rewrite theirs as one line, so look for a word with `includes` on the joined line.
 */
function descendants(): string[][] {
  const { children, commands } = processTable();
  const found: string[][] = [];
  const queue = [...(children.get(process.pid) ?? [])];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    found.push((commands.get(pid) ?? '').split('\0'));
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

const disabledFeatures = (command: string[]) =>
  command
    .findLast((arg) => arg.startsWith('--disable-features='))
    ?.slice('--disable-features='.length)
    .split(',') ?? [];

describe("Chromium's own pages", () => {
  test('Chromium keeps every feature Playwright turns off (it reads only the last --disable-features)', async () => {
    const before = new Set(descendants().map((command) => command.join(' ')));
    const plain = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
    try {
      const launched = descendants().find(
        (command) => command.includes('--remote-debugging-pipe') && !before.has(command.join(' ')),
      );
      const playwrights = disabledFeatures(launched ?? []);
      expect(playwrights.length).toBeGreaterThan(0);
      expect(disabledFeatures(CHROMIUM_ARGS)).toEqual(expect.arrayContaining(playwrights));
    } finally {
      await plain.close();
    }
  });

  test('a document starts no renderer of its own beside its page: no omnibox WebUI, no spare renderer', async () => {
    const renderers = () => descendants().filter((command) => command.join(' ').includes('--type=renderer'));
    // The other renderer of this file, settled, holds its next context's page.
    const others = renderers().length;
    const own = createPdfRenderer({ poolSize: 1 });
    try {
      const seen: string[][] = [];
      const watch = setInterval(() => seen.push(...renderers()), 10);
      await own.render(doc('<p>One document</p>'));
      clearInterval(watch);
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.filter((command) => command.join(' ').includes('--top-chrome-webui'))).toEqual([]);
      // Settled: the document's context is closed and the next one's made ahead, one page in one renderer.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(renderers()).toHaveLength(others + 1);
    } finally {
      await own.close();
    }
  });
});

describe('the next context, made ahead', () => {
  // Every context the renderer makes, with the pages made in it and the documents set in them.
  interface Made {
    browser: Browser;
    context: BrowserContext;
    pages: number;
    documents: string[];
    closed: boolean;
  }
  const made: Made[] = [];
  const browsers: Browser[] = [];
  const launch = chromium.launch.bind(chromium);
  let own: PdfRenderer;

  beforeAll(() => {
    vi.spyOn(chromium, 'launch').mockImplementation(async (options) => {
      const browser = await launch(options);
      browsers.push(browser);
      const newContext = browser.newContext.bind(browser);
      vi.spyOn(browser, 'newContext').mockImplementation(async (contextOptions) => {
        const context = await newContext(contextOptions);
        const entry: Made = { browser, context, pages: 0, documents: [], closed: false };
        made.push(entry);
        context.on('close', () => {
          entry.closed = true;
        });
        const newPage = context.newPage.bind(context);
        vi.spyOn(context, 'newPage').mockImplementation(async () => {
          const page = await newPage();
          entry.pages++;
          const setContent = page.setContent.bind(page);
          vi.spyOn(page, 'setContent').mockImplementation(async (html, setOptions) => {
            entry.documents.push(html);
            return setContent(html, setOptions);
          });
          return page;
        });
        return context;
      });
      return browser;
    });
    own = createPdfRenderer({ poolSize: 2 });
  });
  afterAll(async () => {
    await own?.close();
    vi.restoreAllMocks();
  });

  // The spare is made after the document it follows: on a busy machine its page can take more than Vitest's 1 s.
  const settled = async (contexts: number) => {
    await vi.waitFor(
      () => {
        expect(made).toHaveLength(contexts);
        expect(made.at(-1)!.pages).toBe(1);
      },
      { timeout: 10_000 },
    );
  };

  test('each context prints one document and is closed; the spare holds none until a document takes it', async () => {
    await own.render(doc('<p>First</p>'));
    await settled(2);
    expect(made.map((m) => [m.pages, m.documents.length, m.closed])).toEqual([
      [1, 1, true],
      [1, 0, false],
    ]);

    await own.render(doc('<p>Second</p>'));
    await Promise.all(Array.from({ length: 6 }, (_, i) => own.render(doc(`<p>Together ${i}</p>`))));
    await settled(9);
    const used = made.slice(0, -1);
    expect(used.map((m) => m.pages)).toEqual(Array(8).fill(1));
    expect(used.map((m) => m.documents.length)).toEqual(Array(8).fill(1));
    expect(used.every((m) => m.closed)).toBe(true);
    expect(made.at(-1)!.documents).toEqual([]);
    // The second document was printed in the context made ahead, after the first.
    expect(made[1]!.documents[0]).toContain('Second');

    await own.close();
    expect(made.at(-1)!.closed).toBe(true);
  });

  test('a browser that died is launched again and its spare left unused', async () => {
    const before = made.length;
    await own.render(doc('<p>Before</p>'));
    await settled(before + 2);
    const spare = made.at(-1)!;
    const died = browsers.length;
    await browsers.at(-1)!.close();
    const pdf = await own.render(doc('<p>After the browser died</p>'));
    expect(pdfText(pdf)).toContain('After the browser died');
    expect(browsers).toHaveLength(died + 1);
    expect(spare.documents).toEqual([]);
    const printed = made.find((m) => m.documents.some((html) => html.includes('After the browser died')));
    expect(printed?.browser).toBe(browsers.at(-1));
  });
});

describe('memory is bounded: the waiting queue, and Chromium restarted past a limit', () => {
  /** The Chromiums of PDF renderers this process launched: its children named by a renderer's switch. */
  const rendererBrowsers = () => {
    const { children, commands } = processTable();
    return (children.get(process.pid) ?? []).filter((pid) =>
      commands.get(pid)?.includes('--fieldkit-pdf-renderer='),
    ).length;
  };

  test('past the waiting limit a document is refused at once with PdfBusyError; the others print', async () => {
    const busy = createPdfRenderer({ poolSize: 1, maxWaiting: 2, maxWaitingPerOwner: 2 });
    try {
      const outcomes = await Promise.allSettled(
        Array.from({ length: 5 }, (_, i) => busy.render(doc(`<p>Document ${i}</p>`), 'bob')),
      );
      expect(outcomes.map((o) => o.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
        'rejected',
        'rejected',
      ]);
      expect((outcomes[3] as PromiseRejectedResult).reason).toBeInstanceOf(PdfBusyError);
      expect(pdfText((outcomes[2] as PromiseFulfilledResult<Buffer>).value)).toContain('Document 2');
    } finally {
      await busy.close();
    }
  });

  test('over its memory limit Chromium is closed between documents and launched anew, never two at once', async () => {
    const before = rendererBrowsers();
    // 1 MB: every document leaves Chromium over it.
    const small = createPdfRenderer({ poolSize: 2, memoryLimitMb: 1 });
    let most = 0;
    const sampler = setInterval(() => {
      most = Math.max(most, rendererBrowsers() - before);
    }, 20);
    try {
      const printed = await Promise.all(
        Array.from({ length: 4 }, (_, i) => small.render(doc(`<p>Restarted ${i}</p>`), `user ${i}`)),
      );
      for (const [i, pdf] of printed.entries()) expect(pdfText(pdf)).toContain(`Restarted ${i}`);
      const load = small.load();
      // Every document leaves Chromium over the limit: each browser launched was retired after its documents.
      expect(load.launches).toBeGreaterThanOrEqual(2);
      expect(load.restartsForMemory).toBe(load.launches);
      await expect.poll(() => small.memory()).toBeNull();
      expect(most).toBe(1);
    } finally {
      clearInterval(sampler);
      await small.close();
    }
  });

  test('within its limit, Chromium stays up: no restart over several documents, its memory read', async () => {
    const roomy = createPdfRenderer({ poolSize: 1, memoryLimitMb: 4096 });
    try {
      for (let i = 0; i < 3; i++) await roomy.render(doc(`<p>Kept ${i}</p>`));
      expect(roomy.load()).toMatchObject({ launches: 1, restartsForMemory: 0 });
      expect(roomy.memory()?.pssMb).toBeGreaterThan(10);
    } finally {
      await roomy.close();
    }
  });
});
