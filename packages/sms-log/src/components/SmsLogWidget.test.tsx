import { createFieldkit, createMemoryStorage, type Fieldkit } from '@fieldkit/core';
import type { ReceivedSms } from '@fieldkit/core/contract';
import { demoSession, shownNotices, testConfigInput } from '@fieldkit/core/testing';
import { FieldkitProvider, useStoreState } from '@fieldkit/ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSmsLog } from '../hooks/widget';
import { createSmsLog, type SmsLogModel } from '../model/sms-log';
import { receivedEmail, receivedSms, type SmsServiceOptions, smsService } from '../stories/sms-service';
import { SmsLogWidget } from './SmsLogWidget';

const made: SmsLogModel[] = [];
/** Each test's Fieldkit, whose hubs stop after it: no retry of theirs logs once the file's environment is gone. */
const fieldkits: Fieldkit[] = [];
beforeEach(() => {
  // jsdom makes no object URLs: a stand-in that names the file, so that its image or video shows.
  URL.createObjectURL = (blob: Blob) => `blob:fk.test/${blob.type}`;
  URL.revokeObjectURL = () => {};
});
afterEach(() => {
  for (const log of made.splice(0)) log.dispose();
  for (const fieldkit of fieldkits.splice(0)) fieldkit.stopHubs();
});

const MESSAGES: ReceivedSms[] = [
  receivedSms(3, {
    SMSContent: 'Gate code is 4471, the engineer can come in.',
    RecvdDate: '2026-11-23T10:00:00Z',
  }),
  receivedSms(2, {
    SMSContent: 'Running late, 20 minutes.',
    RecvdDate: '2026-11-23T09:00:00Z',
    IsRead: true,
  }),
  receivedSms(1, { DisplayName: '', FromNumber: '+447700900999', RecvdDate: '2026-11-23T08:00:00Z' }),
  receivedEmail(4, '<p>Please <b>quote</b> the boiler service.</p>', { Subject: 'Boiler quote' }),
];

async function renderWidget(
  options: Partial<SmsServiceOptions> = {},
  onOpenLog?: (href: string) => void,
  children?: ReactNode,
) {
  const service = smsService({ messages: MESSAGES, senderName: demoSession.DisplayName, ...options });
  const fieldkit = createFieldkit({
    config: testConfigInput,
    storage: createMemoryStorage(),
    fetch: service.fetch,
  });
  fieldkit.session.setState({ token: 't', expiresAt: Date.now() + 3_600_000, session: demoSession });
  fieldkits.push(fieldkit);
  const log = createSmsLog({ fieldkit });
  made.push(log);
  await log.start();
  render(
    <FieldkitProvider fieldkit={fieldkit}>
      <SmsLogWidget log={log} {...(onOpenLog ? { onOpenLog } : {})}>
        {children}
      </SmsLogWidget>
    </FieldkitProvider>,
  );
  await waitFor(() => expect(log.counts.store.getState().known).toBe(true));
  return { service, fieldkit, log, user: userEvent.setup() };
}

const dialog = (name: string) => screen.getByRole('dialog', { name });
const rowsOf = (name: string) => within(dialog(name)).getAllByRole('row').slice(1);

async function openSmsLog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^SMS/ }));
  await waitFor(() => expect(within(dialog('Received SMS')).getAllByRole('row').length).toBeGreaterThan(2));
}

describe('the alerts: a button per kind that is on, with its unread count', () => {
  it('says SMS and E-mail with their unread counts', async () => {
    await renderWidget();
    expect(screen.getByRole('button', { name: 'SMS, 2 unread' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'E-mail, 1 unread' })).toBeDefined();
  });

  it('shows no e-mail button when setting 320 is off', async () => {
    await renderWidget({ settings: { email: false } });
    expect(screen.getByRole('button', { name: 'SMS, 2 unread' })).toBeDefined();
    expect(screen.queryByRole('button', { name: /^E-mail/ })).toBeNull();
  });
});

