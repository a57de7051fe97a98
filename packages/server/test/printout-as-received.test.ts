import { jobPrintTexts, PRINT_LANGUAGES } from '@fieldkit/job-print';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './helpers';
import { pdfText } from './pdf-reader';

// Issue 35, "the printout as a customer receives it": the PDF the e-mail popup previews (and Send mails), printed by
// Chromium and read back with pdftotext as a person reads the page. Every label stands apart from its value, no
// heading says itself twice, no section is left empty, and the totals add up from the lines printed.

const ACME = 2;
const ALICE = 2;
/** Northwind's job: signed on site, priced, with checklists and photos. */
const JOB = 5001;
/** Harbour Estates' crew job, not signed: its customer's printouts are in French. */
const CREW_JOB = 5003;

let t: TestServer;
let alice: string;

async function printout(job: number, language: string): Promise<string> {
  const prepared = await call(t.url, 'POST', '/api/attachment/EmailJobDownload', {
    token: alice,
    body: { CompanyId: ACME, LoginId: ALICE, WoJobId: job, Language: language },
  });
  expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
  const r = await fetch(
    `${t.url}/api/attachment/EmailJobDownload?CompanyId=${ACME}&LoginId=${ALICE}&WojobId=${job}`,
    { headers: { authorization: `Bearer ${alice}` } },
  );
  expect(r.status).toBe(200);
  return pdfText(Buffer.from(await r.arrayBuffer()));
}

/** The printed lines, without blank ones or the spaces that lay them out. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The labels of the header's, the job detail's and the travel section's label and value pairs. */
const LABELS = [
  'jobId',
  'status',
  'reference',
  'created',
  'scheduled',
  'category',
  'workType',
  'workTask',
  'plannedTime',
  'appointment',
  'slot',
  'workedTime',
  'travelTime',
  'travelDistance',
] as const;

/** Those labels in a language. */
const labelsIn = (language: keyof typeof PRINT_LANGUAGES) =>
  LABELS.map((key) => PRINT_LANGUAGES[language][key] ?? jobPrintTexts[key]);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every label that runs into its value: the label followed by a letter or a digit, with no space between. */
function labelsRunIn(text: string, labels: readonly string[]): string[] {
  return labels.flatMap((label) =>
    [...text.matchAll(new RegExp(`${escapeRegExp(label)}[\\p{L}\\p{N}]`, 'gu'))].map((m) => m[0]),
  );
}

/** Lines printed twice in a row: a heading repeating itself. */
function repeatedLines(lines: readonly string[]): string[] {
  return lines.filter((line, index) => index > 0 && line === lines[index - 1]);
}

/** The amounts of a printed money line (the last column is the line's amount). */
const amounts = (line: string) =>
  [...line.matchAll(/£([\d,]+\.\d\d)/g)].map((m) => Number(m[1]!.replace(',', '')));

beforeAll(async () => {
  t = await startTestServer();
  alice = (await signIn(t.url, 'alice')).access_token;
});

afterAll(async () => {
  await t?.stop();
});

describe('the printout as the customer receives it (Chromium, read back with pdftotext)', () => {
  for (const [job, language] of [
    [JOB, 'en-GB'],
    [JOB, 'fr-FR'],
    [CREW_JOB, 'es-ES'],
  ] as const) {
    test(`job ${job} in ${language}: every label stands apart from its value; no line says itself twice`, async () => {
      const text = await printout(job, language);
      expect(labelsRunIn(text, labelsIn(language))).toEqual([]);
      expect(repeatedLines(linesOf(text))).toEqual([]);
    }, 60_000);
  }

  test('job 5001, signed on site: no empty box to write on follows its signature; it ends with its feedback', async () => {
    const lines = linesOf(await printout(JOB, 'en-GB'));
    expect(lines).toContain('Customer Signature');
    // ('Remarks' is also a sub-form of its checklist, so it is the unit tests that look for that section.)
    for (const empty of ['Signatures', 'Print Notes', 'Signature', 'Date'])
      expect(lines, empty).not.toContain(empty);
    expect(lines.at(-1)).toBe('By Priya Shah');
  }, 60_000);

  test('job 5001: the totals add up from the lines printed; the BOQ line awaiting approval is not in them', async () => {
    const lines = linesOf(await printout(JOB, 'en-GB'));
    const start = lines.indexOf('Pricing');
    const subtotal = lines.findIndex((line, index) => index > start && line.startsWith('Subtotal'));
    expect(start).toBeGreaterThan(-1);
    expect(subtotal).toBeGreaterThan(start);
    // A line starts with its item code; the marked line awaiting approval is read with the lines under it.
    const rows: { text: string; amount: number }[] = [];
    for (const line of lines.slice(start + 1, subtotal)) {
      const figures = amounts(line);
      if (/^[A-Z][A-Z0-9.-]+\s/.test(line) && figures.length > 0)
        rows.push({ text: line, amount: figures.at(-1)! });
      else if (rows.length > 0) rows.at(-1)!.text += ` ${line}`;
    }
    expect(rows.map((row) => row.text.split(/\s+/)[0])).toEqual([
      'BELT-SPZ1250',
      'FILTER-592',
      'LAB-STD',
      'MOTOR-1.5KW',
      'PULLEY-SPZ',
      'CALLOUT',
    ]);
    const counted = rows.filter((row) => !row.text.includes('Awaiting approval: not in the total'));
    expect(counted).toHaveLength(5);
    const sum = Math.round(counted.reduce((total, row) => total + row.amount, 0) * 100) / 100;
    const [subtotalFigure] = amounts(lines[subtotal]!);
    const [tax] = amounts(lines[subtotal + 1]!);
    const [total] = amounts(lines[subtotal + 2]!);
    expect(subtotalFigure).toBe(sum);
    expect(Math.round((subtotalFigure! + tax!) * 100) / 100).toBe(total);
    // The totals print once, under the last line, whatever page the table ends on.
    expect(lines.filter((line) => line.startsWith('Subtotal'))).toHaveLength(1);
    // The labour line's quantity is the hours it charges: 2.5 h at £65.00 is its £162.50.
    expect(rows[2]!.text.replace(/\s+/g, ' ')).toMatch(/^LAB-STD .* 2\.5 hrs £65\.00 .* £162\.50$/);
  }, 60_000);

  test('job 5001 in French: the captions Acme left as they came, the status and the durations are in French', async () => {
    const lines = linesOf(await printout(JOB, 'fr-FR'));
    const text = lines.join('\n');
    for (const english of [
      'Billing Address',
      'Service Notes',
      'Customer Signature',
      'Assigned',
      'hrs',
      'mins',
    ])
      expect(text, english).not.toContain(english);
    expect(text).toMatch(/\bAdresse de facturation$/m);
    expect(lines).toContain('Notes de service');
    expect(text).toMatch(/Statut\s+Attribuée/);
    expect(text).toMatch(/Temps de trajet\s+35 min/);
  }, 60_000);

  test('job 5003, to sign on paper: its signature boxes print, captioned in Spanish', async () => {
    const es = PRINT_LANGUAGES['es-ES'];
    const lines = linesOf(await printout(CREW_JOB, 'es-ES'));
    const boxes = lines.indexOf(es.signatures!);
    expect(boxes).toBeGreaterThan(-1);
    expect(lines[boxes + 1]).toMatch(new RegExp(`^${es.signBox15}\\s+${es.signBox16}$`));
    expect(lines.join('\n')).not.toMatch(/\b(Technician|Customer|Signature|Date)\b/);
  }, 60_000);
});
