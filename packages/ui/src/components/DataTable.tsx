import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { type RowKey, shownSelection, toggleRows, toggleShown } from '../model/rowSelection';
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

/** Rows a user can select: a checkbox per row, and one for every row shown. */
export interface DataTableSelection<Row> {
  /** The keys of the selected rows (rows of other pages may be among them). */
  selected: ReadonlySet<RowKey>;
  onChange: (selected: Set<RowKey>) => void;
  /** The accessible name of a row's checkbox ('Select note 12'). */
  rowLabel: (row: Row) => string;
  /** The accessible name of the checkbox of every row shown. */
  allLabel: string;
  /** The checkboxes show but cannot change (a view where nothing can be done with a selection). */
  disabled?: boolean;
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
  /**
   * Makes rows selectable. Space toggles a focused checkbox; Shift with a click or with Space selects (or clears) the
   * rows from the one toggled last.
   */
  selection?: DataTableSelection<Row> | undefined;
  /** Classes of a row, by what it holds (an unread message shown bold). */
  rowClassName?: ((row: Row) => string | undefined) | undefined;
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
  selection,
  rowClassName,
}: DataTableProps<Row>) {
  const [uncontrolledSort, setUncontrolledSort] = useState<SortState | null>(defaultSort);
  const controlled = controlledSort !== undefined;
  const sort = controlled ? controlledSort : uncontrolledSort;
  const shown = controlled ? rows : sortRows(rows, columns, sort);

  const keys = shown.map(rowKey);
  // The row toggled last: where a Shift range starts.
  const anchor = useRef<RowKey | null>(null);
  const select = (key: RowKey, range: boolean) => {
    if (!selection) return;
    selection.onChange(toggleRows(keys, selection.selected, key, { anchor: anchor.current, range }));
    anchor.current = key;
  };
  const rangeBySpace = (key: RowKey) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== ' ' || !event.shiftKey) return;
    event.preventDefault();
    select(key, true);
  };
  const all = selection ? shownSelection(keys, selection.selected) : 'none';
  const columnCount = columns.length + (selection ? 1 : 0);

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
          {selection ? (
            <th scope="col" className="fk-table__header fk-table__select">
              <input
                type="checkbox"
                aria-label={selection.allLabel}
                checked={all === 'all'}
                ref={(box) => {
                  if (box) box.indeterminate = all === 'some';
                }}
                disabled={selection.disabled || keys.length === 0}
                onChange={() => selection.onChange(toggleShown(keys, selection.selected))}
              />
            </th>
          ) : null}
          {columns.map((column) => (
            <ColumnHeader
              key={column.key}
              column={column}
              direction={sort?.key === column.key ? sort.direction : undefined}
              onSort={() => toggle(column.key)}
            />
          ))}
        </tr>
      </thead>
      <tbody>
        {shown.length === 0 ? (
          <tr>
            <td className="fk-table__empty" colSpan={columnCount}>
              {emptyText}
            </td>
          </tr>
        ) : (
          shown.map((row) => (
            <tr
              key={rowKey(row)}
              className={rowClassName?.(row)}
              data-fk-selected={selection?.selected.has(rowKey(row)) ? 'true' : undefined}
            >
              {selection ? (
                <td className="fk-table__cell fk-table__select">
                  <input
                    type="checkbox"
                    aria-label={selection.rowLabel(row)}
                    checked={selection.selected.has(rowKey(row))}
                    disabled={selection.disabled}
                    onChange={(event) =>
                      select(rowKey(row), (event.nativeEvent as MouseEvent).shiftKey === true)
                    }
                    onKeyDown={rangeBySpace(rowKey(row))}
                  />
                </td>
              ) : null}
              {columns.map((column) => (
                <td
                  key={column.key}
                  className="fk-table__cell"
                  // What a stacked table (a phone) shows before the value, in place of the header above it.
                  data-fk-label={typeof column.header === 'string' ? column.header : undefined}
                >
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

/** A column's header: a sort button announcing its order through aria-sort when the column is sortable. */
function ColumnHeader<Row>({
  column,
  direction,
  onSort,
}: {
  column: DataTableColumn<Row>;
  direction: SortDirection | undefined;
  onSort: () => void;
}) {
  return (
    <th
      scope="col"
      className="fk-table__header"
      aria-sort={column.sortable ? (direction ? ariaSort[direction] : 'none') : undefined}
    >
      {column.sortable ? (
        <button type="button" className="fk-table__sort" onClick={onSort}>
          {column.header}
          <span aria-hidden="true">{direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}</span>
        </button>
      ) : (
        column.header
      )}
    </th>
  );
}
