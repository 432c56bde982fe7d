import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { LENDER } from 'common';
import { usePopups } from 'ui/popups/usePopups.ts';
import { isoDate, ratesDate, ratesDateOf } from './rateFormat.ts';
import { rateQueries } from './rateQueries.ts';
import { RateTable } from './RateTable.tsx';
import './rates.css';

/**
 * /mortgagerates: today's estimated Purchase and Refinance rates (part 2 §2.9). Get Started starts pre-approval:
 * with saved progress it asks whether to continue (Confirm resumes it, Cancel forgets it and opens the zip question).
 */
export default function MortgageRatesPage() {
  const rates = useQuery(rateQueries.mortgageRates());
  const { startPreapproval } = usePopups();
  const getStarted = () => void startPreapproval('confirmCancel');
  const today = new Date();
  const effectiveDate = rates.data?.[0]?.effectiveDate;

  return (
    <div className="container page rates-page">
      <h1>Mortgage Rates</h1>
      <p className="rates-page__date">
        Estimated rates for <time dateTime={isoDate(today)}>{ratesDate(today)}</time>
      </p>
      <p className="rates-page__intro">
        Compare today&apos;s estimated rates for buying a home or refinancing the one you have. Your own rate depends on
        your credit, down payment, loan amount and property; a loan officer can give you an exact quote.
      </p>
      {rates.isPending ? <p role="status">Loading today&apos;s rates…</p> : null}
      {rates.isError ? (
        <p className="message message--error" role="alert">
          {rates.error.message}
        </p>
      ) : null}
      {rates.data ? (
        <>
          <div className="rates-page__tables">
            <RateTable title="Purchase" type="purchase" rates={rates.data} onGetStarted={getStarted} />
            <RateTable title="Refinance" type="refinance" rates={rates.data} onGetStarted={getStarted} />
          </div>
          {effectiveDate ? (
            <p className="rates-page__updated">
              Rates last set on <time dateTime={effectiveDate}>{ratesDateOf(effectiveDate)}</time>.
            </p>
          ) : null}
        </>
      ) : null}
      <section className="rates-page__notes" aria-labelledby="rates-notes-heading">
        <h2 id="rates-notes-heading">How these rates are estimated</h2>
        <ul>
          <li>
            Rates assume a $350,000 loan on a single-family primary residence, a credit score of 740 or higher, a 20%
            down payment (3.5% for FHA), no discount points and a 30-day rate lock.
          </li>
          <li>
            The APR (annual percentage rate) adds estimated lender charges and, for FHA loans, mortgage insurance to the
            interest rate, so it shows the yearly cost of the loan and lets you compare offers.
          </li>
          <li>
            Rates change with the market and are not a commitment to lend. Your rate is set when you lock it after
            applying, and every loan is subject to credit and property approval.
          </li>
          <li>
            Questions? Call <a href={LENDER.supportPhoneHref}>{LENDER.supportPhone}</a> ({LENDER.hours}) or{' '}
            <Link to="/findlo">find a loan officer</Link> near you.
          </li>
        </ul>
      </section>
    </div>
  );
}
