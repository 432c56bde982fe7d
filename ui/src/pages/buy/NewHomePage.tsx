import { LOAN_FACTS } from 'ui/content/lendingFacts.ts';
import { ExampleTable } from '../guides/ExampleTable.tsx';
import { GuideLayout } from '../guides/GuideLayout.tsx';
import { newHomeExample as example } from '../guides/guideExamples.ts';
import { BUY_GUIDES, toolLinks } from '../guides/guideLinks.ts';
import { percent } from '../guides/money.ts';
import { PaymentCalculatorPanel } from '../guides/PaymentCalculatorPanel.tsx';

/** /newhome: financing a custom build or a builder's new home, with construction and buydown examples. */
export default function NewHomePage() {
  const { buydown } = example;
  return (
    <GuideLayout
      section="Buy a Home"
      title="Build a New Home"
      intro={
        <p>
          A new home can be built for you on your own lot or bought from a builder in a new community. The two are
          financed differently: a custom build needs a construction loan that pays the builder in stages, while a
          finished home from a builder is bought with an ordinary mortgage.
        </p>
      }
      panel={<PaymentCalculatorPanel {...example.calculator} />}
      guides={BUY_GUIDES}
      more={toolLinks('/mortgagecalculator', '/conventional', '/fha', '/va', '/renovation')}
    >
      <h2>Building on your own lot: construction loans</h2>
      <p>
        A construction loan pays your builder in draws as the work passes inspections: foundation, framing, systems,
        finishes. While the home is being built you pay interest only on the money drawn so far. When the home is
        finished the loan becomes, or is replaced by, a regular mortgage.
      </p>
      <ul>
        <li>
          <strong>Construction-to-permanent (one close).</strong> One application, one set of closing costs, and the
          permanent rate is usually set at the start. Conventional, FHA and VA versions exist.
        </li>
        <li>
          <strong>Two-time close.</strong> A short construction loan, then a separate mortgage when the house is
          finished. You can shop the permanent rate later, but you pay two sets of closing costs and must qualify twice.
        </li>
      </ul>
      <p>
        The lender approves the builder as well as you: expect to provide the builder's licence and insurance, signed
        plans, a fixed-price contract, a budget line by line and a construction schedule. The appraisal values the home
        as it will be when completed.
      </p>

      <h2>A worked example: a construction-to-permanent loan</h2>
      <p>
        You own a lot worth {example.landValue} and your builder's contract is {example.buildCost}, so the finished home
        is expected to appraise at {example.completedValue}. Your land counts as equity, so a loan of {example.loan} is{' '}
        {example.ltvPercent}% of the completed value and needs no cash down payment.
      </p>
      <ExampleTable
        caption="Monthly payments through the build and after it"
        columns={['Stage', 'Balance', 'Monthly payment']}
        rows={[
          [
            `Half drawn, interest only at ${percent(example.constructionRate)}`,
            example.halfDrawn,
            example.interestHalfDrawn,
          ],
          [
            `Fully drawn, interest only at ${percent(example.constructionRate)}`,
            example.loan,
            example.interestFullyDrawn,
          ],
          [`Permanent loan, ${percent(example.permanentRate)} for 30 years`, example.loan, example.permanentPayment],
        ]}
      />
      <p>If you are paying rent while you build, add it to the interest-only payments when you plan your budget.</p>

      <h2>Buying from a builder</h2>
      <p>
        A finished or nearly finished home from a builder is financed like any purchase: FHA from{' '}
        {LOAN_FACTS.fhaMinDownPaymentPercent}% down, conventional, VA or USDA. Builders often offer incentives when you
        use their preferred lender, such as paying closing costs or buying down your rate. Compare the whole offer, not
        just the incentive: ask for a Loan Estimate from the builder's lender and one from us, which each lender must
        send within {LOAN_FACTS.goodFaithEstimateBusinessDays} business days of your application.
      </p>
      <h3>A worked example: a 2-1 buydown</h3>
      <p>
        In a 2-1 buydown the builder pays into an account that lowers your rate by 2 points in year one and 1 point in
        year two. On a {buydown.loan} loan at a note rate of {percent(buydown.noteRate)}:
      </p>
      <ExampleTable
        caption={`${buydown.loan} loan with a 2-1 buydown`}
        columns={['Year', 'Rate you pay', 'Monthly payment']}
        rows={[
          ['Year 1', percent(buydown.yearOneRate), buydown.yearOne],
          ['Year 2', percent(buydown.yearTwoRate), buydown.yearTwo],
          ['Years 3 to 30', percent(buydown.noteRate), buydown.full],
        ]}
      />
      <p>
        The builder's subsidy is the difference in payments, about {buydown.subsidy}. You still qualify at the full
        payment of {buydown.full}, because that is what you will pay from year three on.
      </p>

      <h2>Timelines and rate locks</h2>
      <p>
        A custom home commonly takes many months to build, and builders' completion dates slip. A standard rate lock
        lasts 30 to 60 days; longer locks for new construction are available but cost more. With a one-close loan the
        permanent rate is set at the start; with a two-time close you lock when the home is nearly finished.
      </p>

      <h2>Pitfalls to avoid</h2>
      <ul>
        <li>
          Skipping an independent inspection because the home is new. Inspect before drywall and again before closing.
        </li>
        <li>Leaving no contingency for upgrades and cost overruns; many builders' contracts pass them on to you.</li>
        <li>Changing jobs or taking on new debt during a long build, which can undo your approval.</li>
        <li>Underestimating property taxes, which are often reassessed once the home is complete.</li>
      </ul>
    </GuideLayout>
  );
}
