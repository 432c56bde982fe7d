import { LOAN_FACTS } from 'ui/content/lendingFacts.ts';
import { ExampleTable } from '../guides/ExampleTable.tsx';
import { GuideLayout } from '../guides/GuideLayout.tsx';
import { consolidateExample as example } from '../guides/guideExamples.ts';
import { REFINANCE_GUIDES, toolLinks } from '../guides/guideLinks.ts';
import { percent } from '../guides/money.ts';

/** /consolidate: paying off high-interest debt with home equity, honestly weighed, with a worked example. */
export default function DebtConsolidationPage() {
  const { cards, car } = example;
  return (
    <GuideLayout
      section="Refinance"
      title="Debt Consolidation"
      intro={
        <p>
          Credit cards and personal loans often charge several times a mortgage rate. Using your home equity to pay them
          off can cut your monthly outgoings sharply, but it turns unsecured debt into debt secured by your home. This
          guide shows both sides.
        </p>
      }
      guides={REFINANCE_GUIDES}
      more={toolLinks('/refinancecalculator', '/mortgagerates', '/conventional', '/nonqm')}
    >
      <h2>Three ways to consolidate with home equity</h2>
      <ul>
        <li>
          <strong>Cash-out refinance.</strong> A new, larger first mortgage replaces the current one and the difference
          pays off your debts. Conventional and FHA cash-out loans generally go up to 80% of the home's value.
        </li>
        <li>
          <strong>Home equity loan.</strong> A second, fixed-rate loan on top of your mortgage, usually over 5 to 20
          years. Your first mortgage and its rate stay as they are.
        </li>
        <li>
          <strong>Home equity line of credit (HELOC).</strong> A revolving line with a variable rate; you draw what you
          need.
        </li>
      </ul>

      <h2>A worked example: a cash-out refinance</h2>
      <p>
        Your home is worth {example.homeValue}. Four years ago you borrowed for 30 years at {percent(example.oldRate)},
        you pay {example.oldPayment} a month in principal and interest, and you owe {example.balance}. You also have
        credit cards of {cards.balanceText} at {percent(cards.rate)} and a car loan of {car.balanceText} at{' '}
        {percent(car.rate)}.
      </p>
      <p>
        A cash-out refinance of {example.newLoan} repays the mortgage, the {example.debts} of debts and about{' '}
        {example.closingCosts} of closing costs. It is {example.ltvPercent}% of the home's value, inside the{' '}
        {example.maxCashOutLoan} (80%) cash-out limit. The example rate is {percent(example.newRate)} for 30 years.
      </p>
      <ExampleTable
        caption="Monthly payments before and after"
        columns={['Payment', 'Before', 'After']}
        rows={[
          ['Mortgage', example.oldPayment, example.after],
          ['Credit cards', cards.paymentText, 'Paid off'],
          ['Car loan', car.paymentText, 'Paid off'],
          ['Total', example.before, example.after],
        ]}
      />
      <p>
        Your payments fall by {example.monthlyDifference} a month. That relief is real, and it is the reason people
        consolidate. Now look at the cost.
      </p>

      <h2>What the lower payment costs</h2>
      <ul>
        <li>
          <strong>Short debts become long ones.</strong> The {example.debts} you added would cost{' '}
          {example.debtsOver30Payment} a month over 30 years at {percent(example.newRate)}, and{' '}
          {example.debtsOver30Interest} in interest. A 10-year home equity loan at an example{' '}
          {percent(example.equityLoanRate)} costs {example.equityLoanPayment} a month but only{' '}
          {example.equityLoanInterest} in interest. Paying extra on the new mortgage each month closes much of that gap.
        </li>
        <li>
          <strong>Your whole mortgage is repriced.</strong> In the example, the {example.balance} you already owed moves
          from {percent(example.oldRate)} to {percent(example.newRate)}. If your current rate is lower than today's, a
          home equity loan or HELOC usually costs less than a cash-out refinance.
        </li>
        <li>
          <strong>Your home is the security.</strong> Missing card payments hurts your credit; missing mortgage payments
          can cost you your home.
        </li>
        <li>
          <strong>Interest deductions change.</strong> Mortgage interest on money used to pay off other debts is
          generally not tax-deductible. Ask a tax adviser.
        </li>
      </ul>

      <h2>Is it right for you?</h2>
      <p>Consolidation tends to work when:</p>
      <ul>
        <li>the debts carry rates far above mortgage rates;</li>
        <li>the spending that caused them has stopped, and the paid-off cards will stay at zero;</li>
        <li>you have enough equity to stay at or below 80% of your home's value;</li>
        <li>you can keep paying some of the monthly saving toward principal.</li>
      </ul>
      <p>
        If you are already behind on payments, a nonprofit credit counseling agency, such as a member of the National
        Foundation for Credit Counseling, can help you weigh a debt management plan first.
      </p>

      <h2>Steps</h2>
      <ol>
        <li>List every debt with its balance, rate and monthly payment.</li>
        <li>Estimate your home's value and what you owe, and check the 80% limit.</li>
        <li>
          Compare a cash-out refinance with a home equity loan; each lender's Loan Estimate arrives within{' '}
          {LOAN_FACTS.goodFaithEstimateBusinessDays} business days of your application.
        </li>
        <li>At closing the lender can pay your creditors directly, so the money goes where you intended.</li>
      </ol>
    </GuideLayout>
  );
}
