import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { printoutsDir } from '../src/features/job-print/printout-store';
import { createJobPdfPrinter, type JobPdfPrinter, sha256Hex } from '../src/features/job-print/render-pdf';
import { pdfDocument } from '../src/pdf/pdf-document';
import { tempDataDir } from './helpers';
import { pdfText } from './pdf-reader';

// The job PDF printer over real Chromium and a temporary data folder: a PDF printed is kept on disk by its
// document's SHA-256, so that a printer started later on the same folder answers the same bytes; past the limit the
// least recently used go.

const documentOf = (text: string) =>
  pdfDocument({ title: text, css: 'p { font-size: 14pt }', body: `<p>${text}</p>` });
const pdfsIn = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.pdf'));

const dataDir = tempDataDir();
const printouts = printoutsDir(dataDir);
const printers: JobPdfPrinter[] = [];
const printer = (keep?: number) => {
  const made = createJobPdfPrinter(1, keep === undefined ? {} : { keep });
  printers.push(made);
  return made;
};

afterAll(async () => {
  await Promise.all(printers.map((p) => p.close()));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the job PDF printer keeps what it prints', () => {
  const html = documentOf('Kept across restarts');
  let first: Buffer;

  test('a PDF printed is written whole to DATA_DIR/printouts/{SHA-256 of its document}.pdf', async () => {
    first = await printer().print(html, printouts);
    expect(pdfText(first)).toContain('Kept across restarts');
    expect(readFileSync(join(printouts, `${sha256Hex(html)}.pdf`)).equals(first)).toBe(true);
    expect(readdirSync(printouts)).toEqual([`${sha256Hex(html)}.pdf`]);
  }, 60_000);

  test('a new printer on the same data folder answers the same bytes (Chromium would print another date)', async () => {
    // A second later Chromium's CreationDate differs: only the kept file gives the same bytes.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = printer();
    const bytes = await again.print(html, printouts);
    expect(sha256Hex(bytes)).toBe(sha256Hex(first));
    expect((await printer().kept(sha256Hex(html), printouts))?.equals(first)).toBe(true);
    expect(await printer().kept(sha256Hex('never printed'), printouts)).toBeUndefined();
  }, 60_000);

  test('past the limit the least recently used PDFs go, and temporary files left by a stopped process', async () => {
    const dir = join(dataDir, 'pruned');
    mkdirSync(dir, { recursive: true });
    const old = (name: string, secondsAgo: number) => {
      writeFileSync(join(dir, name), 'x');
      const when = new Date(Date.now() - secondsAgo * 1000);
      utimesSync(join(dir, name), when, when);
    };
    old(`${'a'.repeat(64)}.pdf`, 400);
    old(`${'b'.repeat(64)}.pdf`, 300);
    old(`${'c'.repeat(64)}.pdf`, 200);
    old(`${'d'.repeat(64)}.pdf`, 100);
    old(`.${'e'.repeat(64)}.123456.tmp`, 3600);
    const fresh = documentOf('The newest');
    await printer(3).print(fresh, dir);
    expect(pdfsIn(dir).sort()).toEqual(
      [`${'c'.repeat(64)}.pdf`, `${'d'.repeat(64)}.pdf`, `${sha256Hex(fresh)}.pdf`].sort(),
    );
    expect(existsSync(join(dir, `.${'e'.repeat(64)}.123456.tmp`))).toBe(false);
  }, 60_000);
});
