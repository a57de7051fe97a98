import '../styles.css';
import type { ReceivedServiceNote } from '@fieldkit/core/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { signedIn } from '../../../../.storybook/fieldkit';
import { notesTexts } from '../model/texts';
import { type NotesServiceOptions, notesService, receivedNote } from '../stories/notes-service';
import { StoryNotes, type StoryNotesProps } from '../stories/story-notes';

const TEXTS = [
  'Customer asked for a call 30 minutes before arrival; gate code 4471.',
  'Boiler pump replaced, pressure test passed at 1.5 bar.',
  'Access via the loading bay; sign in at reception first.',
  'Second visit needed: the thermostat part is on back order.',
  'Keys left with the site manager, Mr Okafor.',
];
const PEOPLE = ['Carol Price', 'Bob Martin', 'Erin Hale'];

/** `count` unread notes of several work orders, authors and days. */
const unread = (count: number, from = 1): ReceivedServiceNote[] =>
  Array.from({ length: count }, (_, i) =>
    receivedNote(from + i, TEXTS[i % TEXTS.length], {
      WONumber: `WO-${1001 + (i % 4)}`,
      JobNo: 5001 + (i % 7),
      CreatedBy: PEOPLE[i % PEOPLE.length],
      CreatedDate: new Date(Date.UTC(2026, 10, 23 - (i % 9), 8 + (i % 9), 15)).toISOString(),
    }),
  );
const acknowledged = (notes: ReceivedServiceNote[]) =>
  notes.map((n, i) => ({
    ...n,
    IsRead: true,
    ReadBy: 'Alice Walker',
    ReadDate: new Date(Date.UTC(2026, 10, 23, 10, i)).toISOString(),
  }));

/** A story's stand-in server (`fetch`) and the widget on it. */
function notesStory(
  options: Omit<NotesServiceOptions, 'reader'>,
  args: Omit<StoryNotesProps, 'service'> = {},
) {
  const service = notesService({ reader: 'Alice Walker', ...options });
  return {
    args: { service, ...args },
    parameters: { fieldkit: { session: signedIn, texts: { notes: notesTexts }, fetch: service.fetch } },
  };
}

const meta = {
  title: 'Widgets/Notes',
  component: StoryNotes,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryNotes>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** The bell with nothing unread: named 'Notifications', no badge. */
export const BellNone: Story = notesStory({ unread: [] });

/** The bell with 3 unread: 'Notifications, 3 unread'. */
export const BellThree: Story = {
  ...notesStory({ unread: unread(3) }),
  play: async () => {
    await expect(await page().findByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
  },
};

/** The bell with 120 unread: the badge says 99+, the name says 120. */
export const BellMany: Story = {
  ...notesStory({ unread: unread(120) }),
  play: async () => {
    await expect(await page().findByRole('button', { name: 'Notifications, 120 unread' })).toBeVisible();
  },
};

/** The dialog on the unread view, many pages: three page links. */
export const DialogManyPages: Story = notesStory({ unread: unread(46) }, { open: 'unread' });

/** The dialog on the unread view, one page. */
export const DialogOnePage: Story = notesStory({ unread: unread(4) }, { open: 'unread' });

/** Nothing unread: NORECORDFOUND; selection and acknowledge disabled. */
export const DialogEmpty: Story = {
  ...notesStory({ unread: [] }, { open: 'unread' }),
  play: async () => {
    await expect(await page().findByText('No record found')).toBeVisible();
    await expect(page().getByRole('button', { name: 'Acknowledge' })).toBeDisabled();
  },
};

/** The read view: who acknowledged each note and when; selection and acknowledge disabled. */
export const DialogRead: Story = {
  ...notesStory({ unread: unread(2), read: acknowledged(unread(6, 10)) }, { open: 'read' }),
  play: async () => {
    await expect(await page().findByRole('columnheader', { name: /Acknowledged by/ })).toBeVisible();
    await expect(page().getByRole('button', { name: 'Acknowledge' })).toBeDisabled();
  },
};

/** Searching: the list after the 600 ms pause shows only the notes that match. */
export const DialogSearching: Story = notesStory({ unread: unread(20) }, { open: 'unread', search: 'pump' });

/** A long note: cut at 25 characters in the list, whole when opened. */
export const LongNote: Story = {
  ...notesStory(
    {
      unread: [
        receivedNote(
          1,
          `Site survey findings. ${'The riser cupboard on level 3 has water damage along the north wall; isolate the supply before any work. '.repeat(12)}`,
          { WONumber: 'WO-1002', JobNo: 5003 },
        ),
        ...unread(2, 2),
      ],
    },
    { open: 'unread' },
  ),
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Site survey findings. The…' }));
    await expect(page().getByRole('heading', { name: 'WO-1002, job 5003' })).toBeVisible();
    await expect(page().getByText(/isolate the supply before any work\.\s*$/)).toBeVisible();
  },
};

/** Acknowledge with nothing selected: the SELECTNOTES warning. */
export const WarningSelectNotes: Story = {
  ...notesStory({ unread: unread(3) }, { open: 'unread' }),
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Acknowledge' }));
    await expect(await page().findByText('Select the notes to acknowledge first.')).toBeVisible();
  },
};

/** Acknowledged: the notes leave the view, NOTIFICATION with the text of 1002, the count falls. */
export const Acknowledged: Story = {
  ...notesStory({ unread: unread(3) }, { open: 'unread' }),
  play: async () => {
    await userEvent.click(await page().findByRole('checkbox', { name: 'Select every note on this page' }));
    await userEvent.click(page().getByRole('button', { name: 'Acknowledge' }));
    await expect(await page().findByText('The selected notes are acknowledged.')).toBeVisible();
    await expect(await page().findByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

/** Refused by the server: the notes come back, still selected, with an error notice. */
export const AcknowledgeRefused: Story = {
  ...notesStory({ unread: unread(3), refuse: true }, { open: 'unread' }),
  play: async () => {
    await userEvent.click(await page().findByRole('checkbox', { name: 'Select note 2 of WO-1002' }));
    await userEvent.click(page().getByRole('button', { name: 'Acknowledge' }));
    await expect(
      await page().findByText('The notes could not be acknowledged. Please try again.'),
    ).toBeVisible();
    await expect(page().getByRole('checkbox', { name: 'Select note 2 of WO-1002' })).toBeChecked();
  },
};

/** The dialog in another theme (ThemeId 6, dark green). */
export const ThemeSwitch: Story = notesStory({ unread: unread(12) }, { open: 'unread', themeId: 6 });

/** The single-key shortcuts turned off (WCAG 2.1.4): the dialog says every key types as usual. */
export const SingleKeysOff: Story = {
  ...notesStory({ unread: unread(4) }, { open: 'unread' }),
  play: async () => {
    const shortcuts = await page().findByRole('checkbox', { name: 'Single-key shortcuts' });
    if ((shortcuts as HTMLInputElement).checked) await userEvent.click(shortcuts);
    await expect(
      await page().findByText('Single-key shortcuts are off: every key types as usual.'),
    ).toBeVisible();
  },
};
