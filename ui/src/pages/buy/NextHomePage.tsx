import { LOAN_FACTS } from 'ui/content/lendingFacts.ts';
import { ExampleTable } from '../guides/ExampleTable.tsx';
import { GuideLayout } from '../guides/GuideLayout.tsx';
import { nextHomeExample as example } from '../guides/guideExamples.ts';
import { BUY_GUIDES, toolLinks } from '../guides/guideLinks.ts';
import { percent } from '../guides/money.ts';
import { PaymentCalculatorPanel } from '../guides/PaymentCalculatorPanel.tsx';

/** /nexthome: moving up or moving on while you still own a home, with a worked equity example. */
export default function NextHomePage() {
  return (
    <GuideLayout
      section="Buy a Home"
      title="Buying Your Next Home"
      intro={
        <p>
          Buying while you own a home means planning two transactions at once. The equity in your current home is
          usually your biggest asset for the next one; the question is how and when to reach it.
        </p>
      }
      panel={<PaymentCalculatorPanel {...example.calculator} />}
      guides={BUY_GUIDES}
      more={toolLinks('/affordability', '/mortgagecalculator', '/conventional', '/jumbo')}
    >
      <h2>Sell first, or buy first?</h2>
      <h3>Selling first</h3>
      <p>
        You know exactly how much cash you have, you qualify with one housing payment, and your offer on the next home
        needs no sale contingency. The cost is a possible gap between homes: a short-term rental, storage or a rent-back
        agreement that lets you stay in the home you sold for a few weeks.
      </p>
      <h3>Buying first</h3>
      <p>
        You move once and choose your next home without a deadline. You need the down payment before the sale, and until
        your current home is sold or under a firm contract most lenders count both housing payments in your
        debt-to-income ratio. If you plan to keep the old home as a rental, a signed lease and a security deposit
        usually let the lender count part of the rent as income.
      </p>

      <h2>Ways to reach your equity before you sell</h2>
      <ul>
        <li>
          <strong>Sale-contingent offer.</strong> Your purchase depends on selling your home by a set date. It costs
          nothing, but sellers in a busy market often prefer offers without it.
        </li>
        <li>
          <strong>Home equity line of credit (HELOC).</strong> Open a line on your current home before you list it and
          draw the down payment from it; the sale pays it off. Lenders often will not open one on a home already listed
          for sale, so arrange it early.
        </li>
        <li>
          <strong>Bridge loan.</strong> A short-term loan secured by your current home, repaid at its sale. Quick and
          flexible, but usually at a higher rate and with its own fees.
        </li>
        <li>
          <strong>Savings or retirement funds.</strong> Possible, but weigh taxes and early-withdrawal penalties with a
          tax adviser first.
        </li>
      </ul>

      <h2>A worked example: turning equity into a down payment</h2>
      <p>
        You sell your home for {example.salePrice} and still owe {example.owed}. Agent commissions, transfer taxes and
        other selling costs come to an assumed {example.sellingCostPercent}% of the price.
      </p>
      <ExampleTable
        caption="What the sale leaves you"
        columns={['Item', 'Amount']}
        rows={[
          ['Sale price', example.salePrice],
          ['Mortgage payoff', `−${example.owed}`],
          [`Selling costs (${example.sellingCostPercent}%)`, `−${example.sellingCosts}`],
          ['Cash from the sale', example.equity],
        ]}
      />
      <p>
        You put {example.down} down on a {example.nextPrice} home ({example.downPercent}% down, so no mortgage
        insurance) and keep {example.leftOver} for closing costs, moving and reserves. The {example.loan} loan at an
        example rate of {percent(example.rate)} for 30 years costs {example.payment} a month in principal and interest.
      </p>
      <p>
        Putting down at least {100 - LOAN_FACTS.maxLtvWithoutPmiPercent}% keeps you at or below{' '}
        {LOAN_FACTS.maxLtvWithoutPmiPercent}% loan-to-value, which avoids private mortgage insurance on a conventional
        loan. A loan above the conforming limit, which the Federal Housing Finance Agency sets each year for each
        county, is a jumbo loan with its own rules.
      </p>

      <h2>What changes the second time around</h2>
      <ul>
        <li>
          <strong>Your history is longer.</strong> Lenders review your payment record on the current mortgage; a late
          payment in the last year matters more than an old one.
        </li>
        <li>
          <strong>Your income may be different.</strong> A new job is fine, but expect to explain any gap in your last{' '}
          {LOAN_FACTS.employmentHistoryYears} years of employment.
        </li>
        <li>
          <strong>Your goals may be too.</strong> A shorter term, a bigger down payment or a lower payment for
          retirement may matter more than the largest house you can buy.
        </li>
      </ul>

      <h2>Timing the two closings</h2>
      <p>
        Purchases usually close in {LOAN_FACTS.closingDays} days, so start with a pre-approval before you list. If you
        sell first, ask your agent about a closing date or a rent-back that lines up with your purchase. If you buy
        first, get the bridge or HELOC in place before you make offers, and budget for carrying both homes for a few
        months in case the sale takes longer than planned.
      </p>

      <h2>Pitfalls to avoid</h2>
      <ul>
        <li>Counting on a sale price before your agent has priced the home against recent sales.</li>
        <li>Forgetting selling costs, which can take a large share of your equity.</li>
        <li>Letting a HELOC draw or bridge loan push your debt-to-income ratio over the limit for the new loan.</li>
        <li>Signing a purchase contract whose closing date comes before you can reach your down payment.</li>
      </ul>
    </GuideLayout>
  );
}
