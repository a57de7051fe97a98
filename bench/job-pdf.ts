import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { loadConfig } from '../packages/server/src/config';
import { openStore } from '../packages/server/src/db/connect';
import { seedDemo } from '../packages/server/src/db/seed';
import { type JobPdfPrinter, renderJobPdf } from '../packages/server/src/features/job-print/render-pdf';
import { processTreeMemory } from '../packages/server/src/pdf/process-memory';
import { createPdfRenderer, type PdfRenderer } from '../packages/server/src/pdf/renderer';
import { uploadsDir } from '../packages/server/src/storage/uploads';
import { median, percentile, round } from './stats';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Acme and its job 5001 in the demo data: the printout of the job e-mail. */
const COMPANY = 2;
/** The server's default memory limit of its PDF renderer's Chromium (PDF_MEMORY_MB). */
const MEMORY_LIMIT_MB = 1024;
const JOB = 5001;

/** The server's PDF renderer printing job 5001's printout, timed without any cache of printed PDFs. */
export interface JobPdfFigures {
  /** The printout's HTML (its images inlined) and the PDF printed from it. */
  document: { htmlBytes: number; pdfBytes: number };
  poolSize: number;
  /** First document of a fresh renderer, Chromium's launch included; each run a new renderer. */
  cold: { runs: number; medianMs: number; minMs: number; maxMs: number };
  /** One document after another on a warm renderer (after 20 printed). */
  warm: { renders: number; p50Ms: number; p95Ms: number; maxMs: number };
  /**
   * Documents asked at once of a warm renderer, printed through its pool: until the last PDF, and the peak memory of
   * the measuring process with its Chromium (the sum of the RSS of every process of the tree; PSS counts shared pages
   * once, so it is the closer figure for what the machine spends).
   */
  burst: { documents: number; totalMs: number; peakRssMb: number; peakPssMb: number };
  /** Chromium restarts for going past the memory limit (PDF_MEMORY_MB's default), over all of the above. */
  restartsForMemory: number;
  /** The process tree's memory, settled, after 20 and after 200 documents printed one after another. */
  memory: {
    after20RssMb: number;
    after200RssMb: number;
    growthMb: number;
    after20PssMb: number;
    after200PssMb: number;
  };
}

