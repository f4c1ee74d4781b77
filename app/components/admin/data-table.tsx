import type { ReactNode } from 'react';

/** One column of a back-office table: its header (a real `th scope="col"`, what a screen reader names each cell by) and how a row fills it. */
export interface Column<Row> {
  header: ReactNode;
  /** Amounts and counts: right-aligned, header and cells alike. */
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

export interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** In its own bordered box that scrolls sideways on a narrow screen (a list, a page's lines); false for a small table inside a panel's text. */
  framed?: boolean;
  /** Said instead of the table while there are no rows; without it an empty table keeps its header. */
  empty?: string;
}

/** A back-office table from column definitions: every list page and the order and return lines use it, so they read alike. */
export function DataTable<Row>({ columns, rows, rowKey, framed = true, empty }: DataTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) return <p>{empty}</p>;
  const table = (
    <table className="admin-table">
      <thead>
        <tr>
          {columns.map((column, i) => (
            <th key={i} scope="col" className={column.numeric ? 'admin-num' : undefined}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column, i) => (
              <td key={i} className={column.numeric ? 'admin-num' : undefined}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return framed ? <div className="admin-table-wrap">{table}</div> : table;
}
