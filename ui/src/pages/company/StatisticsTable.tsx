import { wholeDollars } from 'ui/content/lendingFacts.ts';
import { TableRegion } from '../legal/TableRegion.tsx';
import { shareOf, totalLoans, type LendingRow } from './lendingStatistics.ts';

/** Props of one statistics table. */
interface StatisticsTableProps {
  caption: string;
  rowHeader: string;
  rows: readonly LendingRow[];
}

/** Loans closed per row with their share and, when the rows have them, average loan amounts; a total row last. */
export function StatisticsTable({ caption, rowHeader, rows }: StatisticsTableProps) {
  const withAverage = rows.some((row) => row.averageAmount !== undefined);
  return (
    <TableRegion label={caption}>
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeader}</th>
            <th scope="col" className="data-table__number">
              Loans closed
            </th>
            <th scope="col" className="data-table__number">
              Share
            </th>
            {withAverage ? (
              <th scope="col" className="data-table__number">
                Average loan
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td className="data-table__number">{row.loans.toLocaleString('en-US')}</td>
              <td className="data-table__number">{shareOf(row, rows)}</td>
              {withAverage ? (
                <td className="data-table__number">
                  {row.averageAmount === undefined ? '' : wholeDollars(row.averageAmount)}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="data-table__number">{totalLoans(rows).toLocaleString('en-US')}</td>
            <td className="data-table__number">100%</td>
            {withAverage ? <td /> : null}
          </tr>
        </tfoot>
      </table>
    </TableRegion>
  );
}
