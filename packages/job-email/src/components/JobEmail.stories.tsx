import '../styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedIn } from '../../../../.storybook/fieldkit';
import { jobEmailTexts } from '../model/texts';
import pdfUrl from '../stories/job-5001.pdf?inline';
import { type JobEmailServiceOptions, jobEmailService } from '../stories/job-email-service';
import { JobEmail } from './JobEmail';
import { JobEmailWidget } from './JobEmailWidget';

// The e-mail popup of job 5001 on a stand-in of the server's calls: its customer and crew as seeded, and the
// real PDF the server printed for it, shown by the preview.

/** The story's Fieldkit on the stand-in server answering as `options` say. */
const server = (options: JobEmailServiceOptions = {}) => ({
  fieldkit: {
    session: signedIn,
    texts: { jobEmail: jobEmailTexts },
    fetch: jobEmailService({
      pdf: async () => new Uint8Array(await (await fetch(pdfUrl)).arrayBuffer()),
      ...options,
    }).fetch,
  },
});

function JobEmailDemo() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" className="fk-button" onClick={() => setOpen(true)}>
        Email Job
      </button>
      <JobEmail job={{ companyId: 2, woJobId: 5001 }} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Widgets/Job e-mail',
  component: JobEmailDemo,
  parameters: server(),
} satisfies Meta<typeof JobEmailDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const dialog = () => within(page().getByRole('dialog'));
const filled = () => page().findByRole('textbox', { name: /Customer Name/ });

/** The form as it opens: the customer, the crew's addresses, 'Email Job# - 5001', the attachment, the language. */
export const Form: Story = {
  play: async () => {
    await filled();
    await expect(dialog().getByRole('textbox', { name: /Subject/ })).toHaveValue('Email Job# - 5001');
  },
};

/** Loading the job's customer and crew. */
export const Loading: Story = { parameters: server({ start: 'pending' }) };

/** The job could not be loaded: said, with 'Try again'. */
export const LoadFailed: Story = { parameters: server({ start: 'fail' }) };

/** Every validation message: each required field emptied and an invalid address, after Send. */
export const ValidationMessages: Story = {
  play: async () => {
    await filled();
    for (const name of [/Customer Name/, /Subject/])
      await userEvent.clear(dialog().getByRole('textbox', { name }));
    const to = dialog().getByRole('textbox', { name: /^To/ });
    await userEvent.clear(to);
    await userEvent.type(to, 'bob@acme.example; not-an-address');
    await userEvent.click(dialog().getByRole('button', { name: 'Send' }));
    await expect(await dialog().findByText('Customer name is required.')).toBeVisible();
    await expect(dialog().getByText('Subject is required.')).toBeVisible();
    await expect(dialog().getByText('Invalid email')).toBeVisible();
  },
};

/** To emptied: its own required message. */
export const ToRequired: Story = {
  play: async () => {
    await filled();
    await userEvent.clear(dialog().getByRole('textbox', { name: /^To/ }));
    await userEvent.click(dialog().getByRole('button', { name: 'Send' }));
    await expect(await dialog().findByText('To is required.')).toBeVisible();
  },
};

