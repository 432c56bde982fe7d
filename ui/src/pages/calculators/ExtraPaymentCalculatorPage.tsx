import { useMemo } from 'react';
import { CalculatorField } from 'ui/calculators/CalculatorField.tsx';
import { CalculatorLayout } from 'ui/calculators/CalculatorLayout.tsx';
import { extraPaymentSavings } from 'ui/calculators/extraPaymentMath.ts';
import { formatMoney, formatMonths } from 'ui/calculators/formatMoney.ts';
import { LazyBalanceChart } from 'ui/calculators/LazyBalanceChart.tsx';
import { amortizationSchedule, yearlySchedule } from 'ui/calculators/mortgageMath.ts';
import { ResultFigures } from 'ui/calculators/ResultFigures.tsx';
import { ResultPanel } from 'ui/calculators/ResultPanel.tsx';
import { useCalculatorInputs, type InputSpec } from 'ui/calculators/useCalculatorInputs.ts';

const INPUTS = {
  amount: { kind: 'money', fallback: '250000' },
  rate: { kind: 'rate', fallback: '6.5' },
  years: { kind: 'years', fallback: '30' },
  extra: { kind: 'money', fallback: '100' },
} satisfies Record<string, InputSpec>;

/** /extrapayment: months and interest saved by paying a fixed extra amount of principal every month. */
export default function ExtraPaymentCalculatorPage() {
  const inputs = useCalculatorInputs(INPUTS);
  const { amount, rate, years, extra } = inputs.numbers;
  const ready = inputs.inRange && amount > 0 && rate > 0 && years > 0 && extra > 0;
  const result = extraPaymentSavings({ amount, ratePercent: rate, years, extraMonthly: extra });

  const comparison = useMemo(() => {
    if (!ready) return [];
    const base = yearlySchedule(amortizationSchedule(amount, rate, years));
    const faster = yearlySchedule(amortizationSchedule(amount, rate, years, extra));
    return base.map((year, index) => ({
      year: year.year,
      base: year.balance,
      faster: faster[index]?.balance ?? 0,
    }));
  }, [ready, amount, rate, years, extra]);
  const chart = useMemo(
    () => ({
      years: [0, ...comparison.map((row) => row.year)],
      series: [
        { label: 'Balance as agreed', color: '#4b5866', values: [amount, ...comparison.map((row) => row.base)] },
        {
          label: 'Balance with the extra payment',
          color: '#0a4a6e',
          dashed: true,
          values: [amount, ...comparison.map((row) => row.faster)],
        },
      ],
    }),
    [comparison, amount],
  );

  return (
    <CalculatorLayout
      id="extra"
      explanation={
        <>
          <p>
            Paying a little more each month goes straight to principal, so the balance falls faster and less interest
            builds up. We run the loan month by month twice, once as agreed and once with your extra amount added to
            every payment, and compare how long each takes and how much interest each costs.
          </p>
          <p className="calc-note">
            The regular payment uses the standard fixed-rate formula (monthly rate = yearly rate / 12 / 100 over years ×
            12 payments). Check that your loan has no prepayment penalty before paying extra.
          </p>
        </>
      }
      form={
        <>
          <CalculatorField label="Loan amount" hint="In dollars." {...inputs.bind('amount')} />
          <CalculatorField label="Interest rate" hint="Yearly rate, for example 6.5." {...inputs.bind('rate')} />
          <CalculatorField label="Loan term" hint="1 to 30 years." {...inputs.bind('years')} />
          <CalculatorField label="Extra payment each month" hint="Added to every payment." {...inputs.bind('extra')} />
        </>
      }
      results={
        <ResultPanel
          ready={ready}
          prompt="Enter a loan amount, an interest rate, a term of 1 to 30 years and an extra monthly payment."
        >
          <ResultFigures
            figures={[
              { label: 'Interest saved', value: formatMoney(result.interestSaved), main: true },
              { label: 'Paid off sooner by', value: formatMonths(result.monthsSaved) },
              {
                label: 'Paid off in',
                value: `${formatMonths(result.newMonths)} instead of ${formatMonths(result.baseMonths)}`,
              },
              { label: 'Regular monthly payment', value: formatMoney(result.payment) },
              { label: 'Monthly payment with the extra', value: formatMoney(result.payment + extra) },
            ]}
          />
        </ResultPanel>
      }
    >
      {ready ? (
        <section className="calc-section" aria-labelledby="extra-chart-heading">
          <h2 id="extra-chart-heading">Balance with and without the extra payment</h2>
          <LazyBalanceChart
            title="Loan balance by year"
            summary={`Line chart: with the extra payment the balance reaches $0.00 after ${formatMonths(result.newMonths)} instead of ${formatMonths(result.baseMonths)}. The table below lists the balances by year.`}
            years={chart.years}
            series={chart.series}
          />
          <div className="calc-table-scroll" role="region" aria-labelledby="extra-table-caption" tabIndex={0}>
            <table className="calc-schedule">
              <caption id="extra-table-caption">Balance at the end of each year</caption>
              <thead>
                <tr>
                  <th scope="col">Year</th>
                  <th scope="col">As agreed</th>
                  <th scope="col">With the extra payment</th>
                </tr>
              </thead>
              <tbody>
                {comparison.map((row) => (
                  <tr key={row.year}>
                    <th scope="row">Year {row.year}</th>
                    <td>{formatMoney(row.base)}</td>
                    <td>{formatMoney(row.faster)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </CalculatorLayout>
  );
}
