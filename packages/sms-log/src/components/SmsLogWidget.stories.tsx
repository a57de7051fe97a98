import '../styles.css';
import type { ReceivedSms } from '@fieldkit/core/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedIn } from '../../../../.storybook/fieldkit';
import fanVideo from '../../../server/fixtures/media/ahu-fan.webm?url';
import gaugePhoto from '../../../server/fixtures/media/boiler-gauge.jpg?url';
import harbourLogo from '../../../server/fixtures/media/harbour-logo.png?url';
import { smsLogTexts } from '../model/texts';
import { receivedEmail, receivedSms, type SmsServiceOptions, smsService } from '../stories/sms-service';
import { StorySmsLog, type StorySmsLogProps } from '../stories/story-sms-log';

const PEOPLE: Array<[string, string]> = [
  ['Priya Shah', '+447700900456'],
  ['Tom Reed', '+447700900457'],
  ['', '+447700900999'],
  ['Bob Martin', '+447700900301'],
];
const TEXTS = [
  'Gate code is 4471, the engineer can come in through the loading bay.',
  'Running 20 minutes late, stuck behind a lorry on the A40.',
  'Can someone call me about the invoice for job 5001?',
  'The heating in unit 12 shows E119 again since this morning.',
  'Thanks, all working now.',
];

/** `count` SMS of several senders and days, newest first; every third one read. */
const manySms = (count: number): ReceivedSms[] =>
  Array.from({ length: count }, (_, i) => {
    const [DisplayName, FromNumber] = PEOPLE[i % PEOPLE.length]!;
    return receivedSms(count - i, {
      DisplayName,
      FromNumber,
      SMSContent: TEXTS[i % TEXTS.length]!,
      RecvdDate: new Date(Date.UTC(2026, 10, 23 - Math.floor(i / 3), 16 - (i % 3) * 2, 5)).toISOString(),
      IsRead: i % 3 === 2,
    });
  });

const LONG_HTML = `<h1>Quarterly maintenance report</h1><p>Dear Acme team,</p>${'<p>The chillers on the roof were inspected. Refrigerant pressures were within range; the condenser coils were cleaned and one fan belt was replaced. Next visit is due in twelve weeks.</p>'.repeat(12)}<table><tr><th>Asset</th><th>State</th><th>Action</th></tr>${Array.from({ length: 14 }, (_, i) => `<tr><td>Chiller ${i + 1}</td><td>${i % 4 === 0 ? 'Needs attention' : 'Good'}</td><td>${i % 4 === 0 ? 'Quote to follow' : 'None'}</td></tr>`).join('')}</table><p>Kind regards,<br>Harbourview Facilities</p>`;

const IMAGES_HTML =
  '<p><img src="cid:logo@harbour" alt="Harbour Estates"></p><p>Good morning,</p><p>Please find the photos of the damaged ceiling tiles in the atrium below. Could you send someone this week?</p>' +
  '<p><img src="https://images.example/atrium-ceiling.jpg" alt="Atrium ceiling" width="320"> <img src="https://track.example/open.gif" width="1" height="1" alt=""></p><p>Regards,<br>Harbour Estates</p>';

/** The stand-in's image for a remote image shown through the proxy (Storybook has no proxy): a drawn photo. */
const proxiedPhoto = (url: string) => (url.includes('atrium') ? gaugePhoto : harbourLogo);

const fetched = (url: string) => async () => (await fetch(url)).arrayBuffer();

/** A story's stand-in server (`fetch`) and the widget on it. */
function smsStory(options: SmsServiceOptions, args: StorySmsLogProps = {}) {
  const service = smsService(options);
  return {
    args,
    parameters: { fieldkit: { session: signedIn, texts: { smsLog: smsLogTexts }, fetch: service.fetch } },
  };
}

const meta = {
  title: 'Widgets/SMS log',
  component: StorySmsLog,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StorySmsLog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** The alerts with nothing unread: 'SMS' and 'E-mail', no badge. */
export const AlertsNone: Story = {
  ...smsStory({ messages: [] }),
  play: async () => {
    await expect(await page().findByRole('button', { name: 'SMS' })).toBeVisible();
    await expect(page().getByRole('button', { name: 'E-mail' })).toBeVisible();
  },
};

/** The alerts with many unread: the badge says 99+, the name says the count. */
export const AlertsMany: Story = {
  ...smsStory({
    messages: [...manySms(150).map((m) => ({ ...m, IsRead: false })), receivedEmail(900, '<p>Hi</p>')],
  }),
  play: async () => {
    await expect(await page().findByRole('button', { name: 'SMS, 150 unread' })).toBeVisible();
    await expect(page().getByRole('button', { name: 'E-mail, 1 unread' })).toBeVisible();
  },
};

/** Setting 320 off: the SMS button alone. */
export const AlertsSmsOnly: Story = smsStory({ messages: manySms(4), settings: { email: false } });

/** The SMS log empty: 'No record found'. */
export const LogEmpty: Story = {
  ...smsStory({ messages: [] }, { open: 1 }),
  play: async () => {
    await expect(await page().findByText('No record found')).toBeVisible();
  },
};

/** The SMS log's first page: unread rows bold, read ones normal, 'More' to the report. */
export const LogOnePage: Story = {
  ...smsStory({ messages: manySms(8) }, { open: 1 }),
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Received SMS' });
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(9));
    await expect(within(dialog).getByRole('link', { name: 'More' })).toHaveAttribute(
      'href',
      '/reports/smslogreport',
    );
  },
};

