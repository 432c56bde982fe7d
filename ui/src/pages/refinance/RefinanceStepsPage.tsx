import { Link } from 'react-router-dom';
import { LOAN_FACTS } from 'ui/content/lendingFacts.ts';
import { ExampleTable } from '../guides/ExampleTable.tsx';
import { GuideLayout } from '../guides/GuideLayout.tsx';
import { stepsExample as example } from '../guides/guideExamples.ts';
import { REFINANCE_GUIDES, toolLinks } from '../guides/guideLinks.ts';
import { percent } from '../guides/money.ts';

/** /steps: the refinance process from goal to funding, with a worked comparison of two Loan Estimates. */
export default function RefinanceStepsPage() {
  const [a, b] = example.offers;
  const years = example.months / 12;
  return (
    <GuideLayout
      section="Refinance"
      title="Steps to Refinance"
      intro={
        <p>
          Refinancing replaces your current mortgage with a new one. From application to closing it usually takes{' '}
          {LOAN_FACTS.closingDays} days. Here is what happens at each step and what you do.
        </p>
      }
      guides={REFINANCE_GUIDES}
      more={toolLinks('/refinancecalculator', '/mortgagerates', '/apr', '/loanprocess')}
    >
      <h2>The seven steps</h2>
      <ol>
        <li>
          <strong>Set your goal.</strong> Lower payment, lower rate, shorter term, fixed rate or cash out. Each has its
          own best loan; our <Link to="/prepare">preparation guide</Link> helps you choose.
        </li>
        <li>
          <strong>Check your numbers.</strong> Estimate your home's value, your loan-to-value and your debt-to-income
          ratio, and pull your credit reports.
        </li>
        <li>
          <strong>Apply and compare Loan Estimates.</strong> Each lender must send a Loan Estimate within{' '}
          {LOAN_FACTS.goodFaithEstimateBusinessDays} business days of your application. Compare rate, APR, points and
          closing costs on the same day.
        </li>
        <li>
          <strong>Lock your rate.</strong> Choose a lock long enough to reach closing; ask what an extension costs.
        </li>
        <li>
          <strong>Appraisal and underwriting.</strong> The appraiser values the home, and the underwriter verifies your
          income, {LOAN_FACTS.employmentHistoryYears}-year employment history, assets and title. Answer document
          requests quickly; most delays start here.
        </li>
        <li>
          <strong>Review the Closing Disclosure.</strong> You receive it at least 3 business days before closing.
          Compare it with your Loan Estimate and ask about any change.
        </li>
        <li>
          <strong>Close and fund.</strong> You sign the new loan, and it pays off the old one. For a refinance of your
          primary home with a new lender, federal law gives you 3 business days to cancel, so the money is paid out
          after that period.
        </li>
      </ol>

      <h2>A worked example: comparing two Loan Estimates</h2>
      <p>
        Two lenders quote on a {example.loan}, 30-year refinance. Lender B has the lower rate but higher closing costs.
        A simple way to compare is to add the closing costs to the payments you would make over the years you expect to
        keep the loan, here {years}.
      </p>
      <ExampleTable
        caption={`${example.loan}, 30 years: costs over ${years} years`}
        columns={['Item', a.lender, b.lender]}
        rows={[
          ['Rate', percent(a.rate), percent(b.rate)],
          ['Closing costs', a.costsText, b.costsText],
          ['Monthly payment', a.payment, b.payment],
          [`Costs and ${example.months} payments`, a.fiveYearCost, b.fiveYearCost],
        ]}
      />
      <p>
        Lender B saves {example.saving} a month but costs {example.extraCosts} more up front, so it takes about{' '}
        {example.breakEvenMonths} months to come out ahead. Over {years} years Lender A is cheaper; if you plan to keep
        the loan longer than {example.breakEvenMonths} months, Lender B wins. The lowest rate is not always the lowest
        cost.
      </p>

      <h2>What you will need</h2>
      <ul>
        <li>Recent pay stubs, W-2s for two years, and tax returns if you are self-employed.</li>
        <li>Two months of bank and investment statements.</li>
        <li>Your current mortgage statement and homeowners insurance details.</li>
        <li>A photo ID, and access to the home for the appraiser.</li>
      </ul>

      <h2>Costs to expect</h2>
      <p>
        Closing costs on a refinance commonly run 2% to 5% of the loan: lender fees, appraisal, title insurance,
        recording and prepaid interest, plus a new escrow deposit for taxes and insurance. Your old escrow balance is
        refunded by your previous servicer after the payoff. You can pay costs in cash, add them to the loan, or take a
        slightly higher rate in exchange for a lender credit.
      </p>

      <h2>Pitfalls to avoid</h2>
      <ul>
        <li>Stopping payments on your old loan before the payoff is confirmed; keep paying until it is.</li>
        <li>Letting the rate lock expire while documents are outstanding.</li>
        <li>Opening new credit during underwriting; the lender checks again before closing.</li>
      </ul>
    </GuideLayout>
  );
}
