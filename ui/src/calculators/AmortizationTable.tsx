import { Fragment, useId, useState } from 'react';
import { formatMoney } from './formatMoney.ts';
import type { AmortizationYear } from './mortgageMath.ts';

/** The amortisation schedule: one row per loan year, each of which opens to show its monthly payments. */
export function AmortizationTable({ years }: { years: readonly AmortizationYear[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());

  function toggle(year: number) {
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });
  }

  return (
    <div className="calc-table-scroll" role="region" aria-labelledby={`${baseId}-caption`} tabIndex={0}>
      <table className="calc-schedule">
        <caption id={`${baseId}-caption`}>
          Amortization schedule by year. Open a year to see its monthly payments.
        </caption>
        <thead>
          <tr>
            <th scope="col">Year</th>
            <th scope="col">Payments</th>
            <th scope="col">Principal</th>
            <th scope="col">Interest</th>
            <th scope="col">Balance</th>
          </tr>
        </thead>
        {years.map((year) => {
          const expanded = open.has(year.year);
          const monthsId = `${baseId}-year-${year.year}`;
          return (
            <Fragment key={year.year}>
              <tbody>
                <tr className="calc-schedule__year">
                  <th scope="row">
                    <button
                      type="button"
                      className="calc-schedule__toggle"
                      aria-expanded={expanded}
                      aria-controls={monthsId}
                      onClick={() => toggle(year.year)}
                    >
                      <span aria-hidden="true">{expanded ? '−' : '+'}</span> Year {year.year}
                    </button>
                  </th>
                  <td>{formatMoney(year.payment)}</td>
                  <td>{formatMoney(year.principal)}</td>
                  <td>{formatMoney(year.interest)}</td>
                  <td>{formatMoney(year.balance)}</td>
                </tr>
              </tbody>
              <tbody id={monthsId} className="calc-schedule__months" hidden={!expanded}>
                {expanded
                  ? year.months.map((row) => (
                      <tr key={row.month}>
                        <th scope="row">Month {row.month}</th>
                        <td>{formatMoney(row.payment)}</td>
                        <td>{formatMoney(row.principal)}</td>
                        <td>{formatMoney(row.interest)}</td>
                        <td>{formatMoney(row.balance)}</td>
                      </tr>
                    ))
                  : null}
              </tbody>
            </Fragment>
          );
        })}
      </table>
    </div>
  );
}
