import { Link } from 'react-router-dom';
import { BlogPostLayout } from './BlogPostLayout.tsx';

/** /blog3: a look back at the mortgage trends of 2023, and what changed since. */
export default function MortgageTrends2023Page() {
  return (
    <BlogPostLayout path="/blog3">
      <p>
        2023 was one of the hardest years for home buyers in a generation. Rates reached levels not seen since 2000,
        sales fell to lows last seen in the mid-1990s, and yet prices barely budged. Looking back helps explain the
        market buyers face now, because many of the forces that shaped 2023 are still at work, while others have
        changed. This article first looks at what happened in 2023, then at what has happened since, through 2025.
      </p>

      <h2>2023: the trends that defined the year</h2>
      <p>
        <strong>Rates climbed toward 8%.</strong> The Federal Reserve raised its policy rate four more times in 2023,
        taking it to a range of 5.25% to 5.50% by July. Mortgage rates followed long-term bond yields higher. Freddie
        Mac’s weekly average for a 30-year fixed loan started the year near 6.5%, peaked at 7.79% in late October, and
        eased to about 6.6% by December as inflation cooled. In 2021 the same loan had cost around 3% or less.
      </p>
      <p>
        <strong>The lock-in effect.</strong> Most homeowners with a mortgage had locked in a rate far below 2023’s rates
        during the refinancing boom of 2020 and 2021. Selling would have meant giving up a 3% loan for a 7% one, so many
        stayed put. Fewer listings meant fewer sales: the National Association of Realtors counted about 4.09 million
        existing-home sales in 2023, the fewest since 1995.
      </p>
      <p>
        <strong>Prices held up anyway.</strong> With so few homes for sale, buyers who could afford to buy still
        competed for them. The national median existing-home price for the year set a record, near $390,000, even as
        monthly payments on a typical home were far higher than two years before.
      </p>
      <p>
        <strong>New homes filled the gap.</strong> Builders, who are not locked in the way homeowners are, took a larger
        share of sales than usual. Many paid to buy down their buyers’ mortgage rates, a perk that resale sellers rarely
        matched.
      </p>
      <p>
        <strong>Refinancing nearly stopped.</strong> With market rates above almost everyone’s existing rate, lenders
        shifted almost entirely to purchase loans, and adjustable-rate mortgages won back some interest from buyers
        looking for a lower starting payment.
      </p>

      <h2>What changed since</h2>
      <p>
        <strong>The Fed turned, but mortgage rates did not fall far.</strong> The Federal Reserve began cutting in
        September 2024 with half a point, followed by quarter-point cuts in November and December 2024, and it cut again
        in the autumn of 2025. Mortgage rates, though, track long-term bond yields rather than the Fed’s short-term
        rate. The 30-year average dipped to about 6.1% in September 2024, climbed back above 7% in January 2025, and
        spent most of the period between 6% and 7%, easing toward the low 6% range by the autumn of 2025. Lower than the
        2023 peak, but nowhere near the rates of 2021.
      </p>
      <p>
        <strong>Sales stayed low.</strong> Existing-home sales were about 4.06 million in 2024, even fewer than in 2023,
        and 2025 brought little change. The lock-in effect is fading slowly as people move for jobs, family and space
        regardless of rates, and as the share of owners with pandemic-era rates shrinks.
      </p>
      <p>
        <strong>More homes for sale, and regional splits.</strong> Inventory rose in 2024 and 2025 from its very low
        base. National price growth slowed, and in parts of the South and West, including many Florida and Texas markets
        where building was strong, prices flattened or slipped and buyers regained room to negotiate.
      </p>
      <p>
        <strong>Insurance and taxes became the story.</strong> For many owners the fastest-rising part of the monthly
        payment is no longer the loan but homeowner’s insurance, especially in coastal and storm-exposed states.
        Budgeting for escrow, not just principal and interest, matters more than it did in 2023.
      </p>
      <p>
        <strong>Commissions changed.</strong> After a national settlement, new rules took effect in August 2024: buyers
        now sign a written agreement with their agent before touring homes, and offers of pay to buyers’ agents no
        longer appear on listing services. Buyers should discuss how their agent will be paid from the start.
      </p>
      <p>
        <strong>Credit scoring began to shift.</strong> In 2025 the Federal Housing Finance Agency said lenders may use
        VantageScore 4.0, not only the classic FICO score, for loans sold to Fannie Mae and Freddie Mac. The details are
        still being put into practice, and for now most borrowers will see little difference.
      </p>

      <h2>What it means if you are buying or refinancing</h2>
      <ul>
        <li>
          Waiting for 3% rates to return has not paid off; plan around the rate you can get and the payment you can
          carry.
        </li>
        <li>
          More listings mean more room to ask sellers for repairs or closing-cost help, including a paid rate buydown.
        </li>
        <li>
          If you bought in 2023 at 7% or more, a refinance may already make sense; compare the savings with the closing
          costs.
        </li>
        <li>Get an insurance quote early, before you make an offer.</li>
      </ul>
      <p>
        Markets change week to week, so treat any forecast with care, including ours. For figures you can act on, see
        today’s <Link to="/mortgagerates">Mortgage Rates</Link> or <Link to="/preapprove">get pre-approved</Link>.
      </p>
      <p className="blog-post__sources">
        Sources: Freddie Mac Primary Mortgage Market Survey (weekly average 30-year fixed rate); National Association of
        Realtors (existing-home sales and median prices); Federal Reserve (policy rate decisions); Federal Housing
        Finance Agency. This look back covers events through 2025.
      </p>
    </BlogPostLayout>
  );
}
