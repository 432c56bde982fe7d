import { LOAN_FACTS } from 'ui/content/lendingFacts.ts';
import { ExampleTable } from '../guides/ExampleTable.tsx';
import { GuideLayout } from '../guides/GuideLayout.tsx';
import { convertExample as example } from '../guides/guideExamples.ts';
import { REFINANCE_GUIDES, toolLinks } from '../guides/guideLinks.ts';
import { percent } from '../guides/money.ts';

/** /convert: leaving an adjustable rate for a fixed one, with a worked first-adjustment example. */
export default function ConvertToFixedPage() {
  return (
    <GuideLayout
      section="Refinance"
      title="Convert to a Fixed Rate"
      intro={
        <p>
          An adjustable-rate mortgage (ARM) starts with a fixed rate for a few years and then follows the market. If
          your fixed period is ending, or you simply want a payment that never changes, refinancing into a fixed-rate
          loan takes the uncertainty away.
        </p>
      }
      guides={REFINANCE_GUIDES}
      more={toolLinks('/thirty', '/refinancecalculator', '/mortgagerates', '/conventional')}
    >
      <h2>How an adjustable rate changes</h2>
      <p>
        A 5/6 ARM, for example, is fixed for 5 years and then adjusts every 6 months. Each new rate is an index plus a
        fixed margin; most ARMs today use the Secured Overnight Financing Rate (SOFR) as the index. Caps limit each
        change. With common 2/1/5 caps, the rate can rise by up to 2 points at the first adjustment, 1 point at each
        adjustment after that, and 5 points over the life of the loan. Your note states your own index, margin and caps.
      </p>

      <h2>A worked example: the first adjustment</h2>
      <p>
        You took out a 5/6 ARM for {example.original} at a starting rate of {percent(example.startRate)}, paying{' '}
        {example.startPayment} a month. After five years you owe {example.balance}. If rates have risen, the first
        adjustment can add up to {example.firstCapPoints} points, taking you to {percent(example.resetRate)} on the 25
        years that remain. Compare that with an example fixed rate of {percent(example.fixedRate)}:
      </p>
      <ExampleTable
        caption={`Options on a ${example.balance} balance`}
        columns={['Option', 'Rate', 'Monthly payment']}
        rows={[
          ['ARM before the adjustment', percent(example.startRate), example.startPayment],
          ['ARM at the first cap', `up to ${percent(example.resetRate)}`, example.resetPayment],
          ['Fixed, new 30-year term', percent(example.fixedRate), example.fixed30Payment],
          ['Fixed, 25 years', percent(example.fixedRate), example.fixed25Payment],
        ]}
      />
      <p>
        The fixed loans cost more than the starting ARM payment but less than the capped one, and they cannot rise
        again. The 25-year option keeps your original payoff date. If the index falls instead, the ARM could adjust
        down; converting trades that chance for certainty.
      </p>

      <h2>When converting makes sense</h2>
      <ul>
        <li>Your fixed period ends within a year or two and you plan to stay in the home.</li>
        <li>A payment increase at the cap would strain your budget.</li>
        <li>Fixed rates are close to, or below, what your ARM is likely to adjust to.</li>
      </ul>
      <h3>When it may not</h3>
      <ul>
        <li>You expect to sell before the first adjustment.</li>
        <li>Your ARM's caps and margin keep the worst case affordable, and you can absorb the change.</li>
      </ul>

      <h2>Steps to convert</h2>
      <ol>
        <li>Find your adjustment date, index, margin and caps in your note or servicer statement.</li>
        <li>Ask your servicer for your payoff amount and estimate your home's value.</li>
        <li>
          Apply, and compare the Loan Estimate you receive within {LOAN_FACTS.goodFaithEstimateBusinessDays} business
          days with your worst-case ARM payment.
        </li>
        <li>
          Lock the fixed rate and close before the adjustment if you can; refinances usually close in{' '}
          {LOAN_FACTS.closingDays} days.
        </li>
      </ol>
      <p>
        If you have an adjustable-rate VA or FHA loan, moving to a fixed rate counts as a benefit for a VA
        rate-reduction loan or an FHA streamline refinance, which can mean less paperwork.
      </p>

      <h2>Pitfalls to avoid</h2>
      <ul>
        <li>Waiting until the month of the adjustment, when there is no time left to close.</li>
        <li>Comparing the fixed rate with your starting ARM rate instead of the rate you are likely to get next.</li>
        <li>Forgetting that closing costs also apply here; weigh them against the protection you gain.</li>
      </ul>
    </GuideLayout>
  );
}
