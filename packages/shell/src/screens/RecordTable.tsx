import { ListState, useTranslation } from '@fieldkit/ui';
import type { ReactNode } from 'react';
import type { RecordState } from './useRecord';

/** Props of {@link RecordTable}. */
export interface RecordTableProps<T> {
  caption: string;
  rows: RecordState<T[]>;
  columns: Array<[header: string, cell: (row: T) => ReactNode]>;
  rowKey(row: T): string | number;
}

/** A plain table of records read from the server, with its caption, loading and empty states. */
export function RecordTable<T>({ caption, rows, columns, rowKey }: RecordTableProps<T>) {
  const { t } = useTranslation('shell');
  if (rows.status !== 'ready' || rows.data.length === 0)
    return (
      <ListState
        status={rows.status}
        empty
        loadingText={t('app.loading')}
        errorText={t('records.notFound')}
        emptyText={t('records.none')}
      />
    );
  return (
    // A table wider than a phone scrolls inside its region instead of widening the page; focusable, so the keyboard
    // can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it.
    <section className="fk-shell-table-scroll" aria-label={caption} tabIndex={0}>
      <table className="fk-shell-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map(([header]) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.data.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map(([header, cell]) => (
                <td key={header}>{cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
