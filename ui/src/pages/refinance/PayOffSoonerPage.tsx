import { Link } from 'react-router-dom';
import { ExampleTable } from '../guides/ExampleTable.tsx';
import { GuideLayout } from '../guides/GuideLayout.tsx';
import { payOffExample as example } from '../guides/guideExamples.ts';
import { REFINANCE_GUIDES, toolLinks } from '../guides/guideLinks.ts';
import { percent } from '../guides/money.ts';

/** /payoff: shorter terms and extra payments, with a worked 30-, 20- and 15-year comparison. */
export default function PayOffSoonerPage() {
  const [thirty, fifteenSameRate, twenty, fifteen] = example.terms;
  return (
    <GuideLayout
      section="Refinance"
      title="Pay Off Your Loan Sooner"
      intro={
        <p>
          Owning your home outright years early can save you tens of thousands of dollars in interest. You can get there
          by refinancing into a shorter term or by paying extra on the loan you have. Here is how the two compare.
        </p>
      }
      guides={REFINANCE_GUIDES}
      more={toolLinks('/extrapayment', '/refinancecalculator', '/mortgagecalculator', '/thirty')}
    >
      <h2>Why a shorter term saves so much</h2>
      <p>
        Early in a loan most of each payment is interest. A shorter term repays principal faster, so interest is charged
        on a smaller balance for fewer years. Lenders also usually price 15-year loans at lower rates than 30-year
        loans, which adds to the saving.
      </p>

      <h2>A worked example: {example.loan} over 30, 20 and 15 years</h2>
      <p>
        {example.loan} at {percent(thirty.rate)} for 30 years is {thirty.payment} a month; at 15 years it is{' '}
        {fifteenSameRate.payment}. The shorter loan costs more each month but cuts the interest from {thirty.interest}{' '}
        to {fifteenSameRate.interest}. With the lower rates shorter terms usually carry, the difference grows:
      </p>
      <ExampleTable
        caption={`${example.loan} at example rates by term`}
        columns={['Term', 'Rate', 'Monthly payment', 'Total interest']}
        rows={[thirty, twenty, fifteen].map((term) => [
          `${term.years} years`,
          percent(term.rate),
          term.payment,
          term.interest,
        ])}
      />
      <p>A 20-year loan is a middle road: a smaller jump in the payment, and still a large cut in interest.</p>

      <h2>Refinancing or paying extra?</h2>
      <h3>Refinance into a shorter term when</h3>
      <ul>
        <li>today's rate for the shorter term is lower than the rate you have now;</li>
        <li>you want the discipline of a required payment;</li>
        <li>you will keep the loan long enough to earn back the closing costs.</li>
      </ul>
      <h3>Pay extra on your current loan when</h3>
      <ul>
        <li>your current rate is already low;</li>
        <li>you want the freedom to pay the lower required amount in a tight month;</li>
        <li>you want to avoid closing costs altogether.</li>
      </ul>
      <p>
        Extra principal can be a fixed amount each month, one extra payment a year, or half-payments every two weeks if
        your servicer offers it. See how much time and interest an extra payment saves with the{' '}
        <Link to="/extrapayment">extra payment calculator</Link>.
      </p>

      <h2>Before you commit</h2>
      <ul>
        <li>
          <strong>Can you afford the higher payment</strong> in a bad year? Lenders qualify you at the new payment, and
          so should your budget.
        </li>
        <li>
          <strong>Emergency savings and retirement first.</strong> Money paid into your home is hard to get back out
          without borrowing.
        </li>
        <li>
          <strong>Higher-interest debt first.</strong> Paying off a card at over 20% saves more than prepaying a
          mortgage.
        </li>
        <li>
          <strong>Check your note for a prepayment penalty.</strong> Most home loans today have none, but some older or
          non-QM loans do.
        </li>
      </ul>

      <h2>Steps</h2>
      <ol>
        <li>Compare the payment for 15, 20 and 30 years with the one you pay today.</li>
        <li>Request a Loan Estimate for the shorter term and compare its rate and closing costs.</li>
        <li>Weigh the closing costs against the interest you will save in the years you expect to keep the loan.</li>
        <li>If you keep your loan instead, tell your servicer that extra payments go to principal.</li>
      </ol>
    </GuideLayout>
  );
}
