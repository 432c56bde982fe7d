import { aprFromFees } from 'ui/calculators/aprMath.ts';
import { CalculatorField } from 'ui/calculators/CalculatorField.tsx';
import { CalculatorLayout } from 'ui/calculators/CalculatorLayout.tsx';
import { formatMoney, formatPercent } from 'ui/calculators/formatMoney.ts';
import { ResultFigures } from 'ui/calculators/ResultFigures.tsx';
import { ResultPanel } from 'ui/calculators/ResultPanel.tsx';
import { useCalculatorInputs, type InputSpec } from 'ui/calculators/useCalculatorInputs.ts';

const INPUTS = {
  amount: { kind: 'money', fallback: '250000' },
  rate: { kind: 'rate', fallback: '6.5' },
  years: { kind: 'years', fallback: '30' },
  points: { kind: 'percent', fallback: '1' },
  fees: { kind: 'money', fallback: '2500' },
} satisfies Record<string, InputSpec>;

/** /apr: the annual percentage rate of a loan from its interest rate, points and fees. */
export default function AprCalculatorPage() {
  const inputs = useCalculatorInputs(INPUTS);
  const { amount, rate, years, points, fees } = inputs.numbers;
  const filled = inputs.inRange && amount > 0 && rate > 0 && years > 0;
  const result = aprFromFees({ amount, ratePercent: rate, years, points, fees });
  const ready = filled && result.amountFinanced > 0;

  return (
    <CalculatorLayout
      id="apr"
      explanation={
        <>
          <p>
            The annual percentage rate (APR) shows the yearly cost of a loan with its up-front charges included. You pay
            the monthly payment on the full loan amount, but points and fees mean you receive less than that. The APR is
            the interest rate at which the same monthly payment would repay only the amount you actually receive (loan
            amount − points − fees). We find it by narrowing in on that rate step by step.
          </p>
          <p className="calc-note">
            One point is 1% of the loan amount. Count the fees that are finance charges (origination, underwriting,
            processing); appraisal and title fees usually are not. The payment uses the standard fixed-rate formula
            (monthly rate = yearly rate / 12 / 100 over years × 12 payments).
          </p>
        </>
      }
      form={
        <>
          <CalculatorField label="Loan amount" hint="In dollars." {...inputs.bind('amount')} />
          <CalculatorField label="Interest rate" hint="Yearly note rate, for example 6.5." {...inputs.bind('rate')} />
          <CalculatorField label="Loan term" hint="1 to 30 years." {...inputs.bind('years')} />
          <CalculatorField
            label="Discount points"
            hint="Each point is 1% of the loan amount."
            {...inputs.bind('points')}
          />
          <CalculatorField label="Lender fees" hint="Other finance charges paid at closing." {...inputs.bind('fees')} />
        </>
      }
      results={
        <ResultPanel
          ready={ready}
          prompt={
            filled
              ? 'The points and fees must be less than the loan amount.'
              : 'Enter a loan amount, an interest rate and a term of 1 to 30 years.'
          }
        >
          <ResultFigures
            figures={[
              { label: 'Annual percentage rate (APR)', value: formatPercent(result.aprPercent), main: true },
              { label: 'Monthly payment', value: formatMoney(result.payment) },
              { label: 'Points and fees', value: formatMoney(result.financeCharges) },
              { label: 'Amount you receive', value: formatMoney(result.amountFinanced) },
            ]}
          />
        </ResultPanel>
      }
    />
  );
}
