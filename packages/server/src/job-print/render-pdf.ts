import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { JobPrint, type JobPrintData, type JobPrintImages, type PrintLanguage } from '@fieldkit/job-email';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ServerConfig } from '../config';
import type { Db } from '../db/schema';
import { sanitizeMailHtml } from '../mail/sanitize';
import { pdfDocument } from '../pdf/pdf-document';
import { createPdfRenderer, type PdfRenderer } from '../pdf/renderer';
import { checklistPrintData } from './checklists';
import {
  companyPrintDetails,
  multiDayPreference,
  printJobHtmlSetting,
  printoutImage,
  printSettings,
} from './company';
import { printJobOf } from './job';
import { crewContacts, customerFeedback, customerTechDetails, jobDetail, jobSignature } from './job-facts';
import {
  jobAttachments,
  jobEquipment,
  jobNotes,
  jobPricing,
  jobTravel,
  partRequestDetails,
  rmaPartDetails,
  slaHistory,
} from './sections';

/** PDFs kept by the HTML they were printed from: the same document gives the same bytes (send, preview, download). */
const CACHED_PDFS = 16;

/**
 * The server's one PDF printer: a renderer launched at the first document (closed with the server) and the last
 * PDFs printed, by their document's SHA-256, so that the same job data gives the same bytes each time.
 */
export interface JobPdfPrinter {
  print(html: string): Promise<Buffer>;
  close(): Promise<void>;
}

/** A printer on a renderer of `poolSize` documents at once, created at its first document. */
export function createJobPdfPrinter(poolSize: number): JobPdfPrinter {
  let renderer: PdfRenderer | null = null;
  const cache = new Map<string, Promise<Buffer>>();
  return {
    print(html) {
      const key = createHash('sha256').update(html).digest('hex');
      const cached = cache.get(key);
      if (cached) {
        cache.delete(key);
        cache.set(key, cached);
        return cached;
      }
      renderer ??= createPdfRenderer({ poolSize });
      const printed = renderer.render(html);
      cache.set(key, printed);
      printed.catch(() => cache.delete(key));
      while (cache.size > CACHED_PDFS) cache.delete(cache.keys().next().value!);
      return printed;
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

/** A job's printout as a PDF, with the attachment's file name and the data it was printed from. */
export interface JobPdf {
  pdf: Buffer;
  fileName: string;
  data: JobPrintData;
}

let stylesheet: string | undefined;

/** The printout's stylesheet: the job-email package's CSS (its build, else its source). */
function printCss(): string {
  if (stylesheet !== undefined) return stylesheet;
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('@fieldkit/job-email/package.json'));
  for (const file of [join(root, 'dist', 'styles.css'), join(root, 'src', 'styles.css')]) {
    try {
      stylesheet = readFileSync(file, 'utf8');
      return stylesheet;
    } catch {}
  }
  throw new Error('The job printout stylesheet (@fieldkit/job-email styles.css) was not found.');
}

/** A printout image of the company as a `data:` URL, or undefined without one (or when its file is gone). */
async function imageUrl(deps: RenderPdfDeps, companyId: number, path: string): Promise<string | undefined> {
  if (!path) return undefined;
  try {
    const file = await printoutImage(deps.db, deps.config, companyId, path);
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
    settings: printSettings(db, companyId),
    htmlSetting: printJobHtmlSetting(db, companyId),
    multiDay: multiDayPreference(db, companyId),
    company: companyPrintDetails(db, companyId),
    customer: customerTechDetails(db, job),
    crew: crewContacts(db, job),
    detail: jobDetail(db, job),
    signature: jobSignature(db, config, job),
    notes: jobNotes(db, key),
    checklists: checklistPrintData(db, config, key),
    pricing: jobPricing(db, key),
    travel: jobTravel(db, key),
    attachments: jobAttachments(db, config, key),
    feedback: customerFeedback(db, job),
    sla: slaHistory(db, key),
    equipment: jobEquipment(db, key),
    parts: partRequestDetails(db, key),
    rma: rmaPartDetails(db, key),
  });
}

/** Awaits every promise of a record at once, into a record of their values. */
async function allOf<T extends object>(reads: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const entries = await Promise.all(
    Object.entries(reads).map(async ([name, read]) => [name, await (read as Promise<unknown>)] as const),
  );
  return Object.fromEntries(entries) as T;
}

/** The attachment's name: the company's FileSetting with `{WoJobId}` and `{WoNumber}` filled, else `{WoJobId}.pdf`. */
export function pdfFileName(data: JobPrintData): string {
  const id = String(data.customer.WoJobId);
  const setting = data.htmlSetting.FileSetting.trim();
  if (!setting) return `${id}.pdf`;
  const named = setting
    .replaceAll('{WoJobId}', id)
    .replaceAll('{WoNumber}', data.customer.WoNumber)
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '_');
  return /\.pdf$/i.test(named) ? named : `${named}.pdf`;
}

/**
 * A job's printout as a PDF: its data read from the store, the company's printout images inlined, `<JobPrint>`
 * rendered without a DOM (html answers through the server's sanitiser) in the printout's stylesheet, printed by the
 * server's one renderer. 404 for a job that is not the company's.
 */
export async function renderJobPdf(
  deps: RenderPdfDeps,
  companyId: number,
  woJobId: number,
  language: PrintLanguage = 'en-GB',
): Promise<JobPdf> {
  const data = await jobPrintData(deps, companyId, woJobId);
  const [logo, header, footer] = await Promise.all([
    imageUrl(deps, companyId, data.company.PrintoutLogoPath),
    imageUrl(deps, companyId, data.company.PrintoutHeaderPath),
    imageUrl(deps, companyId, data.company.PrintOutFooterPath),
  ]);
  const images: JobPrintImages = { logo, header, footer };
  const body = renderToStaticMarkup(
    createElement(JobPrint, { data, images, language, sanitizeHtml: sanitizeMailHtml }),
  );
  const html = pdfDocument({
    title: `Job ${data.customer.WoNumber || data.customer.WoJobId}`,
    css: printCss(),
    body,
    lang: language,
  });
  return { pdf: await deps.printer.print(html), fileName: pdfFileName(data), data };
}
