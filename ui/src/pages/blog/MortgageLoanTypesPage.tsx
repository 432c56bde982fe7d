import { Link } from 'react-router-dom';
import { LOAN_FACTS, wholeDollars } from 'ui/content/lendingFacts.ts';
import { BlogPostLayout } from './BlogPostLayout.tsx';
import { StartPreapprovalLink } from 'ui/popups/StartPreapprovalLink.tsx';

const F = LOAN_FACTS;

/** /blog1: the main types of mortgage loans. */
export default function MortgageLoanTypesPage() {
  return (
    <BlogPostLayout path="/blog1">
      <p>
        Shopping for a mortgage means choosing between loans with similar-sounding names and very different rules. The
        good news is that almost every home loan in the US is a combination of two choices: how the interest rate
        behaves, and who stands behind the loan. Once you see those two choices, the alphabet soup of FHA, VA, USDA and
        jumbo becomes much easier to read.
      </p>

      <h2>First choice: a fixed rate or an adjustable rate</h2>
      <p>
        A <strong>fixed-rate mortgage</strong> keeps the same interest rate for the whole loan, so the principal and
        interest payment never changes. Terms of 15, 20 and 30 years are common. The{' '}
        <Link to="/thirty">30-year fixed</Link> is the most popular loan in the country because it has the lowest
        payment of the fixed terms; a 15-year loan costs more each month but usually carries a lower rate and far less
        interest in total.
      </p>
      <p>
        An <strong>adjustable-rate mortgage (ARM)</strong> starts with a fixed rate for a set period, typically 5, 7 or
        10 years, and then adjusts at regular intervals. Most ARMs today are written as 5/6, 7/6 or 10/6: fixed for that
        many years, then adjusting every six months. The new rate is an index, usually the Secured Overnight Financing
        Rate (SOFR), plus a fixed margin, and caps limit how far it can move at each adjustment and over the life of the
        loan. ARMs often start lower than fixed rates, which suits buyers who expect to sell or refinance before the
        fixed period ends. The risk is that the payment can rise if rates are higher when it adjusts.
      </p>

      <h2>Second choice: who backs the loan</h2>
      <p>
        <Link to="/conventional">Conventional loans</Link> are not insured by any government agency. Most follow the
        guidelines of Fannie Mae and Freddie Mac, which buy them from lenders, and are called conforming loans. They
        generally ask for a credit score of at least 620 and a down payment from 3% to 5% for many buyers. Put down less
        than 20% and you pay private mortgage insurance (PMI) while the loan is above {F.maxLtvWithoutPmiPercent}% of
        the home’s value, but unlike government mortgage insurance, PMI can be removed once you build enough equity.
      </p>
      <p>
        <Link to="/fha">FHA loans</Link> are insured by the Federal Housing Administration. They allow a down payment of{' '}
        {F.fhaMinDownPaymentPercent}% with a credit score of 580 or higher and are more forgiving of past credit
        problems and higher debts. The trade-off is mortgage insurance: an upfront premium, usually financed, and an
        annual premium paid monthly, which lasts for the life of the loan when the down payment is under 10%.
      </p>
      <p>
        <Link to="/va">VA loans</Link>, guaranteed by the Department of Veterans Affairs, are for eligible veterans,
        service members and some surviving spouses. Most borrowers put nothing down and pay no monthly mortgage
        insurance; instead there is a one-time funding fee of {F.vaFundingFeePercentRange[0]}% to{' '}
        {F.vaFundingFeePercentRange[1]}%, which veterans receiving disability compensation do not pay.
      </p>
      <p>
        <Link to="/usda">USDA loans</Link> from the Department of Agriculture’s guaranteed programme offer 100%
        financing for homes in eligible rural and suburban areas, for households within the area’s income limit. The map
        of eligible areas is wider than most people expect.
      </p>

      <h2>Bigger loans: jumbo</h2>
      <p>
        Fannie Mae and Freddie Mac can only buy loans up to the conforming loan limit (
        {wholeDollars(F.conformingLoanLimit)} for a one-unit home in 2026; the Federal Housing Finance Agency reviews
        the limit every year and sets it higher in high-cost counties). Anything above it is a{' '}
        <Link to="/jumbo">jumbo loan</Link>. Jumbo lenders usually want higher credit scores, bigger down payments and
        several months of payments in reserve, but rates for strong borrowers are often close to conforming rates.
      </p>

      <h2>Loans for particular situations</h2>
      <ul>
        <li>
          <Link to="/renovation">Renovation loans</Link> fold the cost of repairs or a remodel into the purchase or
          refinance, based on what the home will be worth when the work is done.
        </li>
        <li>
          <Link to="/reverse">Reverse mortgages</Link> let homeowners {F.reverseMortgageMinAge} and older draw on their
          equity with no monthly mortgage payment; the loan is repaid when the home is sold.
        </li>
        <li>
          <Link to="/nonqm">Non-QM loans</Link> serve self-employed borrowers, investors and others whose income does
          not fit standard paperwork, using bank statements, assets or rental income instead. Expect higher rates in
          return for the flexibility.
        </li>
      </ul>

      <h2>How to narrow it down</h2>
      <p>Four questions point most buyers to the right loan:</p>
      <ul>
        <li>
          <strong>Have you served in the military?</strong> If so, start with a VA loan; it is hard to beat.
        </li>
        <li>
          <strong>How much can you put down, and what is your credit score?</strong> A small down payment and a score
          under about 680 often favour FHA; a stronger score favours conventional, even with 5% down.
        </li>
        <li>
          <strong>Where is the home?</strong> Outside big cities, check USDA eligibility. In expensive markets, check
          whether you need a jumbo loan.
        </li>
        <li>
          <strong>How long will you keep it?</strong> If you plan to stay for many years, a fixed rate gives certainty.
          If you expect to move within the ARM’s fixed period, an ARM may save money.
        </li>
      </ul>
      <p>
        The fastest way to see your real options is a pre-approval: it looks at your actual income, debts and credit and
        shows which programmes you qualify for and at what price. A loan officer can then compare two or three of them
        side by side, with the rate, payment and closing costs of each, before you commit.
      </p>
      <p>
        <StartPreapprovalLink className="button">Get Pre-Approved</StartPreapprovalLink>
      </p>
    </BlogPostLayout>
  );
}
