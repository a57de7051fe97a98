import { createFieldkit, createMemoryStorage } from '@fieldkit/core';
import { demoSession, json, shownNotices, testConfigInput } from '@fieldkit/core/testing';
import type { PrintLanguage } from '@fieldkit/job-print';
import { describe, expect, test, vi } from 'vitest';
import { job5001 } from '../../../job-print/src/stories/job-5001';
import { createEmailJob } from './email-job';
import { sha256Hex } from './job-email';

const job = { companyId: 2, woJobId: 5001 };
const values = {
  CustomerName: 'Northwind Offices',
  To: 'a@b.example',
  Subject: 'Email Job# - 5001',
  Body: '',
};

/** A request held until the test answers it, as a slow server would. */
interface Held {
  path: string;
  body: Record<string, unknown> | undefined;
  signal: AbortSignal | undefined;
  answered: boolean;
  answer(body: unknown): void;
}

/**
 * The server on the wire, every request held open until the test answers it; aborted, a request fails. The WebLog
 * entry a failed request writes is taken at once.
 */
function heldServer() {
  const requests: Held[] = [];
  const fetch: typeof globalThis.fetch = (input, init) =>
    new Promise<Response>((resolve, reject) => {
      if (String(input).includes('/Log/WebLog')) return resolve(json({ LogId: 1 }));
      const signal = init?.signal ?? undefined;
      signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      const request: Held = {
        path: new URL(String(input)).pathname,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        signal,
        answered: false,
        answer: (body) => {
          request.answered = true;
          resolve(
            body instanceof Uint8Array
              ? new Response(body as Uint8Array<ArrayBuffer>, {
                  headers: { 'Content-Type': 'application/pdf' },
                })
              : body instanceof Response
                ? body
                : json(body),
          );
        },
      };
      requests.push(request);
    });
  const to = (name: string) => requests.filter((request) => request.path.includes(name));
  return {
    fetch,
    /** The three calls of each start, in order. */
    starts: () => to('GetCustomerTechDetails'),
    /** The preparations of the preview (POST EmailJobDownload), in order. */
    previews: () => to('EmailJobDownload').filter((request) => request.body),
    sends: () => to('SendEmailJob'),
    /** Answers the last start: the job's customer (in French), no crew, the company's print setting. */
    async answerStart() {
      to('GetCustomerTechDetails').at(-1)?.answer(start.customer);
      to('GetCrewContacts').at(-1)?.answer(start.crew);
      to('GetPrintJobHtmlSetting').at(-1)?.answer(start.htmlSetting);
      await settle();
    },
    /**
     * Answers the preparation `index` (the last by default), then, unless it was aborted, its download with these
     * bytes once it is asked for.
     */
    async answerPreview(bytes = PDF, index = -1) {
      const prepared = this.previews().at(index);
      prepared?.answer({ Message: { MessageCode: 1005, Severity: 'success' } });
      if (!prepared || prepared.signal?.aborted) return settle();
      const download = () => to('EmailJobDownload').findLast((request) => !request.body && !request.answered);
      await vi.waitFor(() => expect(download()).toBeDefined());
      download()?.answer(bytes);
      await settle();
    },
  };
}

