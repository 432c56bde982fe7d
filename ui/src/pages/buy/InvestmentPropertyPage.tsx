import { Link } from 'react-router-dom';
import { LOAN_FACTS } from 'ui/content/lendingFacts.ts';
import { ExampleTable } from '../guides/ExampleTable.tsx';
import { GuideLayout } from '../guides/GuideLayout.tsx';
import { investmentExample as example } from '../guides/guideExamples.ts';
import { BUY_GUIDES, toolLinks } from '../guides/guideLinks.ts';
import { percent } from '../guides/money.ts';
import { PaymentCalculatorPanel } from '../guides/PaymentCalculatorPanel.tsx';

/** /residential: financing a rental or investment property, with a worked debt-service coverage example. */
export default function InvestmentPropertyPage() {
  const { investment } = LOAN_FACTS;
  const [withoutDscr, withDscr] = example.options;
  return (
    <GuideLayout
      section="Buy a Home"
      title="Investment Property"
      intro={
        <p>
          A rental home can build wealth through rent and appreciation, but lenders see more risk in a home you will not
          live in. Expect a larger down payment, a somewhat higher rate and closer attention to the numbers. This guide
          shows how lenders size an investment loan and how to check that a property pays for itself.
        </p>
      }
      panel={<PaymentCalculatorPanel {...example.calculator} />}
      guides={BUY_GUIDES}
      more={toolLinks('/mortgagecalculator', '/nonqm', '/conventional', '/mortgagerates')}
    >
      <h2>How investment loans differ</h2>
      <ul>
        <li>
          <strong>Down payment.</strong> Government-backed loans (FHA, VA, USDA) are for homes you live in, so a rental
          is financed with a conventional or non-QM loan. Plan on 15% to 25% down or more.
        </li>
        <li>
          <strong>Rate.</strong> Investment loans are priced higher than loans on a primary home, often by half a point
          or more.
        </li>
        <li>
          <strong>Reserves.</strong> Lenders usually want several months of payments in the bank for each financed
          property you own.
        </li>
        <li>
          <strong>Occupancy is a legal statement.</strong> Calling a rental a primary residence to get a better rate is
          mortgage fraud. Tell your lender how you will use the property.
        </li>
      </ul>

      <h2>Our investment-property programs</h2>
      <p>Our investment loans start at a credit score of {investment.minFico}. There are two ways to qualify:</p>
      <ul>
        <li>
          <strong>On your income.</strong> You document income as for any mortgage, and we lend up to{' '}
          {investment.maxLtvWithoutDscrPercent}% of the property's value. With a signed lease, usually 75% of the rent
          counts as income, leaving the rest for vacancies and upkeep.
        </li>
        <li>
          <strong>On the property's cash flow (DSCR).</strong> The debt-service coverage ratio is the monthly rent
          divided by the monthly payment including taxes, insurance and any HOA dues. When the property covers its own
          payment, we lend up to {investment.maxLtvWithDscrPercent}% of its value without using your personal income.
        </li>
      </ul>
      <p>
        Investors who need a larger loan or more flexible documentation can look at our{' '}
        <Link to="/nonqm">non-QM loans</Link>.
      </p>

      <h2>A worked example: does the rent cover the payment?</h2>
      <p>
        A single-family rental costs {example.price} and should rent for {example.rent} a month. Property taxes and
        insurance come to {example.taxesAndInsurance} a month. The example rate is {percent(example.rate)} for 30 years.
      </p>
      <ExampleTable
        caption={`${example.price} rental, ${example.rent} monthly rent`}
        columns={['Item', `${withoutDscr.downPercent}% down`, `${withDscr.downPercent}% down`]}
        rows={[
          ['Loan', withoutDscr.loan, withDscr.loan],
          ['Principal and interest', withoutDscr.payment, withDscr.payment],
          ['With taxes and insurance', withoutDscr.housing, withDscr.housing],
          ['Debt-service coverage', withoutDscr.dscr, withDscr.dscr],
        ]}
      />
      <p>
        Both versions cover their payment: a ratio above 1.00 means the rent is larger than the payment. Qualifying on
        your income instead, a lender would count about {example.countedRent} of the {example.rent} rent. Remember that
        the ratio ignores repairs, vacancies and management, so a property that only just covers its payment can still
        cost you money in a bad year.
      </p>

      <h2>Steps to buying a rental</h2>
      <ol>
        <li>Decide on the market, the type of property and the rent you can realistically expect.</li>
        <li>Get pre-approved, telling us the home will be an investment property.</li>
        <li>Run each property's numbers: rent, payment, taxes, insurance, repairs, vacancy and management.</li>
        <li>Make an offer with an inspection contingency and, for a rented home, ask for the current leases.</li>
        <li>
          The appraiser may complete a rent survey; the loan then closes as usual, in about {LOAN_FACTS.closingDays}{' '}
          days.
        </li>
      </ol>

      <h2>Pitfalls to avoid</h2>
      <ul>
        <li>Paying a price that only works if rents rise.</li>
        <li>Forgetting landlord insurance, which costs more than a homeowner's policy.</li>
        <li>Skipping local rules on rentals, short-term rentals and permits.</li>
        <li>Leaving no cash for the first major repair.</li>
      </ul>
    </GuideLayout>
  );
}
