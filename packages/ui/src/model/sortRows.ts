/** Sort order of a column. */
export type SortDirection = 'asc' | 'desc';

/** Which column a table is sorted on, and how. */
export interface SortState {
  key: string;
  direction: SortDirection;
}

type SortValue = string | number | Date | null | undefined;

interface SortableColumn<Row> {
  key: string;
  sortValue?: (row: Row) => SortValue;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const isEmpty = (value: SortValue): value is null | undefined | '' => value == null || value === '';

function compare(a: SortValue, b: SortValue): number {
  // Empty values go last whatever the direction, so the rows that have data stay on top.
  if (isEmpty(a)) return isEmpty(b) ? 0 : 1;
  if (isEmpty(b)) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  return collator.compare(String(a), String(b));
}

/** A sorted copy of the rows (stable); the rows as given when there is no sort. */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly SortableColumn<Row>[],
  sort: SortState | null,
): readonly Row[] {
  if (!sort) return rows;
  const column = columns.find((c) => c.key === sort.key);
  if (!column) return rows;
  const read = column.sortValue ?? ((row: Row) => (row as Record<string, SortValue>)[sort.key]);
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((x, y) => {
    const a = read(x);
    const b = read(y);
    return isEmpty(a) || isEmpty(b) ? compare(a, b) : sign * compare(a, b);
  });
}