/** More messages than a page: the first 10, no paginator. */
export const LogFirstPageOfMany: Story = smsStory({ messages: manySms(60) }, { open: 1 });

/** The e-mail log: each message by its subject. */
export const EmailLog: Story = smsStory(
  {
    messages: [
      receivedEmail(21, IMAGES_HTML, { Subject: 'Atrium ceiling tiles', DisplayName: 'Harbour Estates' }),
      receivedEmail(20, LONG_HTML, { Subject: 'Quarterly maintenance report', IsRead: true }),
      receivedEmail(19, '<p>Invoice attached.</p>', { Subject: '', DisplayName: '' }),
      receivedEmail(18, '<p>Please pay the new account below.</p>', {
        Subject: 'New bank details',
        FromNumber: 'carol@acme.example',
        DisplayName: 'Carol Price',
        SenderVerified: false,
      }),
    ],
  },
  { open: 2 },
);

/** An e-mail whose sender the receiving server could not confirm: marked, and the viewer says what that means. */
export const ViewerUnverifiedSender: Story = smsStory(
  {
    messages: [
      receivedEmail(18, '<p>Please pay invoice 5521 into the new account below today.</p>', {
        Subject: 'New bank details',
        FromNumber: 'carol@acme.example',
        DisplayName: 'Carol Price',
        SenderVerified: false,
      }),
    ],
  },
  { open: 2, view: 18 },
);

/** The log could not be loaded: said, with 'Try again'. */
export const LogLoadFailed: Story = {
  ...smsStory({ messages: manySms(3), logFails: true }, { open: 1 }),
  play: async () => {
    await expect(await page().findByText('The messages could not be loaded.')).toBeVisible();
  },
};

/** 'Read Notification' of an SMS with a photo (an MMS): the reply icon, Save and Cancel. */
export const ViewerSmsWithImage: Story = smsStory(
  {
    messages: [
      receivedSms(10, {
        DisplayName: 'Tom Reed',
        SMSContent: 'The heating in unit 12 shows E119 again, photo of the panel attached.',
        Filepath: 'sms/2/10.jpg',
        contenttype: 'image/jpeg',
      }),
    ],
    media: { 10: { type: 'image/jpeg', bytes: fetched(gaugePhoto) } },
  },
  { open: 1, view: 10 },
);

/** 'Read Notification' of an e-mail with a video: the e-mail icon with the unread e-mail count. */
export const ViewerEmailWithVideo: Story = smsStory(
  {
    messages: [
      receivedEmail(13, '<p>Here is the clip of the air handling unit fan making the noise.</p>', {
        Subject: 'AHU fan noise',
        Filepath: 'mail/2/13.webm',
        contenttype: 'video/webm',
      }),
      receivedEmail(12, '<p>Another one</p>'),
    ],
    media: { 13: { type: 'video/webm', bytes: fetched(fanVideo) } },
  },
  { open: 2, view: 13 },
);

/** A long HTML e-mail: it scrolls inside its frame. */
export const ViewerLongHtml: Story = smsStory(
  { messages: [receivedEmail(20, LONG_HTML, { Subject: 'Quarterly maintenance report' })] },
  { open: 2, view: 20 },
);

/** Remote images held back: the notice and 'Show images'; the inline cid: logo shows from the message. */
export const ViewerImagesBlocked: Story = smsStory(
  {
    messages: [
      receivedEmail(21, IMAGES_HTML, { Subject: 'Atrium ceiling tiles', DisplayName: 'Harbour Estates' }),
    ],
    parts: {
      21: {
        'logo@harbour':
          'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      },
    },
    proxy: proxiedPhoto,
  },
  { open: 2, view: 21 },
);

/** Remote images shown: loaded through the proxy (here, the stand-in's drawn photo). */
export const ViewerImagesShown: Story = {
  ...ViewerImagesBlocked,
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Show images' }));
    await waitFor(() => expect(page().queryByRole('button', { name: 'Show images' })).toBeNull());
  },
};

