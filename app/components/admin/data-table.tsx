import type { ReactNode } from 'react';
import { Panel } from './back-office-ui';

/** One column of a back-office table: its header (a real `th scope="col"`, what a screen reader names each cell by) and how a row fills it. */
export interface Column<Row> {
  header: ReactNode;
  /** Amounts and counts: right-aligned, header and cells alike. */
  numeric?: boolean;
  /** A class of the column's cells of its own (not its header's), for what the cells hold. */
  className?: string;
  /** `index` is the row's place, for what depends on it (moving a row up or down). */
  cell: (row: Row, index: number) => ReactNode;
}

/** A body cell's classes: right-aligned for a number, and the column's own. */
function bodyCellClass({ numeric, className }: { numeric?: boolean; className?: string }): string | undefined {
  const classes = [numeric ? 'admin-num' : null, className].filter(Boolean);
  return classes.length > 0 ? classes.join(' ') : undefined;
}

export interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  /** In its own bordered box that scrolls sideways on a narrow screen (a list, a page's lines); false for a small table inside a panel's text. */
  framed?: boolean;
  /** Said instead of the table while there are no rows; without it an empty table keeps its header. */
  empty?: string;
}

/** A back-office table from column definitions: every table of the back office is one, so they read alike. */
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
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {columns.map((column, i) => (
              <td key={i} className={bodyCellClass(column)}>
                {column.cell(row, index)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return framed ? <div className="admin-table-wrap">{table}</div> : table;
}

/** A panel that is one table under its heading; `children` come between the two (an intro, a count). */
export function TablePanel<Row>({ id, title, children, ...table }: { id: string; title: string; children?: ReactNode } & DataTableProps<Row>) {
  return (
    <Panel id={id} title={title}>
      {children}
      <DataTable {...table} />
    </Panel>
  );
}
