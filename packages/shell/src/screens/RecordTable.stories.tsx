import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signedIn } from '../../../../.storybook/fieldkit';
import { shellTexts } from '../i18n/shell-texts';
import { RecordTable } from './RecordTable';
import type { RecordState } from './useRecord';

interface Job {
  JobId: number;
  WoNumber: string;
  TechName: string;
  ScheduledDate: string;
  Status: string;
}

const jobs: Job[] = [
  {
    JobId: 5001,
    WoNumber: 'WO-1001',
    TechName: 'Bob Stone',
    ScheduledDate: '24/11/2026',
    Status: 'Assigned',
  },
  {
    JobId: 5002,
    WoNumber: 'WO-1003',
    TechName: 'Bob Stone',
    ScheduledDate: '24/11/2026',
    Status: 'In workshop',
  },
  {
    JobId: 5003,
    WoNumber: 'WO-1002',
    TechName: 'Carol Price',
    ScheduledDate: '24/11/2026',
    Status: 'Assigned',
  },
];

/** A job table in a column of the given width, as a screen shows it. */
function JobTable({ rows, width }: { rows: RecordState<Job[]>; width: number }) {
  return (
    <div style={{ width }}>
      <RecordTable
        caption="Dispatch board"
        rows={rows}
        rowKey={(job) => job.JobId}
        columns={[
          ['Job', (job) => job.JobId],
          ['Work order', (job) => job.WoNumber],
          ['Technician', (job) => job.TechName],
          ['Scheduled', (job) => job.ScheduledDate],
          ['Status', (job) => job.Status],
        ]}
      />
    </div>
  );
}

const meta = {
  title: 'Shell/RecordTable',
  component: JobTable,
  parameters: { fieldkit: { session: signedIn, texts: { shell: shellTexts } } },
  args: { rows: { status: 'ready', data: jobs }, width: 720 },
} satisfies Meta<typeof JobTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The records, with their caption. */
export const Loaded: Story = {};

/** On a phone: the table is wider than the column and scrolls inside its own region, not the page. */
export const WiderThanThePhone: Story = {
  args: { width: 260 },
  play: async ({ canvasElement }) => {
    // Named after its caption and reachable by keyboard, so it can be scrolled without a pointer.
    const region = within(canvasElement).getByRole('region', { name: 'Dispatch board' });
    await expect(region.tabIndex).toBe(0);
  },
};
