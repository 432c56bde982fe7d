import { CalculatorField } from 'ui/calculators/CalculatorField.tsx';
import { CalculatorLayout } from 'ui/calculators/CalculatorLayout.tsx';
import { formatMoney } from 'ui/calculators/formatMoney.ts';
import { principalFromPayment } from 'ui/calculators/principalMath.ts';
import { ResultFigures } from 'ui/calculators/ResultFigures.tsx';
import { ResultPanel } from 'ui/calculators/ResultPanel.tsx';
import { useCalculatorInputs, type InputSpec } from 'ui/calculators/useCalculatorInputs.ts';

const INPUTS = {
  payment: { kind: 'money', fallback: '1500' },
  rate: { kind: 'rate', fallback: '6.5' },
  years: { kind: 'years', fallback: '30' },
} satisfies Record<string, InputSpec>;

/** /principalcalculator: the loan amount a monthly payment can repay. */
export default function PrincipalCalculatorPage() {
  const inputs = useCalculatorInputs(INPUTS);
  const { payment, rate, years } = inputs.numbers;
  const ready = inputs.inRange && payment > 0 && rate > 0 && years > 0;
  const principal = ready ? principalFromPayment(payment, rate, years) : 0;

  return (
    <CalculatorLayout
      id="principal"
      explanation={
        <>
          <p>
            Start from the monthly payment you are comfortable with to see how much you could borrow. This runs the
            standard payment formula backwards: the loan amount is the payment divided by the payment per dollar
            borrowed, r / (1 − (1 + r)<sup>−n</sup>), where r is the yearly rate / 12 / 100 and n is the years × 12.
          </p>
          <p className="calc-note">
            The payment here is principal and interest only; keep room in your budget for property taxes, insurance and
            any HOA dues.
          </p>
        </>
      }
      form={
        <>
          <CalculatorField
            label="Monthly payment"
            hint="Principal and interest you can pay each month."
            {...inputs.bind('payment')}
          />
          <CalculatorField label="Interest rate" hint="Yearly rate, for example 6.5." {...inputs.bind('rate')} />
          <CalculatorField label="Loan term" hint="1 to 30 years." {...inputs.bind('years')} />
        </>
      }
      results={
        <ResultPanel ready={ready} prompt="Enter a monthly payment, an interest rate and a term of 1 to 30 years.">
          <ResultFigures
            figures={[
              { label: 'Loan amount you could borrow', value: formatMoney(principal), main: true },
              { label: 'Total of payments', value: formatMoney(payment * years * 12) },
              { label: 'Total interest', value: formatMoney(payment * years * 12 - principal) },
            ]}
          />
        </ResultPanel>
      }
    />
  );
}
