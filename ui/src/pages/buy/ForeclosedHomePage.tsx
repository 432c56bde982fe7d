import { Link } from 'react-router-dom';
import { LOAN_FACTS } from 'ui/content/lendingFacts.ts';
import { ExampleTable } from '../guides/ExampleTable.tsx';
import { GuideLayout } from '../guides/GuideLayout.tsx';
import { foreclosedExample as example } from '../guides/guideExamples.ts';
import { BUY_GUIDES, toolLinks } from '../guides/guideLinks.ts';
import { percent } from '../guides/money.ts';
import { PaymentCalculatorPanel } from '../guides/PaymentCalculatorPanel.tsx';

/** /foreclosed: how foreclosed homes are sold, how to finance one, and a worked repair-budget example. */
export default function ForeclosedHomePage() {
  return (
    <GuideLayout
      section="Buy a Home"
      title="Buying a Foreclosed Home"
      intro={
        <p>
          Foreclosed homes can sell below comparable homes nearby, but they are sold as-is, often after sitting empty,
          and the buying process has its own rules. Here is how these sales work and how to finance one without
          surprises.
        </p>
      }
      panel={<PaymentCalculatorPanel {...example.calculator} />}
      guides={BUY_GUIDES}
      more={toolLinks('/renovation', '/fha', '/conventional', '/mortgagecalculator')}
    >
      <h2>Three ways foreclosed homes are sold</h2>
      <ul>
        <li>
          <strong>Pre-foreclosure or short sale.</strong> The owner is behind on payments and sells before the
          foreclosure is final, sometimes for less than the loan balance with the lender's consent. Lender approval can
          take weeks or months.
        </li>
        <li>
          <strong>Foreclosure auction.</strong> The home is sold at a public auction, usually for cash or certified
          funds paid at once or within days, often without an inside look. Auctions are generally not a fit for buyers
          who need a mortgage.
        </li>
        <li>
          <strong>Bank-owned (REO).</strong> Homes that do not sell at auction are owned by the lender or a government
          agency, such as HUD for FHA loans, and listed through real estate agents. This is where most buyers with a
          mortgage find foreclosed homes.
        </li>
      </ul>

      <h2>Financing a bank-owned home</h2>
      <p>
        A bank-owned home can be bought with an ordinary mortgage: conventional, FHA from{' '}
        {LOAN_FACTS.fhaMinDownPaymentPercent}% down, VA or USDA. The catch is condition. The appraiser must confirm the
        home is safe, sound and secure, and FHA, VA and USDA loans have minimum property standards; a home with a broken
        furnace, a damaged roof or missing plumbing may not qualify until it is repaired. When the home needs work, a{' '}
        <Link to="/renovation">renovation loan</Link> finances the purchase and the repairs together, based on the value
        after the work is done.
      </p>

      <h2>A worked example: paying for repairs</h2>
      <p>
        A bank-owned home is listed at {example.price}, and contractors estimate {example.repairs} of repairs. You put{' '}
        {example.downPercent}% down, and the example rate is {percent(example.rate)} for 30 years.
      </p>
      <ExampleTable
        caption={`${example.price} home needing ${example.repairs} of repairs`}
        columns={['Item', 'Repairs from savings', 'Renovation loan']}
        rows={[
          ['Amount financed', example.plain.loan, example.renovation.loan],
          ['Monthly payment', example.plain.payment, example.renovation.payment],
          ['Cash needed (before closing costs)', example.plain.cash, example.renovation.cash],
        ]}
      />
      <p>
        Financing the repairs adds to the monthly payment but halves the cash you need and leaves your savings for the
        surprises old houses bring. In either case, keep a contingency of 10% to 20% of the repair estimate, here{' '}
        {example.contingencyLow} to {example.contingencyHigh}. A renovation loan needs contractor bids and an appraisal
        of the value after the work, so allow extra time before closing.
      </p>

      <h2>Steps to buying a foreclosed home</h2>
      <ol>
        <li>Get pre-approved so your offer can compete with cash buyers.</li>
        <li>Work with an agent who knows bank-owned sales and the seller's own addenda and deadlines.</li>
        <li>Make an offer with an inspection period; banks rarely make repairs, but you can still walk away.</li>
        <li>
          Inspect thoroughly: roof, foundation, plumbing, electrical, heating and signs of water damage or mold in a
          home that has stood empty.
        </li>
        <li>Buy owner's title insurance; foreclosures can leave unpaid liens or tax bills.</li>
        <li>Close, usually in {LOAN_FACTS.closingDays} days, longer with a renovation loan.</li>
      </ol>

      <h2>Pitfalls to avoid</h2>
      <ul>
        <li>Assuming a foreclosure is a bargain without comparing recent sales of similar homes nearby.</li>
        <li>Bidding at auction without seeing the title report or the inside of the home.</li>
        <li>Missing the bank's deadlines, which can carry daily penalties for a late closing.</li>
        <li>Forgetting that utilities may be off, making a full inspection impossible until they are restored.</li>
      </ul>
    </GuideLayout>
  );
}