describe('the log popup', () => {
  it('lists From, Name, Message and Received, newest first; unread rows bold and said unread', async () => {
    const { user } = await renderWidget();
    await openSmsLog(user);
    const headers = within(dialog('Received SMS'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['From', 'Name', 'Message', 'Received']);
    const rows = rowsOf('Received SMS');
    expect(rows.map((r) => r.className)).toEqual(['fk-sms-log__unread', '', 'fk-sms-log__unread']);
    expect(
      within(rows[0]!).getByRole('button', { name: 'Unread Gate code is 4471, the engineer can come in.' }),
    ).toBeDefined();
    expect(within(rows[1]!).getByRole('button', { name: 'Running late, 20 minutes.' })).toBeDefined();
    // The first page only: no paginator.
    expect(within(dialog('Received SMS')).queryByRole('navigation')).toBeNull();
  });

  it('opens on its messages: Tab reaches the first one; Escape closes and gives the focus back', async () => {
    const { user } = await renderWidget();
    const button = screen.getByRole('button', { name: 'SMS, 2 unread' });
    await openSmsLog(user);
    expect(document.activeElement?.className).toContain('fk-sms-log__table');
    await user.tab();
    expect(document.activeElement).toBe(
      within(dialog('Received SMS')).getByRole('button', { name: /Gate code is 4471/ }),
    );
    await user.keyboard('{Enter}');
    expect(dialog('Read Notification')).toBeDefined();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Read Notification' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("says 'No record found' for an empty log", async () => {
    const { user } = await renderWidget({ messages: [] });
    await user.click(screen.getByRole('button', { name: 'SMS' }));
    expect(await within(dialog('Received SMS')).findByText('No record found')).toBeDefined();
  });

  it("'More' goes to the report of its kind, within the host's router on a plain click", async () => {
    const followed: string[] = [];
    const { user } = await renderWidget({}, (href) => followed.push(href));
    await openSmsLog(user);
    const more = within(dialog('Received SMS')).getByRole('link', { name: 'More' });
    expect(more.getAttribute('href')).toBe('/reports/smslogreport');
    await user.click(more);
    expect(followed).toEqual(['/reports/smslogreport']);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'E-mail, 1 unread' }));
    const emailMore = await within(dialog('Received e-mails')).findByRole('link', { name: 'More' });
    expect(emailMore.getAttribute('href')).toBe('/reports/emailogreport');
  });

  it('says a failed load and tries again on request', async () => {
    const { user } = await renderWidget({ logFails: true });
    await user.click(screen.getByRole('button', { name: /^SMS/ }));
    expect(
      await within(dialog('Received SMS')).findByText('The messages could not be loaded.'),
    ).toBeDefined();
    expect(within(dialog('Received SMS')).getByRole('button', { name: 'Try again' })).toBeDefined();
  });
});

