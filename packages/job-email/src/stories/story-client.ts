import { HttpError } from '@fieldkit/core';
import type { EmailJobLogEntry, UpdateMessage } from '@fieldkit/core/contract';
import { job5001 } from '../../../job-print/src/stories/job-5001';
import type { EmailJobStart, JobEmailClient, PreviewPdf } from '../model/job-email';
import { sha256Hex } from '../model/job-email';
import pdfUrl from './job-5001.pdf?inline';

/** How the stories' stand-in server answers each call of the job e-mail. */
export interface StoryAnswers {
  /** The form's start: answered, never answered (loading), or failed. */
  start?: 'ok' | 'pending' | 'fail';
  /** The company sends the printout as the e-mail's body. */
  inBody?: boolean;
  /**
   * Send: accepted, never answered (sending), refused by the mail server (502), the job changed (409), or over a
   * sending limit (429).
   */
  send?: 'ok' | 'pending' | 502 | 409 | 429;
  /** The send log's entries. */
  log?: EmailJobLogEntry[];
}

const never = <T>() => new Promise<T>(() => {});

const refused = (status: number, message: string) =>
  new HttpError(status, message, { message }, '/SendEmailJob', 'POST');

/**
 * The job e-mail's calls as the seeded server answers them for job 5001, without a server: its customer and crew,
 * the real PDF the server printed for it (`job-5001.pdf`), and sends answered as the story says.
 */
export function storyClient(answers: StoryAnswers = {}): JobEmailClient {
  const start: EmailJobStart = {
    customer: job5001.customer,
    crew: job5001.crew,
    htmlSetting: { ...job5001.htmlSetting, PrintJobHtml: answers.inBody ? 1 : 0 },
  };
  return {
    start: () =>
      answers.start === 'pending'
        ? never()
        : answers.start === 'fail'
          ? Promise.reject(new Error('down'))
          : Promise.resolve(start),
    async preview(_job, language): Promise<PreviewPdf> {
      const bytes = new Uint8Array(await (await fetch(pdfUrl)).arrayBuffer());
      return { bytes, sha256: await sha256Hex(bytes), language };
    },
    async send(): Promise<UpdateMessage['Message']> {
      if (answers.send === 'pending') return never();
      if (answers.send === 502) throw refused(502, 'The mail server did not take the e-mail.');
      if (answers.send === 409) throw refused(409, 'The job changed since it was previewed.');
      if (answers.send === 429)
        throw refused(429, 'You can send 40 e-mail recipients a minute: try again in a minute.');
      return { MessageCode: 1004, Severity: 'success' };
    },
    log: () => Promise.resolve(answers.log ?? []),
  };
}