/** Hostile HTML: nothing of it runs, nothing loads; what is left is text. */
export const ViewerHostileHtml: Story = smsStory(
  {
    messages: [
      receivedEmail(
        30,
        '<p>Hello<script>alert(1)</script></p><img src=x onerror=alert(2)><a href="javascript:alert(3)">click</a><svg onload=alert(4)></svg><iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name=p></form><p style="background:url(https://track.example/p.gif)">styled</p>',
        { Subject: '<img src=x onerror=alert(5)>' },
      ),
    ],
  },
  { open: 2, view: 30 },
);

/** The reply popup: To prefilled, the text with its character and SMS count. */
export const ReplyPopup: Story = smsStory(
  { messages: manySms(3) },
  { open: 1, view: 3, reply: 'On my way, about 20 minutes. Thanks for the gate code.' },
);

/** An SMS already answered: its replies listed under it, a refused one, one being sent, and one the server stopped sending, marked. */
export const ViewerSmsWithReplies: Story = smsStory(
  {
    messages: manySms(3),
    replies: {
      3: [
        {
          SentSmsId: 1,
          ToNumber: '+447700900456',
          SMSContent: 'Thanks Priya, the engineer is on his way.',
          Status: 'sent',
          SentBy: 'Carol Price',
          SentDate: '2026-11-23T16:07:00Z',
          Photo: true,
        },
        {
          SentSmsId: 2,
          ToNumber: '+447700900456',
          SMSContent: 'He will be there by 17:00.',
          Status: 'failed',
          SentBy: 'Alice Walker',
          SentDate: '2026-11-23T16:20:00Z',
          Photo: false,
        },
        {
          SentSmsId: 3,
          ToNumber: '+447700900456',
          SMSContent: 'The gate code is 4471.',
          Status: 'unknown',
          SentBy: 'Alice Walker',
          SentDate: '2026-11-23T16:25:00Z',
          Photo: false,
        },
        {
          SentSmsId: 4,
          ToNumber: '+447700900456',
          SMSContent: 'See you at 17:00.',
          Status: 'sending',
          SentBy: 'Carol Price',
          SentDate: '2026-11-23T16:26:00Z',
          Photo: false,
        },
      ],
    },
  },
  { open: 1, view: 3 },
);

/** The reply popup with a photo added (sent as an MMS): its thumbnail, name and size, and 'Remove'. */
export const ReplyWithPhoto: Story = smsStory(
  { messages: manySms(3) },
  {
    open: 1,
    view: 3,
    reply: 'This is the panel now.',
    replyPhoto: async () =>
      new File([await (await fetch(gaugePhoto)).blob()], 'boiler-panel.jpg', { type: 'image/jpeg' }),
  },
);

/** A reply with special characters: counted as UCS-2 (70 per SMS). */
export const ReplyUnicode: Story = smsStory(
  { messages: manySms(3) },
  { open: 1, view: 3, reply: 'Dziękuję, będę za 20 minut 👍' },
);

/** The provider refused the reply: its reason, and the text kept. */
export const ReplyRefused: Story = {
  ...smsStory({ messages: manySms(3), reply: 'refused' }, { open: 1, view: 3, reply: 'On my way.' }),
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Send' }));
    await expect(await page().findByText(/not a valid phone number/)).toBeVisible();
  },
};

/** Over a sending limit (429): said in the user's words, the text kept. */
export const ReplyLimitReached: Story = {
  ...smsStory({ messages: manySms(3), reply: 'limit' }, { open: 1, view: 3, reply: 'On my way.' }),
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Send' }));
    await expect(await page().findByText(/Too many SMS were sent for now/)).toBeVisible();
  },
};

/** A number the company does not send to (422: premium rate, another country): said, the text kept. */
export const ReplyNumberRefused: Story = {
  ...smsStory({ messages: manySms(3), reply: 'number' }, { open: 1, view: 3, reply: 'On my way.' }),
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Send' }));
    await expect(await page().findByText(/does not send SMS to this number/)).toBeVisible();
  },
};

/** Save without an answer: the viewer stays with an error, to press again. */
export const SaveFailed: Story = {
  ...smsStory({ messages: manySms(3), saveFails: true }, { open: 1, view: 3 }),
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Save' }));
    await expect(
      await page().findByText('The message could not be marked read. Please try again.'),
    ).toBeVisible();
  },
};

/** The media could not be loaded: said in place of the image. */
export const MediaFailed: Story = smsStory(
  { messages: [receivedSms(40, { Filepath: 'sms/2/40.jpg', contenttype: 'image/jpeg' })] },
  { open: 1, view: 40 },
);

/** The report screen's log: a date range, a search, pages and rows per page. */
export const Report: Story = smsStory({ messages: manySms(80) }, { report: 1 });

/** The log in another theme (ThemeId 6, dark green). */
export const ThemeSwitch: Story = smsStory({ messages: manySms(12) }, { open: 1, themeId: 6 });
