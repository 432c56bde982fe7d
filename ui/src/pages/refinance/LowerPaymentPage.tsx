import { Link } from 'react-router-dom';
import { LOAN_FACTS } from 'ui/content/lendingFacts.ts';
import { CallBackPanel } from '../guides/CallBackPanel.tsx';
import { ExampleTable } from '../guides/ExampleTable.tsx';
import { GuideLayout } from '../guides/GuideLayout.tsx';
import { lowerPaymentExample as example } from '../guides/guideExamples.ts';
import { REFINANCE_GUIDES, toolLinks } from '../guides/guideLinks.ts';
import { percent } from '../guides/money.ts';

/** /lowerpayment: the ways to lower a mortgage payment, with a worked refinance and a call-back panel. */
export default function LowerPaymentPage() {
  const [thirty, twentySeven] = example.terms;
  return (
    <GuideLayout
      section="Refinance"
      title="Lower Your Monthly Payment"
      intro={
        <p>
          A lower mortgage payment frees up money every month. Refinancing to a lower rate or a longer term is the best
          known way, but not the only one, and a lower payment is not always a lower cost. This guide shows how to tell
          the difference.
        </p>
      }
      panel={<CallBackPanel />}
      guides={REFINANCE_GUIDES}
      more={toolLinks('/refinancecalculator', '/mortgagerates', '/fha', '/va')}
    >
      <h2>Four ways a refinance lowers your payment</h2>
      <ul>
        <li>
          <strong>A lower rate.</strong> If rates have fallen or your credit has improved since you took out your loan,
          the same balance costs less each month.
        </li>
        <li>
          <strong>A longer term.</strong> Spreading the balance over a new 30-year term lowers the payment, but you pay
          for longer.
        </li>
        <li>
          <strong>Removing mortgage insurance.</strong> If your home has gained value and you owe{' '}
          {LOAN_FACTS.maxLtvWithoutPmiPercent}% of its value or less, refinancing an FHA loan into a conventional loan
          can end the monthly mortgage insurance premium.
        </li>
        <li>
          <strong>Leaving an adjustable rate</strong> before it resets higher. See{' '}
          <Link to="/convert">converting to a fixed rate</Link>.
        </li>
      </ul>

      <h2>A worked example: refinancing after three years</h2>
      <p>
        Three years ago you borrowed {example.original} for 30 years at {percent(example.oldRate)}. Your principal and
        interest is {example.oldPayment}, and after {example.paymentsMade} payments you owe {example.balance}. You are
        offered an example rate of {percent(example.newRate)} with closing costs of {example.closingCosts}, paid in
        cash.
      </p>
      <ExampleTable
        caption={`Refinancing ${example.balance} at ${percent(example.newRate)}`}
        columns={['Option', 'Monthly payment', 'Saving a month', 'Interest to payoff']}
        rows={[
          [
            `Keep the current loan (${twentySeven.years} years left)`,
            example.oldPayment,
            'None',
            example.oldRemainingInterest,
          ],
          [`New ${thirty.years}-year loan`, thirty.payment, thirty.saving, thirty.interest],
          [`New ${twentySeven.years}-year loan`, twentySeven.payment, twentySeven.saving, twentySeven.interest],
        ]}
      />
      <p>
        The {thirty.years}-year loan saves {thirty.saving} a month and earns back the closing costs in about{' '}
        {thirty.breakEvenMonths} months. The {twentySeven.years}-year loan saves less each month but ends when your
        current loan would have, and costs the least interest. If you plan to move within the break-even time, a
        refinance will probably cost more than it saves.
      </p>

      <h2>Lowering your payment without refinancing</h2>
      <ul>
        <li>
          <strong>Drop PMI.</strong> On a conventional loan you can ask your servicer to cancel private mortgage
          insurance once you owe {LOAN_FACTS.maxLtvWithoutPmiPercent}% of the home's original value, and it ends
          automatically at 78%.
        </li>
        <li>
          <strong>Recast.</strong> Some servicers re-amortize your loan after a large lump-sum payment for a small fee,
          lowering the payment without changing the rate.
        </li>
        <li>
          <strong>Review your escrow.</strong> Appeal a high property-tax assessment and shop your homeowners insurance;
          both are part of the payment.
        </li>
        <li>
          <strong>Talk to your servicer</strong> if you are struggling. Loan modifications and forbearance exist for
          hardship and are better arranged before a payment is missed.
        </li>
      </ul>

      <h2>What to expect when you refinance</h2>
      <p>
        You apply, and within {LOAN_FACTS.goodFaithEstimateBusinessDays} business days you receive a Loan Estimate
        showing the rate, the new payment and the closing costs. The home is usually appraised, though some refinances,
        such as an FHA streamline or a VA rate-reduction loan, may not need an appraisal. Most refinances close in{' '}
        {LOAN_FACTS.closingDays} days. Read the full process in <Link to="/steps">steps to refinance</Link>.
      </p>

      <h2>Pitfalls to avoid</h2>
      <ul>
        <li>Judging a refinance by the payment alone, without comparing total interest and closing costs.</li>
        <li>Adding closing costs to the loan without noticing the larger balance.</li>
        <li>Restarting a 30-year term when you are close to retirement and want the home paid off.</li>
      </ul>
    </GuideLayout>
  );
}
