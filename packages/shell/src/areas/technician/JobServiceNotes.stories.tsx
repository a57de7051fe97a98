import type { ServiceNote } from '@fieldkit/core/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { signedIn } from '../../../../../.storybook/fieldkit';
import { shellTexts } from '../../i18n/shell-texts';
import { JobServiceNotes } from './JobServiceNotes';

const notes: ServiceNote[] = [
  {
    ServiceNoteId: 3,
    WoJobId: 5001,
    Notes: 'Gate code changed to 4471; the old one no longer opens the loading bay.',
    CreatedBy: 'Alice Walker',
    CreatedDate: '2026-11-23T09:40:00Z',
  },
  {
    ServiceNoteId: 2,
    WoJobId: 5001,
    Notes: 'Spare belt is in the van.',
    CreatedBy: 'Carol Price',
    CreatedDate: '2026-11-22T16:05:00Z',
  },
];

/** Stands for the server: the job's notes, and a new note stored as sent. */
const server =
  (list: ServiceNote[]): typeof fetch =>
  async (input, init) => {
    const url = String(input);
    if (url.includes('/SaveServiceNote')) {
      const body = JSON.parse(String(init?.body)) as { WoJobId: number; Notes: string };
      const saved = {
        ...body,
        ServiceNoteId: 9,
        CreatedBy: 'Alice Walker',
        CreatedDate: new Date().toISOString(),
      };
      return Response.json(saved);
    }
    return Response.json(list);
  };

const meta = {
  title: 'Shell/JobServiceNotes',
  component: JobServiceNotes,
  args: { jobId: 5001 },
  parameters: { fieldkit: { session: signedIn, texts: { shell: shellTexts }, fetch: server(notes) } },
} satisfies Meta<typeof JobServiceNotes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The job's notes, newest first with author and time, under the box to add one. */
export const WithNotes: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Gate code changed/)).toBeVisible();
  },
};

/** No note on the job yet. */
export const NoNotesYet: Story = {
  parameters: { fieldkit: { session: signedIn, texts: { shell: shellTexts }, fetch: server([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No service notes yet.')).toBeVisible();
  },
};

/** The notes could not be read (the server is unreachable). */
export const CouldNotLoad: Story = {
  parameters: {
    fieldkit: {
      session: signedIn,
      texts: { shell: shellTexts },
      fetch: async () => Response.json({ message: 'Unavailable' }, { status: 503 }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

/** Only spaces typed: the box says what is missing, and nothing is sent. */
export const NothingToAdd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'New service note' }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(await canvas.findByText('Write the note first.')).toBeVisible();
  },
};

/** A note added: it shows first. */
export const Added: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Gate code changed/);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'New service note' }),
      'Customer on site from 8:00.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(await canvas.findByText('Customer on site from 8:00.')).toBeVisible();
  },
};
