import { Link } from 'react-router-dom';
import { LOAN_FACTS } from 'ui/content/lendingFacts.ts';
import { ExampleTable } from '../guides/ExampleTable.tsx';
import { GuideLayout } from '../guides/GuideLayout.tsx';
import { firstHomeExample as example } from '../guides/guideExamples.ts';
import { BUY_GUIDES, toolLinks } from '../guides/guideLinks.ts';
import { percent } from '../guides/money.ts';
import { PaymentCalculatorPanel } from '../guides/PaymentCalculatorPanel.tsx';

/** /firsthome: what a first-time buyer needs to know, with a worked down-payment comparison. */
export default function FirstHomePage() {
  return (
    <GuideLayout
      section="Buy a Home"
      title="Buying Your First Home"
      intro={
        <p>
          Your first home is probably the largest purchase you will make. This guide explains how much you need to save,
          which loans fit first-time buyers, what a lender looks at and how the process runs from pre-approval to the
          day you get the keys.
        </p>
      }
      panel={<PaymentCalculatorPanel {...example.calculator} />}
      guides={BUY_GUIDES}
      more={toolLinks('/affordability', '/mortgagecalculator', '/fha', '/va', '/usda', '/conventional')}
    >
      <h2>Who counts as a first-time buyer</h2>
      <p>
        Most programs treat you as a first-time buyer if you have not owned a principal residence in the last{' '}
        {LOAN_FACTS.lookBackYears.priorOwnership} years, so you may qualify even if you owned a home long ago. Many
        states and cities add down-payment assistance for first-time buyers through their housing finance agency; ask
        your loan officer which programs apply where you are buying.
      </p>

      <h2>How much you need to save</h2>
      <p>You need cash for three things, not just the down payment:</p>
      <ul>
        <li>
          <strong>Down payment.</strong> FHA loans start at {LOAN_FACTS.fhaMinDownPaymentPercent}% down. Some
          conventional programs for first-time buyers start at 3%. VA loans for eligible veterans and service members
          and USDA loans in eligible rural areas can need no money down. With 20% down you avoid mortgage insurance on a
          conventional loan.
        </li>
        <li>
          <strong>Closing costs.</strong> Lender, appraisal, title, recording and prepaid taxes and insurance usually
          come to 2% to 5% of the loan amount. A seller can agree to pay part of them.
        </li>
        <li>
          <strong>Reserves.</strong> Money left in the bank after closing for repairs and emergencies. Some loans
          require a set number of months of payments in reserve.
        </li>
      </ul>
      <p>
        A gift from a family member can often cover part or all of the down payment, documented with a signed gift
        letter and a record of the transfer.
      </p>

      <h2>A worked example: {example.price} at three down payments</h2>
      <p>
        Here is the principal and interest on a {example.price} home at an example rate of {percent(example.rate)} for{' '}
        {example.years} years, at the three most common down payments:
      </p>
      <ExampleTable
        caption={`${example.price} home, ${percent(example.rate)}, ${example.years} years`}
        columns={['Down payment', 'Loan', 'Monthly payment', 'Interest over the loan']}
        rows={example.options.map((option) => [
          `${percent(option.downPercent)} (${option.down})`,
          option.loan,
          option.payment,
          option.interest,
        ])}
      />
      <p>
        A smaller down payment gets you into a home sooner but costs more each month and over the life of the loan.
        Below {100 - LOAN_FACTS.maxLtvWithoutPmiPercent}% down, that is above {LOAN_FACTS.maxLtvWithoutPmiPercent}%
        loan-to-value, a conventional loan adds private mortgage insurance (PMI) and an FHA loan adds an upfront and an
        annual mortgage insurance premium; neither is included above. On a conventional loan you can ask to drop PMI
        once you owe {LOAN_FACTS.maxLtvWithoutPmiPercent}% of the original value, and it ends automatically at 78%.
      </p>
      <p>
        Closing costs on the {example.fivePercentLoan} loan would typically run from {example.closingCostLow} to{' '}
        {example.closingCostHigh}, on top of the down payment.
      </p>

      <h2>What a lender looks at</h2>
      <ul>
        <li>
          <strong>Credit.</strong> Your scores and history set which programs you qualify for and your rate. FHA allows{' '}
          {LOAN_FACTS.fhaMinDownPaymentPercent}% down with a score of 580 or higher.
        </li>
        <li>
          <strong>Income and work history.</strong> Expect to show {LOAN_FACTS.employmentHistoryYears} years of
          employment, with pay stubs, W-2s and, if you are self-employed, tax returns.
        </li>
        <li>
          <strong>Debt-to-income ratio.</strong> Your monthly debts, including the new housing payment, divided by your
          gross monthly income. Many loans look for about 43% to 45% or less, though some programs allow more.
        </li>
        <li>
          <strong>Assets.</strong> Bank statements that show where your down payment and closing costs come from.
        </li>
      </ul>

      <h2>The steps from here to closing</h2>
      <ol>
        <li>
          <strong>Get pre-approved.</strong> A pre-approval letter tells sellers you can finance the home and tells you
          what price range to shop in.
        </li>
        <li>
          <strong>Shop and make an offer.</strong> Your agent writes the offer with an earnest-money deposit and
          contingencies for inspection, appraisal and financing.
        </li>
        <li>
          <strong>Apply and compare.</strong> Within {LOAN_FACTS.goodFaithEstimateBusinessDays} business days of your
          application you receive a Loan Estimate (the form that replaced the good-faith estimate) with your rate,
          payment and closing costs.
        </li>
        <li>
          <strong>Inspection, appraisal and underwriting.</strong> The lender verifies your documents and the home's
          value while you review the inspection report.
        </li>
        <li>
          <strong>Close.</strong> You receive a Closing Disclosure at least 3 business days before closing. Most
          purchases close in {LOAN_FACTS.closingDays} days from the accepted offer.
        </li>
      </ol>

      <h2>Mistakes first-time buyers make</h2>
      <ul>
        <li>Opening new credit cards or financing a car between pre-approval and closing.</li>
        <li>Changing jobs, or moving large sums between accounts without a paper trail, during the loan process.</li>
        <li>Budgeting for principal and interest only and forgetting taxes, insurance and HOA dues.</li>
        <li>Waiving the home inspection to win a bidding war.</li>
        <li>
          Spending every dollar on the down payment and leaving nothing for repairs. Our{' '}
          <Link to="/affordability">affordability calculator</Link> helps you find a comfortable price.
        </li>
      </ul>
    </GuideLayout>
  );
}
