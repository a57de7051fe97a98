import type { ReactNode } from 'react';

/** A column of a {@link PrintTable}. */
export interface PrintColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
  /** Figures: right aligned. */
  numeric?: boolean;
  /** A code (an item or part number): kept on one line. */
  code?: boolean;
}

/** Props of {@link PrintTable}. */
export interface PrintTableProps<R> {
  columns: ReadonlyArray<PrintColumn<R> | false>;
  rows: readonly R[];
  /** Rows after the body: totals. */
  foot?: ReactNode;
}

/** A table of the printout: plain rows that a page break never splits. */
export function PrintTable<R>({ columns, rows, foot }: PrintTableProps<R>) {
  const shown = columns.filter((column): column is PrintColumn<R> => column !== false);
  const align = (column: PrintColumn<R>) =>
    column.numeric ? 'fk-job-print__num' : column.code ? 'fk-job-print__code' : undefined;
  return (
    // On a phone a wide table scrolls inside its own box, the page does not.
    <div className="fk-job-print__table-box">
      <table className="fk-job-print__table">
        <thead>
          <tr>
            {shown.map((column) => (
              <th key={column.header} scope="col" className={align(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // Print rows have no id of their own and never move: their place is their key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <tr key={index}>
              {shown.map((column) => (
                <td key={column.header} className={align(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {foot && <tfoot>{foot}</tfoot>}
      </table>
    </div>
  );
}