const PDF = new Uint8Array([37, 80, 68, 70]);
const start = {
  customer: { ...job5001.customer, PrintLanguage: 'fr-FR' as const },
  crew: [],
  htmlSetting: job5001.htmlSetting,
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function popup() {
  const server = heldServer();
  const fieldkit = createFieldkit({
    config: testConfigInput,
    storage: createMemoryStorage(),
    fetch: server.fetch,
  });
  fieldkit.session.setState({ token: 't', expiresAt: Date.now() + 3_600_000, session: demoSession });
  const model = createEmailJob({ fieldkit, job });
  return { model, server, fieldkit, state: () => model.store.getState() };
}

/** A popup whose start has come, showing its preview in `language`, its PDF there. */
async function previewing(language: PrintLanguage = 'fr-FR') {
  const opened = popup();
  opened.model.start();
  await opened.server.answerStart();
  opened.model.setLanguage(language);
  opened.model.showPreview();
  await opened.server.answerPreview();
  await vi.waitFor(() => expect(opened.state().preview.status).toBe('ready'));
  return opened;
}

describe("one job's e-mail popup, framework-free", () => {
  test("it opens in the customer's language, and is loaded once however often it starts", async () => {
    const { model, server, state } = popup();
    model.start();
    expect(state().start.status).toBe('loading');
    await server.answerStart();
    expect(state().start.status).toBe('ready');
    expect(state().language).toBe('fr-FR');
    model.start();
    expect(server.starts()).toHaveLength(1);
  });

  test('the preview is asked for once per language; an answer for a language left is never shown', async () => {
    const { model, server, state } = await previewing('fr-FR');
    model.showForm();
    model.showPreview();
    expect(server.previews()).toHaveLength(1);
    model.setLanguage('es-ES');
    model.setLanguage('en-GB');
    expect(server.previews().map((call) => call.body?.Language)).toEqual(['fr-FR', 'es-ES', 'en-GB']);
    expect(server.previews()[1]?.signal?.aborted).toBe(true);
    await server.answerPreview(PDF, 1);
    expect(state().preview).toEqual({ status: 'loading', value: null });
    await server.answerPreview(PDF, 2);
    await vi.waitFor(() => expect(state().preview.value?.language).toBe('en-GB'));
  });

  test('a language changed on the form is prepared only when the preview is shown', async () => {
    const { model, server } = await previewing('fr-FR');
    model.showForm();
    model.setLanguage('es-ES');
    expect(server.previews()).toHaveLength(1);
    model.showPreview();
    expect(server.previews().at(-1)?.body?.Language).toBe('es-ES');
  });

  test('from the preview nothing goes before its PDF is there, then exactly that PDF; one send at a time', async () => {
    const { model, server, state } = popup();
    model.start();
    await server.answerStart();
    model.showPreview();
    expect(await model.send(values)).toBeNull();
    expect(server.sends()).toHaveLength(0);
    await server.answerPreview();
    await vi.waitFor(() => expect(state().preview.status).toBe('ready'));
    const sent = model.send(values);
    expect(await model.send(values)).toBeNull();
    await vi.waitFor(() => expect(server.sends()).toHaveLength(1));
    expect(server.sends()[0]?.body).toMatchObject({
      Language: 'fr-FR',
      Attachement: '5001.pdf',
      PreviewSha256: await sha256Hex(PDF),
    });
    server.sends()[0]?.answer({ Message: { MessageCode: 1004, Severity: 'success' } });
    expect(await sent).toMatchObject({ MessageCode: 1004 });
  });

  test('sent: a notice that says in words where it went; the popup is no longer sending', async () => {
    const { model, server, fieldkit, state } = await previewing();
    const sent = model.send(values);
    expect(state().sending).toBe(true);
    await vi.waitFor(() => expect(server.sends()).toHaveLength(1));
    server.sends()[0]?.answer({ Message: { MessageCode: 1004, Severity: 'success' } });
    await sent;
    expect(state().sending).toBe(false);
    expect(shownNotices(fieldkit.notices)).toEqual([
      { severity: 'success', title: 'E-mail sent', text: 'The job was e-mailed to a@b.example.' },
    ]);
  });

  test('a message that is not a success is said as refused (its code kept for the logs), and nothing is claimed sent', async () => {
    const { model, server, fieldkit, state } = await previewing();
    const sent = model.send(values);
    await vi.waitFor(() => expect(server.sends()).toHaveLength(1));
    server.sends()[0]?.answer({ Message: { MessageCode: 2004, Severity: 'warning' } });
    expect(await sent).toBeNull();
    expect(state().failure).toEqual({ key: 'sendRefused', code: 2004 });
    expect(shownNotices(fieldkit.notices)).toEqual([]);
  });

  test('the job changed since its preview (409): said, and the new PDF prepared and shown', async () => {
    const { model, server, state } = await previewing();
    model.showForm();
    const sent = model.send(values);
    await vi.waitFor(() => expect(server.sends()).toHaveLength(1));
    server.sends()[0]?.answer(json({ message: 'The job changed since it was previewed.' }, 409, 'Conflict'));
    expect(await sent).toBeNull();
    expect(state().failure).toEqual({ key: 'changedSincePreview' });
    expect(state().previewing).toBe(true);
    expect(server.previews()).toHaveLength(2);
  });

  test('disposed, what was under way is aborted and its answer never written', async () => {
    const { model, server, state } = popup();
    model.start();
    model.dispose();
    expect(server.starts()[0]?.signal?.aborted).toBe(true);
    await server.answerStart();
    expect(state().start.status).toBe('loading');
    model.start();
    expect(server.starts()).toHaveLength(2);
  });
});
