import { Link } from 'react-router-dom';
import { LOAN_FACTS } from 'ui/content/lendingFacts.ts';
import { ExampleTable } from '../guides/ExampleTable.tsx';
import { GuideLayout } from '../guides/GuideLayout.tsx';
import { prepareExample as example } from '../guides/guideExamples.ts';
import { REFINANCE_GUIDES, toolLinks } from '../guides/guideLinks.ts';
import { percent } from '../guides/money.ts';

/** /prepare: what to check and gather before refinancing, with worked loan-to-value and debt-to-income figures. */
export default function PrepareRefinancePage() {
  const lookBack = LOAN_FACTS.lookBackYears.foreclosureShortSaleDeedInLieuBankruptcy;
  return (
    <GuideLayout
      section="Refinance"
      title="Prepare for Refinancing"
      intro={
        <p>
          A refinance goes faster, and usually prices better, when you know your numbers and have your documents ready
          before you apply. Use this guide as a checklist.
        </p>
      }
      guides={REFINANCE_GUIDES}
      more={toolLinks('/refinancecalculator', '/incometoqualify', '/mortgagerates', '/faq')}
    >
      <h2>Set your goal first</h2>
      <p>
        A lower payment, a lower rate, a shorter term, a fixed rate or cash out: each points to a different loan. Write
        down what you want and how long you expect to stay in the home, because that decides whether closing costs will
        be earned back.
      </p>

      <h2>Know your numbers</h2>
      <h3>Loan-to-value (LTV)</h3>
      <p>
        Your loan divided by your home's value. At {LOAN_FACTS.maxLtvWithoutPmiPercent}% or less, a conventional loan
        needs no mortgage insurance, and lower LTVs generally price better.
      </p>
      <h3>Debt-to-income (DTI)</h3>
      <p>
        Your monthly debt payments, including the new mortgage payment with taxes and insurance, divided by your gross
        monthly income. Many loans look for about 43% to 45% or less.
      </p>
      <div className="guide-example">
        <p>
          <strong>Example.</strong> Your home is worth about {example.homeValue} and you would refinance{' '}
          {example.balance}, so your LTV is {example.ltvPercent}%. At an example rate of {percent(example.rate)} for 30
          years the payment is {example.payment}; with {example.taxesAndInsurance} of taxes and insurance, your housing
          payment is {example.housing}.
        </p>
        <ExampleTable
          caption={`Debt-to-income on ${example.grossIncome} gross monthly income`}
          columns={['Ratio', 'Monthly debts', 'Share of income']}
          rows={[
            ['Housing only', example.housing, `${example.housingRatio}%`],
            [`Housing and ${example.otherDebts} of other debts`, example.totalDebts, `${example.totalRatio}%`],
          ]}
        />
        <p>Both ratios sit comfortably inside common limits.</p>
      </div>

      <h2>Check your credit</h2>
      <ul>
        <li>
          Get your free reports from all three bureaus at AnnualCreditReport.com and dispute any errors; corrections can
          take a month or more.
        </li>
        <li>Pay card balances down; lower balances relative to limits usually help your score.</li>
        <li>Avoid opening new accounts or financing large purchases until after closing.</li>
        <li>Keep every mortgage payment on time; recent late payments weigh heavily.</li>
      </ul>

      <h2>Gather your documents</h2>
      <ul>
        <li>
          Pay stubs for the last 30 days and W-2s for the last two years, with {LOAN_FACTS.employmentHistoryYears} years
          of employment history.
        </li>
        <li>Two years of tax returns if you are self-employed, earn commission or own rental property.</li>
        <li>Two months of statements for every bank and investment account.</li>
        <li>Your latest mortgage statement, homeowners insurance declarations page and any HOA details.</li>
        <li>
          Explanations for any foreclosure, short sale, deed in lieu or bankruptcy; the application asks about the last{' '}
          {lookBack} years.
        </li>
      </ul>

      <h2>Get the home ready for the appraisal</h2>
      <p>
        Most refinances include an appraisal. Fix small, visible problems, keep a list of improvements you have made
        with their dates and costs, and make sure the appraiser can reach every room, the attic and the crawl space.
      </p>

      <h2>Plan your timing</h2>
      <p>
        Expect {LOAN_FACTS.closingDays} days from application to closing. Apply well before a deadline such as an ARM
        adjustment, and choose a lock period long enough to close. When you are ready, the{' '}
        <Link to="/steps">steps to refinance</Link> guide walks you through the process.
      </p>
    </GuideLayout>
  );
}
