import type { CrewContact, EmailJobLogEntry } from '@fieldkit/core/contract';
import { json } from '@fieldkit/core/testing';
import { job5001 } from '../../../job-print/src/stories/job-5001';

/** How a send is answered: taken, taken once released, a warning, or refused with a status. */
export type SendAnswer = 'ok' | 'held' | 'warning' | 502 | 409 | 429;

/** Options of {@link jobEmailService}. */
export interface JobEmailServiceOptions {
  /** The form's start: answered, never answered (loading), or failed. */
  start?: 'ok' | 'pending' | 'fail';
  /** The job's crew (the seeded job's by default). */
  crew?: CrewContact[];
  /** The company sends the printout as the e-mail's body. */
  inBody?: boolean;
  send?: SendAnswer;
  /** The send log's entries. */
  log?: EmailJobLogEntry[];
  /** The PDF of the n-th version of the job (a short stand-in naming n unless said: a story gives the real one). */
  pdf?: (version: number) => Uint8Array<ArrayBuffer> | Promise<Uint8Array<ArrayBuffer>>;
}

const never = () => new Promise<Response>(() => {});
const REFUSALS = {
  502: 'The mail server did not take the e-mail.',
  409: 'The job changed since it was previewed.',
  429: 'You can send 40 e-mail recipients a minute: try again in a minute.',
} as const;
const standInPdf = (version: number) => new TextEncoder().encode(`%PDF-1.7 job 5001 version ${version}`);

/**
 * A stand-in for the reference server's job e-mail calls of job 5001, as `fetch`: the form's three start calls, the
 * PDF prepared (POST) and downloaded (GET) in the language asked, a new version of it with each preparation once the
 * job `change()`d, SendEmailJob answered as said, and the send log. Storybook runs no server; unit tests run none
 * either.
 */
export function jobEmailService(options: JobEmailServiceOptions = {}) {
  const sent: Array<Record<string, unknown>> = [];
  const prepared: Array<Record<string, unknown>> = [];
  const downloads: string[] = [];
  const pdf = options.pdf ?? standInPdf;
  let sendAnswer: SendAnswer = options.send ?? 'ok';
  let version = 1;
  let changed = false;
  let release = () => {};
  const start = (body: unknown) =>
    options.start === 'pending'
      ? never()
      : options.start === 'fail'
        ? json({ message: 'The server is down.' }, 503, 'Service Unavailable')
        : json(body);
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (url.includes('GetCustomerTechDetails')) return start(job5001.customer);
    if (url.includes('GetCrewContacts')) return start(options.crew ?? job5001.crew);
    if (url.includes('GetPrintJobHtmlSetting'))
      return start({ ...job5001.htmlSetting, PrintJobHtml: options.inBody ? 1 : 0 });
    if (url.includes('EmailJobDownload') && method === 'POST') {
      prepared.push(body);
      if (changed) version++;
      return json({ Message: { MessageCode: 1005, Severity: 'success' } });
    }
    if (url.includes('EmailJobDownload')) {
      downloads.push(url);
      return new Response(await pdf(version), { headers: { 'Content-Type': 'application/pdf' } });
    }
    if (url.includes('SendEmailJob')) {
      sent.push(body);
      if (sendAnswer === 'warning') return json({ Message: { MessageCode: 2004, Severity: 'warning' } });
      if (sendAnswer === 'held') await new Promise<void>((resolve) => (release = resolve));
      if (typeof sendAnswer === 'number') return json({ message: REFUSALS[sendAnswer] }, sendAnswer);
      return json({ Message: { MessageCode: 1004, Severity: 'success' } });
    }
    if (url.includes('/EmailJobLog/')) return json(options.log ?? []);
    return json({ message: 'no route' }, 404, 'Not Found');
  };
  return {
    fetch,
    /** The bodies of the sends, in order. */
    sent,
    /** The bodies of the preparations, in order. */
    prepared,
    /** The download URLs, in order. */
    downloads,
    /** The PDF of the job as it is now. */
    pdf: () => pdf(version),
    /** Answers the send held. */
    release: () => release(),
    answerSend: (answer: SendAnswer) => {
      sendAnswer = answer;
    },
    /** The job changes: each preparation from now on prints a new version. */
    change: () => {
      changed = true;
    },
  };
}
