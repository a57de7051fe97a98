import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A printed PDF read back as a person would read it, with poppler-utils (installed by npm test), for the tests of
// the server's printing and of the app's Print.

/** Runs a poppler tool on a PDF's bytes (written to a temporary file, removed after). */
function withPdfFile(pdf: Uint8Array, tool: string, args: readonly string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'fieldkit-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of a PDF, laid out as on its pages (pdftotext). */
export const pdfText = (pdf: Uint8Array): string => withPdfFile(pdf, 'pdftotext', ['-layout']);

/** The number of pages of a PDF (pdfinfo). */
export const pdfPages = (pdf: Uint8Array): number =>
  Number(/Pages:\s+(\d+)/.exec(withPdfFile(pdf, 'pdfinfo', []))?.[1]);
