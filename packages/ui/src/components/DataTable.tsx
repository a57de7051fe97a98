import { type ReactNode, useState } from 'react';
import { type SortDirection, type SortState, sortRows } from '../model/sortRows';

/** One column of a {@link DataTable}. */
export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  /** Cell content; by default `row[key]` as text. */
  render?: (row: Row) => ReactNode;
  /** Makes the header a sort button. */
  sortable?: boolean;
  /** The value sorted on; by default `row[key]`. */
  sortValue?: (row: Row) => string | number | Date | null | undefined;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Shown in one cell when there are no rows. */
  emptyText?: ReactNode;
  /** Caption naming the table. */
  caption?: ReactNode;
  /** Controlled sort; leave undefined to sort inside the table. */
  sort?: SortState | null;
  defaultSort?: SortState | null;
  /** Called with the next sort; a controlled table sorts its rows itself (for server-side sorting). */
  onSortChange?: (sort: SortState) => void;
}

const ariaSort: Record<SortDirection, 'ascending' | 'descending'> = { asc: 'ascending', desc: 'descending' };

/** A table of rows with sortable headers that announce their order through aria-sort. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  emptyText = 'No records found',
  caption,
  sort: controlledSort,
  defaultSort = null,
  onSortChange,
}: DataTableProps<Row>) {
  const [uncontrolledSort, setUncontrolledSort] = useState<SortState | null>(defaultSort);
  const controlled = controlledSort !== undefined;
  const sort = controlled ? controlledSort : uncontrolledSort;
  const shown = controlled ? rows : sortRows(rows, columns, sort);

  const toggle = (key: string) => {
    const direction: SortDirection = sort?.key === key && sort.direction === 'asc' ? 'desc' : 'asc';
    setUncontrolledSort({ key, direction });
    onSortChange?.({ key, direction });
  };

  return (
    <table className="fk-table">
      {caption ? <caption>{caption}</caption> : null}
      <thead className="fk-table__head">
        <tr>
          {columns.map((column) => {
            const direction = sort?.key === column.key ? sort.direction : undefined;
            return (
              <th
                key={column.key}
                scope="col"
                className="fk-table__header"
                aria-sort={column.sortable ? (direction ? ariaSort[direction] : 'none') : undefined}
              >
                {column.sortable ? (
                  <button type="button" className="fk-table__sort" onClick={() => toggle(column.key)}>
                    {column.header}
                    <span aria-hidden="true">
                      {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
                    </span>
                  </button>
                ) : (
                  column.header
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {shown.length === 0 ? (
          <tr>
            <td className="fk-table__empty" colSpan={columns.length}>
              {emptyText}
            </td>
          </tr>
        ) : (
          shown.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className="fk-table__cell">
                  {column.render
                    ? column.render(row)
                    : String((row as Record<string, unknown>)[column.key] ?? '')}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
