import type { ReactNode } from 'react';
import './dataTable.css';

/** One column of a DataTable: its header and how each row fills its cell. */
export interface DataColumn<Row> {
  /** The column's header on wide screens, and each cell's label in a stacked card. */
  header: string;
  /** The row's cell. */
  cell: (row: Row) => ReactNode;
  /** The cell that names the row: it heads the row's card on narrow screens, without a label. */
  primary?: boolean;
  /** The header is for screen readers only and the card shows no label (buttons or a checkbox that name themselves). */
  headerHidden?: boolean;
  /** The cell holds buttons or links, laid out in a row that wraps. */
  actions?: boolean;
  /** Long unbroken values (e-mails, addresses, file names): they break anywhere rather than widen the table. */
  long?: boolean;
}

/** Props of a DataTable. */
export interface DataTableProps<Row> {
  /** The table's accessible name (its caption), visually hidden unless captionVisible. */
  caption: string;
  captionVisible?: boolean;
  /** The columns in order; a false entry (a column shown only sometimes) is left out. */
  columns: readonly (DataColumn<Row> | false | null | undefined)[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowClassName?: (row: Row) => string | undefined;
  /** Many or wide columns: rows stack below about 768 px instead of 600 px. */
  wide?: boolean;
}

/**
 * The one table of the app: columns on wide screens; where its container is narrower than about 600 px (768 px when
 * wide), each row becomes a stacked card whose cells carry their header as a label. It stays a table for assistive
 * technology (explicit roles keep the semantics the card layout's CSS display would take away in some browsers),
 * and the labels the cards show are hidden from it, since the column headers already name each cell. Long values
 * wrap inside their cell: the page never scrolls sideways.
 */
export function DataTable<Row>({
  caption,
  captionVisible = false,
  columns,
  rows,
  rowKey,
  rowClassName,
  wide = false,
}: DataTableProps<Row>) {
  const shown = columns.filter((column): column is DataColumn<Row> => Boolean(column));
  return (
    <div className={wide ? 'responsive-table responsive-table--wide' : 'responsive-table'}>
      <table className="responsive-table__table" role="table">
        <caption className={captionVisible ? 'responsive-table__caption' : 'visually-hidden'}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {shown.map((column) => (
              <th key={column.header} scope="col" role="columnheader">
                {column.headerHidden ? <span className="visually-hidden">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" className={rowClassName?.(row)}>
              {shown.map((column) => (
                <td key={column.header} role="cell" className={cellClass(column)}>
                  {column.primary || column.headerHidden ? null : (
                    <span className="responsive-table__label" aria-hidden="true">
                      {column.header}
                    </span>
                  )}
                  <div className={column.actions ? 'responsive-table__actions' : 'responsive-table__value'}>
                    {column.cell(row)}
                  </div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function cellClass<Row>(column: DataColumn<Row>): string {
  const classes = ['responsive-table__cell'];
  if (column.primary) classes.push('responsive-table__cell--primary');
  else if (column.headerHidden) classes.push('responsive-table__cell--unlabelled');
  if (column.long) classes.push('responsive-table__cell--long');
  return classes.join(' ');
}
