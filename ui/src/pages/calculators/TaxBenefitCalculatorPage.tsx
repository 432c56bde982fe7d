import { CalculatorField } from 'ui/calculators/CalculatorField.tsx';
import { CalculatorLayout } from 'ui/calculators/CalculatorLayout.tsx';
import { ChoiceField } from 'ui/calculators/ChoiceField.tsx';
import { formatMoney, formatWholeDollars } from 'ui/calculators/formatMoney.ts';
import { ResultFigures } from 'ui/calculators/ResultFigures.tsx';
import { ResultPanel } from 'ui/calculators/ResultPanel.tsx';
import {
  FILING_STATUS_LABELS,
  MORTGAGE_DEBT_LIMIT,
  SALT_CAP_2026,
  STANDARD_DEDUCTION_2026,
  TAX_YEAR,
  taxBenefit,
  type FilingStatus,
} from 'ui/calculators/taxBenefitMath.ts';
import { useCalculatorInputs, type InputSpec } from 'ui/calculators/useCalculatorInputs.ts';

const FILING_STATUSES = Object.keys(FILING_STATUS_LABELS) as FilingStatus[];
// The 2026 federal income tax brackets.
const BRACKETS = ['10', '12', '22', '24', '32', '35', '37'] as const;

const INPUTS = {
  amount: { kind: 'money', fallback: '400000' },
  rate: { kind: 'rate', fallback: '6.5' },
  years: { kind: 'years', fallback: '30' },
  propertyTax: { kind: 'money', fallback: '6000' },
  stateTaxes: { kind: 'money', fallback: '5000' },
  other: { kind: 'money', fallback: '2000' },
  status: { kind: 'choice', choices: FILING_STATUSES, fallback: 'married' },
  bracket: { kind: 'choice', choices: BRACKETS, fallback: '22' },
} satisfies Record<string, InputSpec>;

const isFilingStatus = (value: string): value is FilingStatus => value in FILING_STATUS_LABELS;

/** /taxbenefit: an estimate of the first-year federal tax saving from mortgage interest and property tax. */
export default function TaxBenefitCalculatorPage() {
  const inputs = useCalculatorInputs(INPUTS);
  const { amount, rate, years, propertyTax, stateTaxes, other, bracket } = inputs.numbers;
  const status = isFilingStatus(inputs.values.status) ? inputs.values.status : 'married';
  const ready = inputs.inRange && amount > 0 && rate > 0 && years > 0;
  const result = taxBenefit({
    loanAmount: amount,
    ratePercent: rate,
    years,
    yearlyPropertyTax: propertyTax,
    marginalRatePercent: bracket,
    filingStatus: status,
    otherStateLocalTaxes: stateTaxes,
    otherDeductions: other,
  });

  return (
    <CalculatorLayout
      id="tax"
      explanation={
        <>
          <p>
            Homeowners who itemize can deduct the mortgage interest and property tax they pay. We add up the interest of
            your loan&apos;s first 12 payments, your property tax and your other itemized deductions, and compare the
            total with the {TAX_YEAR} standard deduction ({formatWholeDollars(STANDARD_DEDUCTION_2026.single)} single,{' '}
            {formatWholeDollars(STANDARD_DEDUCTION_2026.head)} head of household,{' '}
            {formatWholeDollars(STANDARD_DEDUCTION_2026.married)} married filing jointly). The benefit is the extra
            deduction buying gives you over the better choice without the home, times your tax bracket.
          </p>
          <p className="calc-note">
            This is an estimate for federal income tax in {TAX_YEAR}, not tax advice. It caps state and local taxes,
            property tax included, at {formatWholeDollars(SALT_CAP_2026)} (the cap is lower for very high incomes) and
            counts interest only on the first {formatWholeDollars(MORTGAGE_DEBT_LIMIT)} of the loan. Ask a tax
            professional about your own return.
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
            <CalculatorField label="Property tax per year" {...inputs.bind('propertyTax')} />
          </fieldset>
          <fieldset>
            <legend>Your taxes</legend>
            <ChoiceField
              label="Filing status"
              choices={FILING_STATUSES.map((value) => ({ value, label: FILING_STATUS_LABELS[value] }))}
              {...inputs.bindChoice('status')}
            />
            <ChoiceField
              label="Federal tax bracket"
              hint="The rate on the last dollar you earn."
              choices={BRACKETS.map((value) => ({ value, label: `${value}%` }))}
              {...inputs.bindChoice('bracket')}
            />
            <CalculatorField
              label="State and local income taxes per year"
              hint="They share the state and local tax cap with property tax."
              {...inputs.bind('stateTaxes')}
            />
            <CalculatorField
              label="Other itemized deductions per year"
              hint="For example gifts to charity."
              {...inputs.bind('other')}
            />
          </fieldset>
        </>
      }
      results={
        <ResultPanel ready={ready} prompt="Enter a loan amount, an interest rate and a term of 1 to 30 years.">
          <ResultFigures
            figures={[
              { label: 'Estimated tax saving in the first year', value: formatMoney(result.taxSaving), main: true },
              { label: 'Mortgage interest in the first year', value: formatMoney(result.firstYearInterest) },
              { label: 'State and local taxes you can deduct', value: formatMoney(result.deductibleTaxes) },
              { label: 'Itemized deductions with the home', value: formatMoney(result.itemizedWithHome) },
              { label: `${TAX_YEAR} standard deduction`, value: formatMoney(result.standardDeduction) },
            ]}
          />
          <p className="calc-note">
            {result.itemizes
              ? 'With the home, itemizing beats the standard deduction.'
              : 'The standard deduction is still larger, so buying brings no federal tax saving here.'}
          </p>
        </ResultPanel>
      }
    />
  );
}
