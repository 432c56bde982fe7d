import { affordability } from 'ui/calculators/affordabilityMath.ts';
import { CalculatorField } from 'ui/calculators/CalculatorField.tsx';
import { CalculatorLayout } from 'ui/calculators/CalculatorLayout.tsx';
import { formatMoney } from 'ui/calculators/formatMoney.ts';
import { DEFAULT_BACK_RATIO_PERCENT, DEFAULT_FRONT_RATIO_PERCENT } from 'ui/calculators/incomeToQualifyMath.ts';
import { ResultFigures } from 'ui/calculators/ResultFigures.tsx';
import { ResultPanel } from 'ui/calculators/ResultPanel.tsx';
import { useCalculatorInputs, type InputSpec } from 'ui/calculators/useCalculatorInputs.ts';

const INPUTS = {
  income: { kind: 'money', fallback: '100000' },
  debts: { kind: 'money', fallback: '500' },
  down: { kind: 'money', fallback: '40000' },
  rate: { kind: 'rate', fallback: '6.5' },
  years: { kind: 'years', fallback: '30' },
  taxes: { kind: 'percent', fallback: '1.5' },
} satisfies Record<string, InputSpec>;

/** /affordability: the largest home price whose payment fits the 28/36 debt-to-income rule. */
export default function AffordabilityCalculatorPage() {
  const inputs = useCalculatorInputs(INPUTS);
  const { income, debts, down, rate, years, taxes } = inputs.numbers;
  const filled = inputs.inRange && income > 0 && rate > 0 && years > 0;
  const result = affordability({
    annualIncome: income,
    monthlyDebts: debts,
    downPayment: down,
    ratePercent: rate,
    years,
    taxesAndInsurancePercent: taxes,
  });
  const ready = filled && result.housingPayment > 0;
  const prompt = filled
    ? `Your monthly debts already take the ${DEFAULT_BACK_RATIO_PERCENT}% of your income the rule allows for all debts, so no housing payment fits it.`
    : 'Enter your yearly income, an interest rate and a term of 1 to 30 years.';

  return (
    <CalculatorLayout
      id="afford"
      explanation={
        <>
          <p>
            We find the housing payment you can carry, then the price that payment buys. The payment is the smaller of{' '}
            {DEFAULT_FRONT_RATIO_PERCENT}% of your gross monthly income and {DEFAULT_BACK_RATIO_PERCENT}% of it less
            your other monthly debts. It has to cover the loan payment (standard fixed-rate formula, monthly rate =
            yearly rate / 12 / 100) and the property taxes and insurance, which grow with the price. So the price is
            (housing payment + k × down payment) ÷ (k + taxes and insurance rate ÷ 12), where k is the monthly payment
            per dollar borrowed.
          </p>
          <p className="calc-note">
            This is an estimate, not a pre-approval. Mortgage insurance (usually needed with less than 20% down), HOA
            dues and loan limits are not included.
          </p>
        </>
      }
      form={
        <>
          <CalculatorField label="Yearly income" hint="Gross, before taxes." {...inputs.bind('income')} />
          <CalculatorField
            label="Other debt payments per month"
            hint="Car loans, student loans, card minimums."
            {...inputs.bind('debts')}
          />
          <CalculatorField label="Down payment" hint="Cash you put toward the price." {...inputs.bind('down')} />
          <CalculatorField label="Interest rate" hint="Yearly rate, for example 6.5." {...inputs.bind('rate')} />
          <CalculatorField label="Loan term" hint="1 to 30 years." {...inputs.bind('years')} />
          <CalculatorField
            label="Property taxes and insurance"
            hint="Yearly, as a percent of the price (often 1 to 2.5)."
            {...inputs.bind('taxes')}
          />
        </>
      }
      results={
        <ResultPanel ready={ready} prompt={prompt}>
          <ResultFigures
            figures={[
              { label: 'Home price you can afford', value: formatMoney(result.price), main: true },
              { label: 'Loan amount', value: formatMoney(result.loanAmount) },
              { label: 'Monthly housing payment', value: formatMoney(result.housingPayment) },
              { label: 'Principal and interest', value: formatMoney(result.principalAndInterest) },
              { label: 'Taxes and insurance', value: formatMoney(result.taxesAndInsurance) },
            ]}
          />
          {result.loanAmount === 0 && result.price < down && (
            <p className="calc-note">
              Your down payment is more than this price, so no loan is needed. The price is what your income can carry
              in property taxes and insurance ({taxes}% of the price a year).
            </p>
          )}
        </ResultPanel>
      }
    />
  );
}
