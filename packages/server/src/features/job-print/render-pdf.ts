import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { attachmentFileName, type EmailJobLanguage } from '@fieldkit/core/contract';
import { JobPrint, type JobPrintData, type JobPrintImages } from '@fieldkit/job-print';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { sanitizeMailHtml } from '../../mail/sanitize';
import { pdfDocument } from '../../pdf/pdf-document';
import { createPdfRenderer, PdfBusyError, type PdfRenderer } from '../../pdf/renderer';
import { printJobOf } from './job';
import { KEPT_PRINTOUTS, keepPrintout, printoutsDir, prunePrintouts, readPrintout } from './printout-store';
import * as read from './readers';

/** PDFs kept in memory by the HTML they were printed from, besides those kept on disk. */
const CACHED_PDFS = 16;

/** SHA-256 in hex. */
export const sha256Hex = (data: string | Uint8Array): string =>
  createHash('sha256').update(data).digest('hex');

/**
 * The server's one PDF printer: a renderer launched at the first document (closed with the server); the PDFs printed
 * kept by their document's SHA-256, the last few in memory and up to {@link KEPT_PRINTOUTS} on disk in a printouts
 * folder (`{DATA_DIR}/printouts`), so that the same job data gives the same bytes each time, across restarts and
 * processes sharing the folder.
 */
export interface JobPdfPrinter {
  /**
   * The PDF of a complete HTML document: as kept (memory, then the folder `printouts`), else printed and kept, taking
   * turns with other users' documents as `owner`'s.
   */
  print(html: string, printouts: string, owner?: string): Promise<Buffer>;
  /** The PDF kept for the document of SHA-256 `htmlSha256` (memory, then the folder `printouts`), or undefined. */
  kept(htmlSha256: string, printouts: string): Promise<Buffer | undefined>;
  close(): Promise<void>;
}

/**
 * A printer on a renderer of `poolSize` documents at once (its Chromium restarted past `memoryLimitMb`), created at
 * its first document; `keep` PDFs on disk.
 */
export function createJobPdfPrinter(
  poolSize: number,
  options: { keep?: number; memoryLimitMb?: number } = {},
): JobPdfPrinter {
  const keep = options.keep ?? KEPT_PRINTOUTS;
  let renderer: PdfRenderer | null = null;
  const cache = new Map<string, Promise<Buffer>>();

  const recall = (key: string) => {
    const cached = cache.get(key);
    if (cached) {
      cache.delete(key);
      cache.set(key, cached);
    }
    return cached;
  };
  const remember = (key: string, pdf: Promise<Buffer>) => {
    cache.set(key, pdf);
    pdf.catch(() => cache.get(key) === pdf && cache.delete(key));
    while (cache.size > CACHED_PDFS) cache.delete(cache.keys().next().value!);
    return pdf;
  };

  async function printAndKeep(html: string, key: string, dir: string, owner: string): Promise<Buffer> {
    const stored = await readPrintout(dir, key);
    if (stored) return stored;
    renderer ??= createPdfRenderer({
      poolSize,
      ...(options.memoryLimitMb === undefined ? {} : { memoryLimitMb: options.memoryLimitMb }),
    });
    const pdf = await renderer.render(html, owner);
    try {
      const kept = await keepPrintout(dir, key, pdf);
      await prunePrintouts(dir, keep);
      return kept;
    } catch {
      // A full or read-only disk: the PDF is answered all the same, kept in memory only.
      return pdf;
    }
  }

  return {
    print(html, printouts, owner = '') {
      const key = sha256Hex(html);
      return recall(key) ?? remember(key, printAndKeep(html, key, printouts, owner));
    },
    async kept(htmlSha256, printouts) {
      const cached = recall(htmlSha256);
      if (cached) return cached.catch(() => undefined);
      const stored = await readPrintout(printouts, htmlSha256);
      if (stored) remember(htmlSha256, Promise.resolve(stored));
      return stored;
    },
    async close() {
      cache.clear();
      const running = renderer;
      renderer = null;
      await running?.close();
    },
  };
}

/** What {@link renderJobPdf} reads from. */
export interface RenderPdfDeps {
  db: Db;
  config: ServerConfig;
  printer: JobPdfPrinter;
}

/** A job's printout as an HTML document, with the data and language it was rendered from. */
export interface JobPrintout {
  data: JobPrintData;
  language: EmailJobLanguage;
  /** The document's title, stylesheet and body (the printout's markup, its images as `data:` URLs). */
  title: string;
  css: string;
  body: string;
  /** The complete document printed to PDF, and its SHA-256 (hex): the PDF's name among those kept. */
  html: string;
  htmlSha256: string;
  /** The attachment's file name (`attachmentFileName`, as the popup shows it). */
  fileName: string;
}

/** A job's printout printed: the document, the PDF's bytes and their SHA-256 (hex). */
export interface JobPdf extends JobPrintout {
  pdf: Buffer;
  pdfSha256: string;
}

let stylesheet: string | undefined;

