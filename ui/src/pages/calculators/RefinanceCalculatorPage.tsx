import { CalculatorField } from 'ui/calculators/CalculatorField.tsx';
import { CalculatorLayout } from 'ui/calculators/CalculatorLayout.tsx';
import { formatMoney, formatMonths } from 'ui/calculators/formatMoney.ts';
import { refinanceBreakEven } from 'ui/calculators/refinanceMath.ts';
import { ResultFigures } from 'ui/calculators/ResultFigures.tsx';
import { ResultPanel } from 'ui/calculators/ResultPanel.tsx';
import { useCalculatorInputs, type InputSpec } from 'ui/calculators/useCalculatorInputs.ts';

const INPUTS = {
  balance: { kind: 'money', fallback: '250000' },
  rate: { kind: 'rate', fallback: '7' },
  years: { kind: 'years', fallback: '27' },
  newRate: { kind: 'rate', fallback: '6' },
  newYears: { kind: 'years', fallback: '30' },
  costs: { kind: 'money', fallback: '4000' },
} satisfies Record<string, InputSpec>;

/** /refinancecalculator: the new payment, the monthly saving and the months until the closing costs are repaid. */
export default function RefinanceCalculatorPage() {
  const inputs = useCalculatorInputs(INPUTS);
  const { balance, rate, years, newRate, newYears, costs } = inputs.numbers;
  const ready = inputs.inRange && balance > 0 && rate > 0 && years > 0 && newRate > 0 && newYears > 0;
  const result = refinanceBreakEven({
    balance,
    currentRatePercent: rate,
    remainingYears: years,
    newRatePercent: newRate,
    newYears,
    closingCosts: costs,
  });

  return (
    <CalculatorLayout
      id="refinance"
      explanation={
        <>
          <p>
            Compare the payment you make now with the payment on a new loan for the same balance. The break-even point
            is the closing costs divided by the monthly saving, rounded up to whole months: stay in the home longer than
            that and the refinance has paid for itself.
          </p>
          <p className="calc-note">
            Payments are principal and interest only, worked out with the standard fixed-rate formula (monthly rate =
            yearly rate / 12 / 100). A longer new term lowers the payment but can cost more interest overall.
          </p>
        </>
      }
      form={
        <>
          <fieldset>
            <legend>Your current loan</legend>
            <CalculatorField label="Balance owed today" hint="In dollars." {...inputs.bind('balance')} />
            <CalculatorField
              label="Current interest rate"
              hint="Yearly rate, for example 7."
              {...inputs.bind('rate')}
            />
            <CalculatorField label="Years left to pay" hint="1 to 30 years." {...inputs.bind('years')} />
          </fieldset>
          <fieldset>
            <legend>The new loan</legend>
            <CalculatorField label="New interest rate" hint="Yearly rate, for example 6." {...inputs.bind('newRate')} />
            <CalculatorField label="New loan term" hint="1 to 30 years." {...inputs.bind('newYears')} />
            <CalculatorField
              label="Closing costs"
              hint="Fees and points you pay to refinance."
              {...inputs.bind('costs')}
            />
          </fieldset>
        </>
      }
      results={
        <ResultPanel ready={ready} prompt="Enter the balance, both rates and both terms (1 to 30 years).">
          <ResultFigures
            figures={[
              {
                label: 'Break-even',
                value:
                  result.breakEvenMonths === null
                    ? 'Never'
                    : result.breakEvenMonths >= 12
                      ? `${result.breakEvenMonths} months (${formatMonths(result.breakEvenMonths)})`
                      : formatMonths(result.breakEvenMonths),
                main: true,
              },
              { label: 'Current monthly payment', value: formatMoney(result.currentPayment) },
              { label: 'New monthly payment', value: formatMoney(result.newPayment) },
              {
                label: result.monthlySaving >= 0 ? 'Monthly saving' : 'Monthly increase',
                value: formatMoney(Math.abs(result.monthlySaving)),
              },
            ]}
          />
          {result.breakEvenMonths === null ? (
            <p className="calc-note">The new payment is not lower, so monthly savings never repay the closing costs.</p>
          ) : null}
        </ResultPanel>
      }
    />
  );
}