/** The demo data seeded in a temp folder, as the server seeds it; job 5001's printout as render-pdf.ts builds it. */
async function printoutHtml(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fk-bench-pdf-'));
  const store = openStore({ dataDir });
  try {
    await store.migrate();
    await seedDemo(store.db, { uploadsDir: uploadsDir(dataDir) });
    const config = loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: 'bench-secret-of-sufficient-length' });
    let html = '';
    // A printer that keeps the document instead of printing it: the renderer is timed on its own below.
    const keeper = {
      print: async (document: string) => {
        html = document;
        return Buffer.alloc(0);
      },
      close: async () => {},
    } as unknown as JobPdfPrinter;
    await renderJobPdf({ db: store.db, config, printer: keeper }, { companyId: COMPANY, loginId: 2 }, JOB);
    if (!html.includes('</body>')) throw new Error(`Job ${JOB}'s printout was not rendered.`);
    return html;
  } finally {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Memory of this process and of every process under it (Chromium's browser, zygotes, renderers), from /proc. */
const treeMemory = () => processTreeMemory();

/** The most memory the tree holds while `work` runs, sampled every 100 ms. */
async function peakMemory<T>(work: () => Promise<T>): Promise<{ result: T; rssMb: number; pssMb: number }> {
  let peak = treeMemory();
  const sample = () => {
    const now = treeMemory();
    peak = { rssMb: Math.max(peak.rssMb, now.rssMb), pssMb: Math.max(peak.pssMb, now.pssMb) };
  };
  const timer = setInterval(sample, 100);
  try {
    const result = await work();
    sample();
    return { result, ...peak };
  } finally {
    clearInterval(timer);
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

/** The measures, in this process (see {@link benchJobPdf}). */
async function measure(): Promise<JobPdfFigures> {
  const html = await printoutHtml();
  // Each document a distinct one, as a job whose data changed: nothing between the server and Chromium answers it.
  let n = 0;
  const nextDocument = () => html.replace('</body>', `<!-- bench document ${++n} --></body>`);
  const poolSize = loadConfig({ DATA_DIR: tmpdir(), PDF_POOL_SIZE: process.env.PDF_POOL_SIZE }).pdfPoolSize;
  const timed = async (renderer: PdfRenderer, owner = '') => {
    const started = performance.now();
    const pdf = await renderer.render(nextDocument(), owner);
    if (pdf.subarray(0, 5).toString() !== '%PDF-') throw new Error('Not a PDF.');
    return { ms: performance.now() - started, pdf };
  };

  const colds: number[] = [];
  let pdfBytes = 0;
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    // With the server's memory limit (PDF_MEMORY_MB's default): restarts, if any, are counted in the figures.
    const renderer = createPdfRenderer({ poolSize, memoryLimitMb: MEMORY_LIMIT_MB });
    try {
      pdfBytes = (await renderer.render(nextDocument())).length;
      colds.push(performance.now() - started);
    } finally {
      await renderer.close();
    }
  }

  // With the server's memory limit (PDF_MEMORY_MB's default): restarts, if any, are counted in the figures.
  const renderer = createPdfRenderer({ poolSize, memoryLimitMb: MEMORY_LIMIT_MB });
  let warm: number[] = [];
  let after20 = { rssMb: 0, pssMb: 0 };
  let after200 = { rssMb: 0, pssMb: 0 };
  let burst: JobPdfFigures['burst'];
  let restartsForMemory = 0;
  try {
    for (let done = 1; done <= 200; done++) {
      const { ms } = await timed(renderer);
      if (done > 20 && done <= 70) warm.push(ms);
      if (done === 20) {
        await settle();
        after20 = treeMemory();
      }
    }
    await settle();
    after200 = treeMemory();
    warm = warm.slice(0, 50);

    // Timed first, then again for its memory: reading /proc as often as a peak needs takes a share of a core.
    // Twenty users asking at once (one user's own burst waits behind itself, past 8 refused: see fair-turns).
    const burstOf = () => Promise.all(Array.from({ length: 20 }, (_, i) => timed(renderer, `user ${i}`)));
    const started = performance.now();
    await burstOf();
    const totalMs = round(performance.now() - started);
    const { rssMb, pssMb } = await peakMemory(burstOf);
    burst = { documents: 20, totalMs, peakRssMb: rssMb, peakPssMb: pssMb };
    restartsForMemory = renderer.load().restartsForMemory;
  } finally {
    await renderer.close();
  }
  return {
    document: { htmlBytes: Buffer.byteLength(html), pdfBytes },
    poolSize,
    cold: {
      runs: colds.length,
      medianMs: round(median(colds)),
      minMs: round(Math.min(...colds)),
      maxMs: round(Math.max(...colds)),
    },
    warm: {
      renders: warm.length,
      p50Ms: round(percentile(warm, 50)),
      p95Ms: round(percentile(warm, 95)),
      maxMs: round(Math.max(...warm)),
    },
    burst,
    restartsForMemory,
    memory: {
      after20RssMb: after20.rssMb,
      after200RssMb: after200.rssMb,
      growthMb: round(after200.rssMb - after20.rssMb, 1),
      after20PssMb: after20.pssMb,
      after200PssMb: after200.pssMb,
    },
  };
}

/**
 * Job 5001's printout printed by the server's renderer (packages/server/src/pdf/renderer.ts), measured in a process
 * of its own: its memory is then the renderer's and its Chromium's alone, not the other benches' left behind. It runs
 * under tsx with bench/tsconfig.json, whose `jsx` reaches the printout's components (job-print's sources).
 */
export async function benchJobPdf(): Promise<JobPdfFigures> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url)],
    {
      cwd: root,
      env: { ...process.env, TSX_TSCONFIG_PATH: join(root, 'bench/tsconfig.json') },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as JobPdfFigures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.info(JSON.stringify(await measure()));
}