/** The printout's stylesheet: @fieldkit/job-print's CSS (its build, else its source). */
function printCss(): string {
  if (stylesheet !== undefined) return stylesheet;
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('@fieldkit/job-print/package.json'));
  for (const file of [join(root, 'dist', 'styles.css'), join(root, 'src', 'styles.css')]) {
    try {
      stylesheet = readFileSync(file, 'utf8');
      return stylesheet;
    } catch {}
  }
  throw new Error('The job printout stylesheet (@fieldkit/job-print styles.css) was not found.');
}

/** A printout image of the company as a `data:` URL, or undefined without one (or when its file is gone). */
async function imageUrl(deps: RenderPdfDeps, companyId: number, path: string): Promise<string | undefined> {
  if (!path) return undefined;
  try {
    const file = await read.printoutImage(deps.db, deps.config, companyId, path);
    return `data:${file.type};base64,${Buffer.from(await file.arrayBuffer()).toString('base64')}`;
  } catch {
    return undefined;
  }
}

/** Everything a job's printout reads, from the store: the same data the job print calls answer. */
export async function jobPrintData(
  deps: RenderPdfDeps,
  companyId: number,
  woJobId: number,
): Promise<JobPrintData> {
  const { db, config } = deps;
  const job = await printJobOf(db, companyId, woJobId);
  const key = { companyId: job.company_id, jobId: job.job_id };
  return allOf<JobPrintData>({
    settings: read.printSettings(db, companyId),
    htmlSetting: read.printJobHtmlSetting(db, companyId),
    multiDay: read.multiDayPreference(db, companyId),
    company: read.companyPrintDetails(db, companyId),
    customer: read.customerTechDetails(db, job),
    crew: read.crewContacts(db, job),
    detail: read.jobDetail(db, job),
    signature: read.jobSignature(db, config, job),
    notes: read.jobNotes(db, key),
    checklists: read.checklistPrintData(db, config, key),
    pricing: read.jobPricing(db, key),
    travel: read.jobTravel(db, key),
    attachments: read.jobAttachments(db, config, key),
    feedback: read.customerFeedback(db, job),
    sla: read.slaHistory(db, key),
    equipment: read.jobEquipment(db, key),
    parts: read.partRequestDetails(db, key),
    rma: read.rmaPartDetails(db, key),
  });
}

/** Awaits every promise of a record at once, into a record of their values. */
async function allOf<T extends object>(reads: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const entries = await Promise.all(
    Object.entries(reads).map(async ([name, read]) => [name, await (read as Promise<unknown>)] as const),
  );
  return Object.fromEntries(entries) as T;
}

/**
 * A job's printout as an HTML document: its data read from the store, the company's printout images inlined,
 * `<JobPrint>` rendered without a DOM (html answers through the server's sanitiser) in the printout's stylesheet, in
 * `language`, else the customer's PrintLanguage. 404 for a job that is not the company's.
 */
export async function renderJobPrintout(
  deps: RenderPdfDeps,
  companyId: number,
  woJobId: number,
  language?: EmailJobLanguage,
): Promise<JobPrintout> {
  const data = await jobPrintData(deps, companyId, woJobId);
  const lang = language ?? data.customer.PrintLanguage;
  const [logo, header, footer] = await Promise.all([
    imageUrl(deps, companyId, data.company.PrintoutLogoPath),
    imageUrl(deps, companyId, data.company.PrintoutHeaderPath),
    imageUrl(deps, companyId, data.company.PrintOutFooterPath),
  ]);
  const images: JobPrintImages = { logo, header, footer };
  const body = renderToStaticMarkup(
    createElement(JobPrint, { data, images, language: lang, sanitizeHtml: sanitizeMailHtml }),
  );
  const title = `Job ${data.customer.WoNumber || data.customer.WoJobId}`;
  const css = printCss();
  const html = pdfDocument({ title, css, body, lang });
  return {
    data,
    language: lang,
    title,
    css,
    body,
    html,
    htmlSha256: sha256Hex(html),
    fileName: attachmentFileName(data.htmlSetting, data.customer),
  };
}

/**
 * A job's printout as a PDF (see {@link renderJobPrintout}), printed by the server's one printer: the PDF kept for the
 * same document when there is one, so that the same job data in the same language gives the same bytes.
 */
export async function renderJobPdf(
  deps: RenderPdfDeps,
  user: { companyId: number; loginId: number },
  woJobId: number,
  language?: EmailJobLanguage,
): Promise<JobPdf> {
  const printout = await renderJobPrintout(deps, user.companyId, woJobId, language);
  try {
    const pdf = await deps.printer.print(
      printout.html,
      printoutsDir(deps.config.dataDir),
      `${user.companyId}:${user.loginId}`,
    );
    return { ...printout, pdf, pdfSha256: sha256Hex(pdf) };
  } catch (error) {
    if (error instanceof PdfBusyError)
      throw new HttpError(503, 'The printer is busy: try again in a moment.');
    throw error;
  }
}