/** Preview: the fields read-only, the PDF the server printed, page by page, with Back and Send. */
export const Preview: Story = {
  play: async () => {
    await filled();
    await userEvent.click(dialog().getByRole('button', { name: 'Preview' }));
    // The server's bytes are in (the pages are drawn from them where there is a canvas: not in jsdom).
    await expect(await dialog().findByRole('link', { name: 'Download 5001.pdf' })).toBeVisible();
    await expect(dialog().getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

/** The attachment removed: the e-mail goes without the printout, and it can be attached again. */
export const AttachmentRemoved: Story = {
  play: async () => {
    await filled();
    await userEvent.click(dialog().getByRole('button', { name: 'Remove the attachment 5001.pdf' }));
    await expect(dialog().getByRole('button', { name: 'Attach 5001.pdf again' })).toBeVisible();
  },
};

/** A company that sends the printout as the e-mail's body (PrintJobHtml 1): no attachment to remove. */
export const PrintoutInBody: Story = { parameters: server({ inBody: true }) };

/** Sending: the loader over the popup until the server answers. */
export const Sending: Story = {
  parameters: server({ send: 'held' }),
  play: async () => {
    await filled();
    await userEvent.click(dialog().getByRole('button', { name: 'Send' }));
    await expect(await page().findByRole('status', { name: 'Sending…' })).toBeVisible();
  },
};

/** The mail server refused: said, nothing lost. */
export const Failure: Story = {
  parameters: server({ send: 502 }),
  play: async () => {
    await filled();
    await userEvent.click(dialog().getByRole('button', { name: 'Send' }));
    await expect(await dialog().findByRole('alert')).toHaveTextContent(
      'The mail server did not take the e-mail.',
    );
  },
};

/** Over the user's or the company's sending limit (429): said, nothing sent, the form kept. */
export const LimitReached: Story = {
  parameters: server({ send: 429 }),
  play: async () => {
    await filled();
    await userEvent.click(dialog().getByRole('button', { name: 'Send' }));
    await expect(await dialog().findByRole('alert')).toHaveTextContent('Too many e-mails were sent for now');
  },
};

/** The job changed since its preview: said, and the new printout shown to check before sending. */
export const ChangedSincePreview: Story = {
  parameters: server({ send: 409 }),
  play: async () => {
    await filled();
    await userEvent.click(dialog().getByRole('button', { name: 'Preview' }));
    await dialog().findByRole('link', { name: 'Download 5001.pdf' });
    const sends = dialog().getAllByRole('button', { name: 'Send' });
    await userEvent.click(sends[sends.length - 1] as HTMLElement);
    // Said in an alert of its own: the preview under it may say its own (where no PDF can be drawn, as in jsdom).
    await waitFor(() =>
      expect(
        dialog()
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toContain('The job changed since it was previewed. Preview it again before sending.'),
    );
  },
};

/**
 * 'Email Job' with the job's send log under it, as the job details screen shows it: one sent as previewed, one the
 * server stopped sending (it may have gone).
 */
export const WithSendLog: Story = {
  render: () => <JobEmailWidget job={{ companyId: 2, woJobId: 5001 }} showLog />,
  parameters: server({
    log: [
      {
        EmailLogId: 2,
        WoJobId: 5001,
        LoginId: 1,
        SentBy: 'Alice Admin',
        To: 'reception@milllane.example;accounts@milllane.example',
        Subject: 'Email Job# - 5001',
        MessageId: '<2@fieldkit.test>',
        SmtpResponse: '250 OK',
        SentAt: '2026-11-23T14:05:00.000Z',
        PdfSha256: 'a'.repeat(64),
        PreviewSha256: 'a'.repeat(64),
        Language: 'fr-FR',
        Format: 'pdf',
        Status: 'sent',
      },
      {
        EmailLogId: 1,
        WoJobId: 5001,
        LoginId: 1,
        SentBy: 'Alice Admin',
        To: 'reception@milllane.example',
        Subject: 'Email Job# - 5001',
        MessageId: '<1@fieldkit.test>',
        SmtpResponse: '250 OK',
        SentAt: '2026-11-22T09:30:00.000Z',
        PdfSha256: 'b'.repeat(64),
        PreviewSha256: null,
        Language: 'en-GB',
        Format: 'pdf',
        Status: 'unknown',
      },
    ],
  }),
  play: async () => {
    await waitFor(() => expect(page().getByRole('table', { name: 'Sent e-mails' })).toBeVisible());
  },
};

/** A job never e-mailed: the log says so. */
export const SendLogEmpty: Story = {
  render: () => <JobEmailWidget job={{ companyId: 2, woJobId: 5001 }} showLog />,
};
