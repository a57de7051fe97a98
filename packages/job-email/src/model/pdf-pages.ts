/// <reference path="../pdfjs-worker.d.ts" />
/**
 * The PDF viewer of the preview: pdf.js, loaded only when a preview opens (its parser runs on the page's own thread,
 * so no worker file has to be served beside the bundle). It draws each page of the server's PDF on a canvas at the
 * width given and reads its text, for screen readers and for tests that read what the customer gets.
 */

/** One page of a PDF, drawn. */
export interface PdfPage {
  canvas: HTMLCanvasElement;
  /** The page's text, in reading order. */
  text: string;
}

type PdfJs = typeof import('pdfjs-dist');

let loading: Promise<PdfJs> | undefined;

/** pdf.js with its parser on the main thread (the worker module's handler registered first). */
function loadPdfJs(): Promise<PdfJs> {
  loading ??= import('pdfjs-dist/build/pdf.worker.min.mjs')
    .then(() => import('pdfjs-dist'))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * The pages of a PDF, each drawn `cssWidth` CSS pixels wide at the screen's pixel ratio (at most 2). Nothing in the
 * document runs: no script, no evaluated fonts, no form layer. Aborting stops between pages.
 */
export async function drawPdfPages(
  bytes: Uint8Array,
  cssWidth: number,
  signal?: AbortSignal,
): Promise<PdfPage[]> {
  const pdfjs = await loadPdfJs();
  // pdf.js takes ownership of the buffer it is given: a copy keeps the caller's bytes (the ones sent) intact.
  const document = await pdfjs.getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    enableXfa: false,
  }).promise;
  try {
    const ratio = Math.min(2, globalThis.devicePixelRatio || 1);
    const pages: PdfPage[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      signal?.throwIfAborted();
      const page = await document.getPage(number);
      const scale = (cssWidth / page.getViewport({ scale: 1 }).width) * ratio;
      const viewport = page.getViewport({ scale });
      const canvas = globalThis.document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      await page.render({ canvas, viewport }).promise;
      const content = await page.getTextContent();
      // Pieces of text as the page places them: a line break after a line's end, a space between the others.
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join('')
        .replace(/[ \t]+/g, ' ')
        .replace(/ ?\n ?/g, '\n')
        .trim();
      pages.push({ canvas, text });
      page.cleanup();
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
