import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE_OPTIONS } from '../model/pageSizes';
import { pageWindow } from '../model/pageWindow';
import { PageSizeSelect } from './PageSizeSelect';
import { Paginator } from './Paginator';

const disabled = (name: string) => (screen.getByRole('button', { name }) as HTMLButtonElement).disabled;

describe('the paginator moves between pages and marks the current one', () => {
  it('on the first page, first and previous are disabled and page 1 is current', () => {
    render(<Paginator page={1} pageCount={10} onPageChange={() => {}} />);
    expect(disabled('First page')).toBe(true);
    expect(disabled('Previous page')).toBe(true);
    expect(disabled('Next page')).toBe(false);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  });

  it('on the last page, next and last are disabled', () => {
    render(<Paginator page={10} pageCount={10} onPageChange={() => {}} />);
    expect(disabled('Next page')).toBe(true);
    expect(disabled('Last page')).toBe(true);
    expect(screen.getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
  });

  it('in the middle, each button asks for its page', async () => {
    const onPageChange = vi.fn();
    render(<Paginator page={5} pageCount={10} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 7' }));
    expect(onPageChange.mock.calls.map((c) => c[0])).toEqual([6, 4, 10, 1, 7]);
  });
});

describe('at most five page numbers are shown around the current page', () => {
  it('centres the window and clamps it at both ends', () => {
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('the page links and the rows per page a list offers', () => {
  it('shows as many page links as asked (three in the notes dialog)', () => {
    render(<Paginator page={6} pageCount={12} links={3} onPageChange={() => {}} />);
    const pages = screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
    expect(pages).toEqual(['5', '6', '7']);
  });

  it('offers the shared page sizes and reports the one chosen as a number', async () => {
    const onChange = vi.fn();
    render(<PageSizeSelect value={10} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect([...(select as HTMLSelectElement).options].map((o) => Number(o.value))).toEqual([
      ...PAGE_SIZE_OPTIONS,
    ]);
    await userEvent.selectOptions(select, '25');
    expect(onChange).toHaveBeenCalledWith(25);
  });
});
