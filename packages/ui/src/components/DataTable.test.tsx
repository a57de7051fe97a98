import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './DataTable';

interface Job {
  id: number;
  customer: string;
  amount: number | null;
}

const columns: DataTableColumn<Job>[] = [
  { key: 'id', header: 'Job', sortable: true },
  { key: 'customer', header: 'Customer', sortable: true },
  { key: 'amount', header: 'Amount', sortable: true },
  { key: 'actions', header: 'Actions', render: (job) => `#${job.id}` },
];
const rows: Job[] = [
  { id: 2, customer: 'Bravo', amount: 30 },
  { id: 10, customer: 'alpha', amount: null },
  { id: 1, customer: 'Charlie', amount: 5 },
];

const firstColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('the table shows its rows, or the empty text when there are none', () => {
  it('renders one row per item with rendered cells', () => {
    render(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} caption="Jobs" />);
    expect(screen.getByRole('table', { name: 'Jobs' })).toBeTruthy();
    expect(firstColumn()).toEqual(['2', '10', '1']);
    expect(screen.getByRole('cell', { name: '#10' })).toBeTruthy();
  });

  it('shows the empty text', () => {
    render(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} emptyText="No jobs" />);
    expect(screen.getByRole('cell', { name: 'No jobs' })).toBeTruthy();
  });
});

describe('sortable headers sort the rows and announce it through aria-sort', () => {
  it('a click sorts ascending, a second click descending; empties stay last', async () => {
    render(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} />);
    const header = screen.getByRole('columnheader', { name: /Amount/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    await userEvent.click(screen.getByRole('button', { name: /Amount/ }));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(firstColumn()).toEqual(['1', '2', '10']);
    await userEvent.click(screen.getByRole('button', { name: /Amount/ }));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(firstColumn()).toEqual(['2', '1', '10']);
  });

  it('text sorts without regard to case and numbers numerically', async () => {
    render(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} />);
    await userEvent.click(screen.getByRole('button', { name: /Customer/ }));
    expect(firstColumn()).toEqual(['10', '2', '1']);
    await userEvent.click(screen.getByRole('button', { name: /Job/ }));
    expect(firstColumn()).toEqual(['1', '2', '10']);
  });

  it('a column that is not sortable has no aria-sort and no button', () => {
    render(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} />);
    expect(screen.getByRole('columnheader', { name: 'Actions' }).hasAttribute('aria-sort')).toBe(false);
  });

  it('a controlled table reports the sort and keeps the given order', async () => {
    const onSortChange = vi.fn();
    render(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        sort={{ key: 'id', direction: 'desc' }}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Job/ }).getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(screen.getByRole('button', { name: /Job/ }));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'id', direction: 'asc' });
    expect(firstColumn()).toEqual(['2', '10', '1']);
  });
});

/** A table whose rows can be selected, keeping its selection as a host would. */
function Selectable({
  disabled = false,
  onChange,
}: {
  disabled?: boolean;
  onChange?: (keys: number[]) => void;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string | number>>(new Set());
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(job) => job.id}
      selection={{
        selected,
        onChange: (next) => {
          setSelected(next);
          onChange?.([...next].map(Number).sort((a, b) => a - b));
        },
        rowLabel: (job) => `Select job ${job.id}`,
        allLabel: 'Select every job shown',
        disabled,
      }}
    />
  );
}

describe('rows can be selected one by one, by range, or all at once', () => {
  it('a checkbox per row, named for it; Space toggles a focused one', async () => {
    const user = userEvent.setup();
    const changes: number[][] = [];
    render(<Selectable onChange={(keys) => changes.push(keys)} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select job 2' }));
    expect(screen.getByRole('checkbox', { name: 'Select job 2' })).toHaveProperty('checked', true);
    screen.getByRole('checkbox', { name: 'Select job 10' }).focus();
    await user.keyboard(' ');
    expect(changes.at(-1)).toEqual([2, 10]);
  });

  it('Shift with a click, or with Space, selects from the row toggled last', async () => {
    const user = userEvent.setup();
    const changes: number[][] = [];
    render(<Selectable onChange={(keys) => changes.push(keys)} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select job 2' }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Select job 1' }));
    await user.keyboard('{/Shift}');
    expect(changes.at(-1)).toEqual([1, 2, 10]);
    // Shift with a click on a selected row clears the range back to the row toggled last.
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Select job 2' }));
    await user.keyboard('{/Shift}');
    expect(changes.at(-1)).toEqual([]);
    // Shift+Space on job 10 selects from job 2, the row toggled last, to it.
    screen.getByRole('checkbox', { name: 'Select job 10' }).focus();
    await user.keyboard('{Shift>} {/Shift}');
    expect(changes.at(-1)).toEqual([2, 10]);
  });

  it('the header checkbox selects every row shown, is mixed when some are, and clears them all', async () => {
    const user = userEvent.setup();
    render(<Selectable />);
    const all = screen.getByRole('checkbox', { name: 'Select every job shown' });
    await user.click(screen.getByRole('checkbox', { name: 'Select job 1' }));
    expect(all).toHaveProperty('indeterminate', true);
    await user.click(all);
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await user.click(all);
    expect(screen.getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(false);
  });

  it('disabled selection (a read view) changes nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Selectable disabled onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select job 1' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Select every job shown' })).toHaveProperty('disabled', true);
  });
});
