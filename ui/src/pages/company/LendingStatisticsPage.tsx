import { Link } from 'react-router-dom';
import { LENDER } from 'common';
import { LOAN_FACTS, MARKETING_FIGURES } from 'ui/content/lendingFacts.ts';
import { LOANS_BY_PROGRAM, LOANS_BY_PURPOSE, LOANS_BY_STATE } from './lendingStatistics.ts';
import { StatisticsTable } from './StatisticsTable.tsx';
import '../legal/legal.css';
import './company.css';

/** /stats: the company's lending figures and last year's loans by program, purpose and state. */
export default function LendingStatisticsPage() {
  return (
    <div className="container page stats-page">
      <h1>Lending Statistics</h1>
      <p className="stats-page__intro">
        A look at {LENDER.name} in numbers. These are our own company figures for loans we closed, not market-wide data.
      </p>
      <h2>At a glance</h2>
      <ul className="stats-figures">
        {MARKETING_FIGURES.map((figure) => (
          <li key={figure.label}>
            <span>{figure.label}</span>
            <strong>{figure.value}</strong>
          </li>
        ))}
        <li>
          <span>Average days to close a purchase</span>
          <strong>{LOAN_FACTS.averagePurchaseCloseDays}</strong>
        </li>
      </ul>
      <div className="stats-page__tables">
        <h2>Loans closed last year by program</h2>
        <StatisticsTable caption="Company figures: loans by program" rowHeader="Program" rows={LOANS_BY_PROGRAM} />
        <h2>By purpose</h2>
        <StatisticsTable caption="Company figures: loans by purpose" rowHeader="Purpose" rows={LOANS_BY_PURPOSE} />
        <h2>By state</h2>
        <StatisticsTable caption="Company figures: loans by property state" rowHeader="State" rows={LOANS_BY_STATE} />
      </div>
      <p className="stats-page__note">
        Company figures for loans {LENDER.name} closed in the last calendar year, from our loan records; they are not
        audited. Average loan is the mean amount borrowed at closing. Read about each program on its page, for example{' '}
        <Link to="/fha">FHA loans</Link> or <Link to="/va">VA loans</Link>, or see{' '}
        <Link to="/mortgagerates">today&apos;s rates</Link>.
      </p>
    </div>
  );
}