describe("the viewer, 'Read Notification'", () => {
  it('shows the SMS; Save marks it read, closes, turns the row normal and lowers the count', async () => {
    const { user, service, fieldkit } = await renderWidget();
    await openSmsLog(user);
    await user.click(within(rowsOf('Received SMS')[0]!).getByRole('button'));
    const viewer = dialog('Read Notification');
    expect(within(viewer).getByText('Gate code is 4471, the engineer can come in.')).toBeDefined();
    expect(within(viewer).getByText('Priya Shah (07700 900456)')).toBeDefined();
    await user.click(within(viewer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Read Notification' })).toBeNull());
    expect(service.messages.find((m) => m.SmsId === 3)?.IsRead).toBe(true);
    await waitFor(() => expect(rowsOf('Received SMS')[0]!.className).toBe(''));
    expect(screen.getByRole('button', { name: 'SMS, 1 unread' })).toBeDefined();
    expect(shownNotices(fieldkit.notices)).toContainEqual(
      expect.objectContaining({ text: 'The message is marked read.' }),
    );
  });

  it('a Save that gets no answer keeps the viewer open, and Cancel closes it', async () => {
    const { user } = await renderWidget({ saveFails: true });
    await openSmsLog(user);
    await user.click(within(rowsOf('Received SMS')[0]!).getByRole('button'));
    await user.click(within(dialog('Read Notification')).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog('Read Notification')).getByRole('button', { name: 'Save' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    await user.click(within(dialog('Read Notification')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Read Notification' })).toBeNull();
    expect(dialog('Received SMS')).toBeDefined();
  });

  it('a read message has no Save', async () => {
    const { user } = await renderWidget();
    await openSmsLog(user);
    await user.click(within(rowsOf('Received SMS')[1]!).getByRole('button'));
    expect(within(dialog('Read Notification')).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it("shows an MMS's image, and a video where the content type says video", async () => {
    const png = { type: 'image/png', bytes: new Uint8Array([137, 80, 78, 71]) };
    const mp4 = { type: 'video/mp4', bytes: new Uint8Array([0, 0, 0, 24]) };
    const { user } = await renderWidget({
      messages: [
        receivedSms(6, {
          Filepath: 'sms/2/6.png',
          contenttype: 'image/png',
          RecvdDate: '2026-11-23T11:00:00Z',
        }),
        receivedSms(5, { Filepath: 'sms/2/5.mp4', contenttype: 'video/mp4' }),
      ],
      media: { 6: png, 5: mp4 },
    });
    await openSmsLog(user);
    await user.click(within(rowsOf('Received SMS')[0]!).getByRole('button'));
    const image = await within(dialog('Read Notification')).findByRole('img', {
      name: 'Attachment of the message',
    });
    expect(image.getAttribute('src')).toBe('blob:fk.test/image/png');
    await user.click(within(dialog('Read Notification')).getByRole('button', { name: 'Cancel' }));
    await user.click(within(rowsOf('Received SMS')[1]!).getByRole('button'));
    await waitFor(() =>
      expect(dialog('Read Notification').querySelector('video')?.getAttribute('src')).toBe(
        'blob:fk.test/video/mp4',
      ),
    );
  });
});

describe('the e-mail viewer shows HTML a stranger wrote as the safest mail clients do', () => {
  const html =
    '<p>Hello<script>alert(1)</script></p><img src="cid:logo@harbourview" alt="logo">' +
    '<img src="https://tracker.example/pixel.gif" alt="pixel"><a href="javascript:alert(2)">x</a>';

  it('sanitised in a sandboxed frame, inline parts shown, remote images held back until Show images', async () => {
    const { user, service } = await renderWidget({
      messages: [receivedEmail(8, html, { Subject: 'Site photos' })],
      parts: { 8: { 'logo@harbourview': 'data:image/png;base64,iVBORw0KGgo=' } },
    });
    await user.click(screen.getByRole('button', { name: 'E-mail, 1 unread' }));
    await user.click(
      await within(dialog('Received e-mails')).findByRole('button', { name: 'Unread Site photos' }),
    );
    const viewer = dialog('Read Notification');
    expect(within(viewer).getByText('Site photos')).toBeDefined();
    const frame = (await within(viewer).findByTitle('Message')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    const before = frame.getAttribute('srcdoc') ?? '';
    expect(before).not.toContain('<script');
    expect(before).not.toContain('javascript:');
    expect(before).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    expect(before).not.toContain('tracker.example');
    expect(within(viewer).getByText(/Remote images hidden: 1\./)).toBeDefined();

    // The proxy, as the viewer fetches it (once per image, without the session): a picture for the tracker's address.
    const proxied: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      proxied.push(String(input));
      return new Response(new Uint8Array([0x47, 0x49, 0x46]), { headers: { 'Content-Type': 'image/gif' } });
    });
    await user.click(within(viewer).getByRole('button', { name: 'Show images' }));
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('src="data:image/gif;base64,R0lG"'));
    expect(proxied).toEqual([
      'http://fk.test/api/notification/Sms/ImageProxy?u=https%3A%2F%2Ftracker.example%2Fpixel.gif',
    ]);
    // Handed over as data, the frame's policy allows no other origin.
    expect(frame.getAttribute('srcdoc')).toContain('img-src data:;');
    vi.unstubAllGlobals();
    expect(service.asked.find((a) => a.path.endsWith('/SignImageUrls'))?.body).toEqual({
      CompanyId: demoSession.CompanyId,
      LoginId: demoSession.LoginId,
      Urls: ['https://tracker.example/pixel.gif'],
    });
    expect(within(viewer).queryByRole('button', { name: 'Show images' })).toBeNull();
  });

  it('an image the proxy could not get is said in words after Show images', async () => {
    const { user } = await renderWidget({ messages: [receivedEmail(8, html, { Subject: 'Site photos' })] });
    vi.stubGlobal('fetch', async () => new Response('Bad gateway', { status: 502 }));
    try {
      await user.click(screen.getByRole('button', { name: 'E-mail, 1 unread' }));
      await user.click(
        await within(dialog('Received e-mails')).findByRole('button', { name: 'Unread Site photos' }),
      );
      await user.click(within(dialog('Read Notification')).getByRole('button', { name: 'Show images' }));
      expect(
        await within(dialog('Read Notification')).findByText(
          "1 image could not be loaded: the sender's server did not give it.",
        ),
      ).toBeDefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('an e-mail whose sender was not verified is marked in the log and in the viewer; a verified one is not', async () => {
    const { user } = await renderWidget({
      messages: [
        receivedEmail(9, '<p>Pay the new account.</p>', {
          Subject: 'New bank details',
          FromNumber: 'carol@acme.example',
          DisplayName: 'Carol Price',
          SenderVerified: false,
        }),
        receivedEmail(8, '<p>Thursday is fine.</p>', { Subject: 'Visit' }),
      ],
    });
    await user.click(screen.getByRole('button', { name: 'E-mail, 2 unread' }));
    const log = dialog('Received e-mails');
    const [forged, signed] = await waitFor(() => {
      const rows = rowsOf('Received e-mails');
      expect(rows).toHaveLength(2);
      return rows;
    });
    expect(within(forged!).getByText('Unverified sender')).toBeDefined();
    expect(within(signed!).queryByText('Unverified sender')).toBeNull();
    await user.click(within(log).getByRole('button', { name: 'Unread New bank details' }));
    const viewer = dialog('Read Notification');
    expect(within(viewer).getByText('Carol Price (carol@acme.example)')).toBeDefined();
    expect(within(viewer).getByText('Unverified sender')).toBeDefined();
    expect(within(viewer).getByText(/anyone can write any name and address/)).toBeDefined();
  });

  it('the e-mail button says what it is, carries the unread e-mail count and opens the e-mail log', async () => {
    const { user } = await renderWidget();
    await user.click(screen.getByRole('button', { name: 'E-mail, 1 unread' }));
    await user.click(
      await within(dialog('Received e-mails')).findByRole('button', { name: 'Unread Boiler quote' }),
    );
    const icon = within(dialog('Read Notification')).getByRole('button', {
      name: 'Received e-mails, 1 unread',
    });
    // A visible label, not a bare envelope and a number; the name starts with it.
    expect(icon.textContent).toContain('Received e-mails');
    await user.click(icon);
    expect(screen.queryByRole('dialog', { name: 'Read Notification' })).toBeNull();
    expect(dialog('Received e-mails')).toBeDefined();
  });
});

describe('the SMS reply', () => {
  async function openReply(options: Partial<SmsServiceOptions> = {}) {
    const env = await renderWidget(options);
    await openSmsLog(env.user);
    await env.user.click(within(rowsOf('Received SMS')[0]!).getByRole('button'));
    await env.user.click(within(dialog('Read Notification')).getByRole('button', { name: 'Reply by SMS' }));
    return env;
  }

  it('is addressed to the sender, counts characters and SMS parts, and sends', async () => {
    const { user, service } = await openReply();
    // The sender shows as the company writes numbers; the reply goes to the number itself, in E.164.
    expect(within(dialog('Read Notification')).getByText(/^Priya Shah \(07700 900456\)/)).toBeDefined();
    const reply = dialog('SMS');
    expect((within(reply).getByRole('textbox', { name: 'To' }) as HTMLInputElement).value).toBe(
      '+447700900456',
    );
    const text = within(reply).getByRole('textbox', { name: 'Message' });
    // It opens on the text to write.
    expect(document.activeElement).toBe(text);
    await user.type(text, 'On my way.');
    expect(within(reply).getByText('10 of 1600 characters, 1 SMS')).toBeDefined();
    await user.type(text, ' Dzięki');
    expect(
      within(reply).getByText('17 of 1600 characters, 1 SMS (special characters: 70 per SMS)'),
    ).toBeDefined();
    await user.click(within(reply).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'SMS' })).toBeNull());
    // Listed under the message, with who sent it and what became of it.
    const replies = await within(dialog('Read Notification')).findByRole('region', { name: 'Replies' });
    expect(within(replies).getByText('On my way. Dzięki')).toBeDefined();
    expect(within(replies).getByText(/^Dispatch Desk, .*: sent$/)).toBeDefined();
    expect(service.sent).toEqual([
      {
        CompanyId: demoSession.CompanyId,
        LoginId: demoSession.LoginId,
        ToNumber: '+447700900456',
        SMSContent: 'On my way. Dzięki',
        ReplyToSmsId: 3,
        IdempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
  });

  it('carries a photo as an MMS: shown with its name, removable, sent, and listed as with a photo', async () => {
    const { user, service } = await openReply();
    const reply = dialog('SMS');
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'seal.jpg', { type: 'image/jpeg' });
    await user.upload(within(reply).getByLabelText('Add a photo'), photo);
    expect(within(reply).getByText('seal.jpg (4 B)')).toBeDefined();
    await user.click(within(reply).getByRole('button', { name: 'Remove the photo seal.jpg' }));
    expect(within(reply).queryByText(/seal\.jpg/)).toBeNull();
    await user.upload(within(reply).getByLabelText('Add a photo'), photo);
    await user.type(within(reply).getByRole('textbox', { name: 'Message' }), 'The new seal.');
    await user.click(within(reply).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'SMS' })).toBeNull());
    expect(service.sent.at(-1)).toMatchObject({ SMSContent: 'The new seal.', photo: true });
    const replies = await within(dialog('Read Notification')).findByRole('region', { name: 'Replies' });
    expect(within(replies).getByText(/: sent, with a photo$/)).toBeDefined();
  });

  it('a photo that is not a JPEG, PNG or GIF is refused with a notice, and nothing is added', async () => {
    const { fieldkit } = await openReply();
    const reply = dialog('SMS');
    const notImage = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(within(reply).getByLabelText('Add a photo'), { target: { files: [notImage] } });
    expect(shownNotices(fieldkit.notices)).toContainEqual(
      expect.objectContaining({ text: 'The photo must be a JPEG, PNG or GIF image.' }),
    );
    expect(within(reply).queryByText(/notes\.txt/)).toBeNull();
  });

  it.each([
    ['limit', 'Too many SMS were sent for now: this one was not sent. Try again later.'],
    ['number', 'Your company does not send SMS to this number (a premium-rate number, or another country).'],
  ] as const)(
    'refused by the server (%s): says why in the user’s words and keeps the text',
    async (answer, said) => {
      const { user, fieldkit, service } = await openReply({ reply: answer });
      await user.type(within(dialog('SMS')).getByRole('textbox', { name: 'Message' }), 'On my way.');
      await user.click(within(dialog('SMS')).getByRole('button', { name: 'Send' }));
      await waitFor(() =>
        expect(shownNotices(fieldkit.notices)).toContainEqual(
          expect.objectContaining({ text: expect.stringContaining(said) }),
        ),
      );
      expect(service.sent).toHaveLength(0);
      expect(
        (within(dialog('SMS')).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value,
      ).toBe('On my way.');
    },
  );

  it('refused by the provider, says its reason and keeps the text', async () => {
    const { user, fieldkit } = await openReply({ reply: 'refused' });
    const text = within(dialog('SMS')).getByRole('textbox', { name: 'Message' });
    await user.type(text, 'On my way.');
    await user.click(within(dialog('SMS')).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(shownNotices(fieldkit.notices)).toContainEqual(
        expect.objectContaining({ text: expect.stringContaining('not a valid phone number') }),
      ),
    );
    expect(
      (within(dialog('SMS')).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value,
    ).toBe('On my way.');
  });
});

function HostCount() {
  const counts = useStoreState(useSmsLog().counts.store, (state) => state.counts);
  return <output aria-label="Host SMS count">{counts[1]}</output>;
}

describe("the host's own parts", () => {
  it('render inside the widget and read its log', async () => {
    await renderWidget({}, undefined, <HostCount />);
    expect(screen.getByRole('status', { name: 'Host SMS count' }).textContent).toBe('2');
  });
});
