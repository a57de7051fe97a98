import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from './DataTable';

interface Job {
  WoNumber: string;
  Customer: string;
  Technician: string;
  Amount: number;
}

const columns: DataTableColumn<Job>[] = [
  { key: 'WoNumber', header: 'Work order', sortable: true },
  { key: 'Customer', header: 'Customer', sortable: true },
  { key: 'Technician', header: 'Technician' },
  {
    key: 'Amount',
    header: 'Amount',
    sortable: true,
    render: (job) =>
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(job.Amount),
  },
];

const rows: Job[] = [
  { WoNumber: 'WO-1042', Customer: 'Harbour Bakery', Technician: 'Sam Patel', Amount: 240 },
  { WoNumber: 'WO-1007', Customer: 'Abbey Dental', Technician: 'Li Wei', Amount: 1200.5 },
  { WoNumber: 'WO-1031', Customer: 'Corner Garage', Technician: 'Ana Souza', Amount: 86 },
];

function JobTable(props: {
  rows: Job[];
  sorted?: boolean;
  /** Rows can be selected, these first; `selectionDisabled` shows the checkboxes unusable. */
  selectable?: string[];
  selectionDisabled?: boolean;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string | number>>(() => new Set(props.selectable));
  return (
    <DataTable
      caption="Open work orders"
      columns={columns}
      rows={props.rows}
      rowKey={(job) => job.WoNumber}
      emptyText="No work orders"
      defaultSort={props.sorted ? { key: 'Amount', direction: 'desc' } : null}
      selection={
        props.selectable
          ? {
              selected,
              onChange: setSelected,
              rowLabel: (job) => `Select ${job.WoNumber}`,
              allLabel: 'Select every work order shown',
              disabled: props.selectionDisabled ?? false,
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Primitives/DataTable',
  component: JobTable,
  args: { rows },
} satisfies Meta<typeof JobTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rows in the order given. */
export const WithRows: Story = {};

/** No rows: the empty text. */
export const Empty: Story = { args: { rows: [] } };

/** Sorted by amount, highest first. */
export const Sorted: Story = { args: { sorted: true } };

/** Rows to select: a checkbox per row and one for every row shown (mixed while some are selected). */
export const Selectable: Story = { args: { selectable: ['WO-1007'] } };

/** Selection shown but unusable (a read view). */
export const SelectionDisabled: Story = { args: { selectable: [], selectionDisabled: true } };
