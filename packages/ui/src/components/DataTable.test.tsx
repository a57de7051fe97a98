import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
