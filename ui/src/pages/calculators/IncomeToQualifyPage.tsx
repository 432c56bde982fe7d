import { CalculatorField } from 'ui/calculators/CalculatorField.tsx';
import { CalculatorLayout } from 'ui/calculators/CalculatorLayout.tsx';
import { formatMoney } from 'ui/calculators/formatMoney.ts';
import {
  DEFAULT_BACK_RATIO_PERCENT,
  DEFAULT_FRONT_RATIO_PERCENT,
  incomeToQualify,
} from 'ui/calculators/incomeToQualifyMath.ts';
import { ResultFigures } from 'ui/calculators/ResultFigures.tsx';
import { ResultPanel } from 'ui/calculators/ResultPanel.tsx';
import { useCalculatorInputs, type InputSpec } from 'ui/calculators/useCalculatorInputs.ts';

const INPUTS = {
  amount: { kind: 'money', fallback: '250000' },
  rate: { kind: 'rate', fallback: '6.5' },
  years: { kind: 'years', fallback: '30' },
  taxes: { kind: 'money', fallback: '300' },
  insurance: { kind: 'money', fallback: '100' },
  hoa: { kind: 'money', fallback: '0' },
  debts: { kind: 'money', fallback: '500' },
  front: { kind: 'percent', fallback: String(DEFAULT_FRONT_RATIO_PERCENT) },
  back: { kind: 'percent', fallback: String(DEFAULT_BACK_RATIO_PERCENT) },
} satisfies Record<string, InputSpec>;

/** /incometoqualify: the gross income a loan needs under the front-end and back-end debt-to-income limits. */
export default function IncomeToQualifyPage() {
  const inputs = useCalculatorInputs(INPUTS);
  const { amount, rate, years, taxes, insurance, hoa, debts, front, back } = inputs.numbers;
  const ready = inputs.inRange && amount > 0 && rate > 0 && years > 0 && front > 0 && back > 0;
  const result = incomeToQualify({
    loanAmount: amount,
    ratePercent: rate,
    years,
    monthlyTaxes: taxes,
    monthlyInsurance: insurance,
    monthlyHoa: hoa,
    monthlyDebts: debts,
    frontRatioPercent: front,
    backRatioPercent: back,
  });

  return (
    <CalculatorLayout
      id="income"
      explanation={
        <>
          <p>
            Lenders compare your monthly payments with your gross (before-tax) monthly income. We use the common rule of
            thumb for conventional loans: your housing payment (principal, interest, property taxes, insurance and HOA
            dues) should be at most {DEFAULT_FRONT_RATIO_PERCENT}% of your income, and your housing payment plus your
            other monthly debts at most {DEFAULT_BACK_RATIO_PERCENT}%. The income you need is the larger of housing ÷{' '}
            {DEFAULT_FRONT_RATIO_PERCENT}% and (housing + debts) ÷ {DEFAULT_BACK_RATIO_PERCENT}%.
          </p>
          <p className="calc-note">
            Loan programs set their own limits (FHA and VA, for example, allow higher ratios), so you can change both
            percentages. This is an estimate, not a loan approval.
          </p>
        </>
      }
      form={
        <>
          <fieldset>
            <legend>The loan</legend>
            <CalculatorField label="Loan amount" hint="In dollars." {...inputs.bind('amount')} />
            <CalculatorField label="Interest rate" hint="Yearly rate, for example 6.5." {...inputs.bind('rate')} />
            <CalculatorField label="Loan term" hint="1 to 30 years." {...inputs.bind('years')} />
          </fieldset>
          <fieldset>
            <legend>Monthly costs</legend>
            <CalculatorField label="Property taxes per month" {...inputs.bind('taxes')} />
            <CalculatorField label="Home insurance per month" {...inputs.bind('insurance')} />
            <CalculatorField label="HOA dues per month" {...inputs.bind('hoa')} />
            <CalculatorField
              label="Other debt payments per month"
              hint="Car loans, student loans, card minimums."
              {...inputs.bind('debts')}
            />
          </fieldset>
          <fieldset>
            <legend>Debt-to-income limits</legend>
            <CalculatorField
              label="Housing limit (front-end)"
              hint="Percent of gross income."
              {...inputs.bind('front')}
            />
            <CalculatorField
              label="All debts limit (back-end)"
              hint="Percent of gross income."
              {...inputs.bind('back')}
            />
          </fieldset>
        </>
      }
      results={
        <ResultPanel
          ready={ready}
          prompt="Enter a loan amount, an interest rate, a term of 1 to 30 years and both limits."
        >
          <ResultFigures
            figures={[
              { label: 'Yearly income needed', value: formatMoney(result.requiredAnnualIncome), main: true },
              { label: 'Monthly income needed', value: formatMoney(result.requiredMonthlyIncome) },
              { label: 'Principal and interest', value: formatMoney(result.principalAndInterest) },
              { label: 'Total housing payment', value: formatMoney(result.housingPayment) },
            ]}
          />
          <p className="calc-note">
            {result.limitingRatio === 'back'
              ? `Your other debts make the ${back}% all-debts limit the one that sets the income.`
              : `The ${front}% housing limit sets the income.`}
          </p>
        </ResultPanel>
      }
    />
  );
}
