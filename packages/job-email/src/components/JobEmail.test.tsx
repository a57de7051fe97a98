import { createHash } from 'node:crypto';
import { createFieldkit, createMemoryStorage } from '@fieldkit/core';
import { demoSession, testConfigInput } from '@fieldkit/core/testing';
import { FieldkitProvider } from '@fieldkit/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { job5001 } from '../../../job-print/src/stories/job-5001';
import { jobEmailService } from '../stories/job-email-service';
import { JobEmail } from './JobEmail';

beforeEach(() => {
  URL.createObjectURL = (blob: Blob) => `blob:fk.test/${blob.size}`;
  URL.revokeObjectURL = () => {};
});

const crew = [
  { TechId: 7, DisplayName: 'Bob Tech', Email: 'bob@acme.example', Mobile: '' },
  { TechId: 9, DisplayName: 'Eve Crew', Email: 'eve@acme.example', Mobile: '' },
];

/** The stand-in server of job 5001, its crew two people with addresses. */
const emailServer = () => jobEmailService({ crew });

function openPopup(server = emailServer()) {
  const fieldkit = createFieldkit({
    config: testConfigInput,
    storage: createMemoryStorage(),
    fetch: server.fetch,
  });
  fieldkit.session.setState({ token: 't', expiresAt: Date.now() + 3_600_000, session: demoSession });
  const closed: boolean[] = [];
  render(
    <FieldkitProvider fieldkit={fieldkit}>
      <JobEmail job={{ companyId: 2, woJobId: 5001 }} open onOpenChange={(open) => closed.push(!open)} />
    </FieldkitProvider>,
  );
  return { server, fieldkit, closed, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const dialog = () => screen.getByRole('dialog');

describe('the job e-mail popup (spec 2.3, 5 "Email job form")', () => {
  test("opens filled from the job: its customer, the crew's addresses joined by semicolons, 'Email Job# - ' and the job id, the PDF's name", async () => {
    openPopup();
    expect(await screen.findByRole('textbox', { name: /Customer Name/ })).toBeTruthy();
    expect(field('Customer Name').value).toBe(job5001.customer.CustomerName);
    expect(field('To').value).toBe('bob@acme.example;eve@acme.example');
    expect(field('Subject').value).toBe('Email Job# - 5001');
    expect(within(screen.getByRole('group', { name: 'Attachment' })).getByText('5001.pdf')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Printout language' })).toHaveProperty('value', 'en-GB');
    // Send and Cancel are icons in the header, named.
    expect(within(dialog()).getAllByRole('button', { name: 'Send' })).toHaveLength(1);
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  test('the required and address messages show after a send attempt, not before, and nothing is sent', async () => {
    const { server, user } = openPopup();
    await screen.findByRole('textbox', { name: /Customer Name/ });
    await user.clear(field('Subject'));
    await user.clear(field('To'));
    await user.type(field('To'), 'bob@acme.example; not-an-address');
    expect(screen.queryByText('Subject is required.')).toBeNull();
    await user.click(within(dialog()).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Subject is required.')).toBeTruthy();
    expect(screen.getByText('Invalid email')).toBeTruthy();
    expect(screen.getByText('Specify email with semicolon')).toBeTruthy();
    expect(document.activeElement).toBe(field('To'));
    expect(server.sent).toHaveLength(0);
    await user.clear(field('Customer Name'));
    await user.click(within(dialog()).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Customer name is required.')).toBeTruthy();
  });

  test('Preview: the fields read-only, no error shown, the PDF prepared in the chosen language; Back returns', async () => {
    const { server, user } = openPopup();
    await screen.findByRole('textbox', { name: /Customer Name/ });
    await user.clear(field('Subject'));
    await user.click(within(dialog()).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Subject is required.')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Printout language' }), 'fr-FR');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.queryByText('Subject is required.')).toBeNull();
    expect(field('Subject').readOnly).toBe(true);
    expect(field('To').readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Remove the attachment 5001.pdf' })).toBeNull();
    await waitFor(() => expect(server.prepared).toHaveLength(1));
    expect(server.prepared[0]).toMatchObject({ CompanyId: 2, LoginId: demoSession.LoginId, WoJobId: 5001 });
    expect(server.prepared[0]?.Language).toBe('fr-FR');
    // The download names the language too: the bytes of this preparation, whatever another finished after it.
    await waitFor(() => expect(server.downloads.at(-1)).toContain('Language=fr-FR'));
    expect(await screen.findByRole('link', { name: 'Download 5001.pdf' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field('Subject').readOnly).toBe(false);
    expect(screen.getByText('Subject is required.')).toBeTruthy();
    // Back to the preview in the same language: the same PDF, not prepared again.
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('link', { name: 'Download 5001.pdf' })).toBeTruthy();
    expect(server.prepared).toHaveLength(1);
  });

  test("Send from the preview mails the previewed bytes: the payload carries their SHA-256; sent, the popup closes with the server's message", async () => {
    const { server, fieldkit, closed, user } = openPopup();
    await screen.findByRole('textbox', { name: /Customer Name/ });
    await user.type(field('Body'), 'Your job sheet is attached.');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('link', { name: 'Download 5001.pdf' });
    await user.click(within(dialog()).getAllByRole('button', { name: 'Send' }).at(-1) as HTMLElement);
    await waitFor(() => expect(closed).toEqual([true]));
    expect(server.sent).toEqual([
      {
        CustomerName: job5001.customer.CustomerName,
        To: 'bob@acme.example;eve@acme.example',
        Subject: 'Email Job# - 5001',
        Attachement: '5001.pdf',
        Body: 'Your job sheet is attached.',
        CompanyId: 2,
        LoginId: demoSession.LoginId,
        WoJobId: 5001,
        IsInvoice: 0,
        InvoiceId: '',
        Language: 'en-GB',
        PreviewSha256: createHash('sha256')
          .update(await server.pdf())
          .digest('hex'),
        IdempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(fieldkit.notices.getState().notices).toMatchObject([
      {
        severity: 'success',
        ns: 'jobEmail',
        title: 'emailSent',
        text: '1004',
        values: { to: expect.any(String) },
      },
    ]);
  });

  test('the attachment removed goes as an empty Attachement; a preview of another language is not claimed', async () => {
    const { server, user } = openPopup();
    await screen.findByRole('textbox', { name: /Customer Name/ });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('link', { name: 'Download 5001.pdf' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Remove the attachment 5001.pdf' }));
    expect(screen.getByText(/No attachment/)).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Printout language' }), 'es-ES');
    await user.click(within(dialog()).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toMatchObject({ Attachement: '', Language: 'es-ES' });
    expect(server.sent[0]).not.toHaveProperty('PreviewSha256');
  });

  test('a mail server that refuses: the loader goes, the reason is said, everything typed stays', async () => {
    const { server, closed, user } = openPopup();
    server.answerSend(502);
    await screen.findByRole('textbox', { name: /Customer Name/ });
    await user.clear(field('Subject'));
    await user.type(field('Subject'), 'Boiler service sheet');
    await user.type(field('Body'), 'Attached.');
    await user.click(within(dialog()).getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The mail server did not take the e-mail. Nothing was sent; try again.',
    );
    expect(screen.queryByRole('status', { name: 'Sending…' })).toBeNull();
    expect(closed).toEqual([]);
    expect(field('Subject').value).toBe('Boiler service sheet');
    expect(field('Body').value).toBe('Attached.');
  });

  test('the job changed since its preview (409): said, and the preview prepared again to be seen before sending', async () => {
    const { server, closed, user } = openPopup();
    await screen.findByRole('textbox', { name: /Customer Name/ });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('link', { name: 'Download 5001.pdf' });
    server.answerSend(409);
    server.change();
    await user.click(within(dialog()).getAllByRole('button', { name: 'Send' }).at(-1) as HTMLElement);
    // Said in an alert of its own (the preview under it may say its own, jsdom drawing no PDF).
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'The job changed since it was previewed. Preview it again before sending.',
      ),
    );
    await waitFor(() => expect(server.prepared).toHaveLength(2));
    expect(closed).toEqual([]);
    expect(field('Subject').readOnly).toBe(true);
  });

  test('Cancel and Escape close it', async () => {
    const { closed, user } = openPopup();
    await screen.findByRole('textbox', { name: /Customer Name/ });
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(closed).toEqual([true, true]);
  });
});

describe('the popup keeps the user in it', () => {
  test('it opens on Customer Name; Preview and Back hand the focus to each other', async () => {
    const { user } = openPopup();
    await waitFor(() => expect(document.activeElement).toBe(field('Customer Name')));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Preview' }));
    await user.click(screen.getByRole('button', { name: 'Remove the attachment 5001.pdf' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Attach 5001.pdf again' }));
  });

  test('Escape and Cancel while the e-mail is on its way leave the popup open; its answer is said in it', async () => {
    const server = emailServer();
    server.answerSend('held');
    const { closed, user } = openPopup(server);
    await screen.findByRole('textbox', { name: /Customer Name/ });
    await user.click(within(dialog()).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    await user.keyboard('{Escape}');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(closed).toEqual([]);
    server.release();
    await waitFor(() => expect(closed).toEqual([true]));
  });

  test('an answer that is not a success keeps the popup open and says in words that it was refused', async () => {
    const server = emailServer();
    server.answerSend('warning');
    const { closed, user } = openPopup(server);
    await screen.findByRole('textbox', { name: /Customer Name/ });
    await user.click(within(dialog()).getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The server refused the e-mail. Check the addresses and try again.',
    );
    expect(closed).toEqual([]);
  });
});
