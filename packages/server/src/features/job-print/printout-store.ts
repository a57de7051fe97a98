import { randomBytes } from 'node:crypto';
import { link, mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// Printed PDFs kept on disk by the SHA-256 of the HTML document they were printed from, `{DATA_DIR}/printouts/
// {htmlSha256}.pdf`: the same job data gives the same bytes across restarts and across processes sharing the data
// folder, so that the PDF a user previewed is the PDF the e-mail sends. A file is written whole or not at all (a
// temporary name, then linked into place), the first one kept for a document stays, and the least recently used are
// removed past a limit.

/** How many PDFs are kept on disk: past it, the least recently used go. */
export const KEPT_PRINTOUTS = 500;

/** A temporary file left by a process that stopped while writing is removed after this long. */
const STALE_TEMP_MS = 10 * 60_000;

const SHA256_HEX = /^[0-9a-f]{64}$/;
const TEMP = /^\..*\.tmp$/;

/** The folder of the printed PDFs under the data folder. */
export const printoutsDir = (dataDir: string): string => join(dataDir, 'printouts');

const fileOf = (dir: string, htmlSha256: string) => join(dir, `${htmlSha256}.pdf`);

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

/**
 * The PDF kept for the document of SHA-256 `htmlSha256`, or undefined when none is (or it cannot be read); reading
 * it marks it used, so that it is removed last.
 */
export async function readPrintout(dir: string, htmlSha256: string): Promise<Buffer | undefined> {
  if (!SHA256_HEX.test(htmlSha256)) return undefined;
  const file = fileOf(dir, htmlSha256);
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    return undefined;
  }
  const now = new Date();
  await utimes(file, now, now).catch(() => {});
  return bytes;
}

/**
 * Keeps `pdf` as the PDF of the document of SHA-256 `htmlSha256`, and answers the bytes kept: `pdf`, or the PDF
 * another process kept for the same document first (so that every process answers the same bytes).
 */
export async function keepPrintout(dir: string, htmlSha256: string, pdf: Buffer): Promise<Buffer> {
  await mkdir(dir, { recursive: true });
  const file = fileOf(dir, htmlSha256);
  const temp = join(dir, `.${htmlSha256}.${randomBytes(6).toString('hex')}.tmp`);
  await writeFile(temp, pdf);
  try {
    // A hard link is made whole or not at all, and never replaces a file already there.
    await link(temp, file);
    return pdf;
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return await readFile(file);
    // A file system without hard links: renamed into place instead (whole, though it may replace another's).
    await rename(temp, file);
    return pdf;
  } finally {
    await unlink(temp).catch(() => {});
  }
}

/** The names of a folder's files with their modification times (a file removed meanwhile left out). */
async function dated(dir: string, names: string[]): Promise<Array<{ name: string; mtimeMs: number }>> {
  const entries = await Promise.all(
    names.map(async (name) => {
      const info = await stat(join(dir, name)).catch(() => undefined);
      return info ? { name, mtimeMs: info.mtimeMs } : undefined;
    }),
  );
  return entries.filter((entry) => entry !== undefined);
}

/** Removes the least recently used PDFs past `keep`, and temporary files left behind by a stopped process. */
export async function prunePrintouts(dir: string, keep = KEPT_PRINTOUTS): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const pdfs = names.filter((name) => name.endsWith('.pdf'));
  const temps = names.filter((name) => TEMP.test(name));
  const staleBefore = Date.now() - STALE_TEMP_MS;
  const gone = [
    ...(pdfs.length > keep
      ? (await dated(dir, pdfs))
          .sort((a, b) => a.mtimeMs - b.mtimeMs || a.name.localeCompare(b.name))
          .slice(0, Math.max(0, pdfs.length - keep))
      : []),
    ...(temps.length > 0 ? (await dated(dir, temps)).filter((t) => t.mtimeMs < staleBefore) : []),
  ];
  await Promise.all(gone.map(({ name }) => unlink(join(dir, name)).catch(() => {})));
}
