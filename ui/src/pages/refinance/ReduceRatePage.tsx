import { Link } from 'react-router-dom';
import { LOAN_FACTS } from 'ui/content/lendingFacts.ts';
import { ExampleTable } from '../guides/ExampleTable.tsx';
import { GuideLayout } from '../guides/GuideLayout.tsx';
import { reduceRateExample as example } from '../guides/guideExamples.ts';
import { REFINANCE_GUIDES, toolLinks } from '../guides/guideLinks.ts';
import { percent } from '../guides/money.ts';

/** /reducerate: when a lower rate is worth it, points and APR explained, with a break-even example. */
export default function ReduceRatePage() {
  const [low, high] = LOAN_FACTS.vaFundingFeePercentRange;
  return (
    <GuideLayout
      section="Refinance"
      title="Reduce Your Current Rate"
      intro={
        <p>
          A lower interest rate means less of every payment goes to interest. Whether a rate-and-term refinance is worth
          it depends on three numbers: how much lower the rate is, what the new loan costs, and how long you will keep
          it.
        </p>
      }
      guides={REFINANCE_GUIDES}
      more={toolLinks('/refinancecalculator', '/apr', '/mortgagerates', '/va', '/fha')}
    >
      <h2>What sets the rate you are offered</h2>
      <ul>
        <li>
          <strong>The market.</strong> Mortgage rates move daily with the bond market. See today's{' '}
          <Link to="/mortgagerates">estimated rates</Link>.
        </li>
        <li>
          <strong>Your credit score.</strong> A higher score can move you into a better pricing tier.
        </li>
        <li>
          <strong>Your equity.</strong> Owing a smaller share of the home's value lowers the lender's risk; at{' '}
          {LOAN_FACTS.maxLtvWithoutPmiPercent}% loan-to-value or less you also avoid mortgage insurance on a
          conventional loan.
        </li>
        <li>
          <strong>The loan.</strong> Term, loan type, occupancy and whether you take cash out all affect pricing.
        </li>
      </ul>

      <h2>Points, credits and APR</h2>
      <p>
        A <strong>discount point</strong> is a fee of 1% of the loan amount paid at closing to lower the rate. A{' '}
        <strong>lender credit</strong> works the other way: a higher rate in exchange for help with closing costs. How
        much one point lowers the rate varies from day to day and lender to lender.
      </p>
      <p>
        The <strong>annual percentage rate (APR)</strong> on your Loan Estimate folds the points and most lender fees
        into a single yearly rate, so you can compare offers with different costs. Our{' '}
        <Link to="/apr">APR calculator</Link> shows how it works.
      </p>

      <h2>A worked example: is a point worth paying?</h2>
      <p>
        You are refinancing {example.loan} for 30 years. One example offer is {percent(example.parRate)} with no points;
        another is {percent(example.pointRate)} for one point, costing {example.pointCost}.
      </p>
      <ExampleTable
        caption={`${example.loan} over 30 years`}
        columns={['Offer', 'Points', 'Monthly payment']}
        rows={[
          [percent(example.parRate), 'None', example.parPayment],
          [percent(example.pointRate), `1 point (${example.pointCost})`, example.pointPayment],
        ]}
      />
      <p>
        The point saves {example.saving} a month, so it pays for itself after about {example.breakEvenMonths} months. If
        you expect to keep the loan longer than that, the point saves you money; if you might sell or refinance sooner,
        the no-point offer costs less. The same break-even test, closing costs divided by the monthly saving, applies to
        the whole refinance.
      </p>

      <h2>Streamline options for FHA and VA loans</h2>
      <p>
        If you have an FHA loan, an FHA streamline refinance can lower your rate with less paperwork and often no
        appraisal. If you have a VA loan, the VA Interest Rate Reduction Refinance Loan (IRRRL) does the same, with a
        funding fee at the low end of the VA's {low}% to {high}% range, and simple files can close in as little as{' '}
        {LOAN_FACTS.vaStreamlineCloseDays} days. Both require that the new loan give you a real benefit, such as a lower
        payment or a move from an adjustable to a fixed rate.
      </p>

      <h2>How to get the best rate you qualify for</h2>
      <ol>
        <li>Check your credit reports for errors and pay card balances down before you apply.</li>
        <li>
          Ask two or three lenders for a Loan Estimate on the same day; each must send it within{' '}
          {LOAN_FACTS.goodFaithEstimateBusinessDays} business days of your application.
        </li>
        <li>Compare the rate, the APR, the points and the total closing costs, line by line.</li>
        <li>Lock your rate once you have chosen, for long enough to cover the {LOAN_FACTS.closingDays} day closing.</li>
      </ol>

      <h2>Pitfalls to avoid</h2>
      <ul>
        <li>Chasing a rate that is only slightly lower when the closing costs will not be earned back.</li>
        <li>Comparing rates quoted on different days, with different points or for different terms.</li>
        <li>Letting a rate lock expire because documents arrived late.</li>
      </ul>
    </GuideLayout>
  );
}
