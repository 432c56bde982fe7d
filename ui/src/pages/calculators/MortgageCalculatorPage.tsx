import { useMemo } from 'react';
import { AmortizationTable } from 'ui/calculators/AmortizationTable.tsx';
import { CalculatorField } from 'ui/calculators/CalculatorField.tsx';
import { CalculatorLayout } from 'ui/calculators/CalculatorLayout.tsx';
import { formatMoney } from 'ui/calculators/formatMoney.ts';
import { LazyBalanceChart } from 'ui/calculators/LazyBalanceChart.tsx';
import { amortizationSchedule, monthlyPayment, yearlySchedule } from 'ui/calculators/mortgageMath.ts';
import { ResultFigures } from 'ui/calculators/ResultFigures.tsx';
import { ResultPanel } from 'ui/calculators/ResultPanel.tsx';
import { useCalculatorInputs, type InputSpec } from 'ui/calculators/useCalculatorInputs.ts';

const INPUTS = {
  amount: { kind: 'money', fallback: '250000' },
  rate: { kind: 'rate', fallback: '6.5' },
  years: { kind: 'years', fallback: '30' },
} satisfies Record<string, InputSpec>;

const BALANCE_COLOR = '#0a4a6e';
const INTEREST_COLOR = '#9a5b13';

/** /mortgagecalculator: monthly payment, totals, a chart of the balance and interest, and the schedule. */
export default function MortgageCalculatorPage() {
  const inputs = useCalculatorInputs(INPUTS);
  const { amount, rate, years } = inputs.numbers;
  const ready = inputs.inRange && amount > 0 && rate > 0 && years > 0;

  const schedule = useMemo(
    () => (ready ? yearlySchedule(amortizationSchedule(amount, rate, years)) : []),
    [ready, amount, rate, years],
  );
  const chart = useMemo(
    () => ({
      years: [0, ...schedule.map((year) => year.year)],
      series: [
        { label: 'Loan balance', color: BALANCE_COLOR, values: [amount, ...schedule.map((year) => year.balance)] },
        {
          label: 'Interest paid so far',
          color: INTEREST_COLOR,
          dashed: true,
          values: [0, ...schedule.map((year) => year.cumulativeInterest)],
        },
      ],
    }),
    [schedule, amount],
  );

  const payment = ready ? monthlyPayment(amount, rate, years) : 0;
  const interest = schedule.at(-1)?.cumulativeInterest ?? 0;

  return (
    <CalculatorLayout
      id="mortgage"
      explanation={
        <>
          <p>
            Enter the loan amount, the yearly interest rate and the term to see the monthly payment of principal and
            interest. We use the standard formula for a fixed-rate loan: the yearly rate is divided by 12 and by 100 to
            give a monthly rate, and the loan is repaid in equal payments over the years × 12 months.
          </p>
          <p className="calc-note">
            The payment does not include property taxes, home insurance, HOA dues or mortgage insurance, which your
            lender may collect with it.
          </p>
        </>
      }
      form={
        <>
          <CalculatorField label="Loan amount" hint="The amount you borrow, in dollars." {...inputs.bind('amount')} />
          <CalculatorField label="Interest rate" hint="Yearly rate, for example 6.5." {...inputs.bind('rate')} />
          <CalculatorField label="Loan term" hint="1 to 30 years." {...inputs.bind('years')} />
        </>
      }
      results={
        <ResultPanel ready={ready} prompt="Enter a loan amount, an interest rate and a term of 1 to 30 years.">
          <ResultFigures
            figures={[
              { label: 'Monthly payment', value: formatMoney(payment), main: true },
              { label: 'Number of payments', value: String(years * 12) },
              { label: 'Total of payments', value: formatMoney(amount + interest) },
              { label: 'Total interest', value: formatMoney(interest) },
            ]}
          />
        </ResultPanel>
      }
    >
      {ready ? (
        <section className="calc-section" aria-labelledby="mortgage-schedule-heading">
          <h2 id="mortgage-schedule-heading">How the loan is paid down</h2>
          <LazyBalanceChart
            title="Loan balance and interest paid over the years"
            summary={`Line chart: the balance falls from ${formatMoney(amount)} to $0.00 over ${years} years while the interest paid grows to ${formatMoney(interest)}. The table below lists the same figures by year.`}
            years={chart.years}
            series={chart.series}
          />
          <AmortizationTable years={schedule} />
        </section>
      ) : null}
    </CalculatorLayout>
  );
}
