import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { LENDER } from 'common';
import { ExternalLink } from '../legal/ExternalLink.tsx';
import { ALL_STATES, groupOfficers, officersIn, stateOptions } from './officerGroups.ts';
import { officerQueries } from 'ui/api/officerQueries.ts';
import { OfficerCard } from './OfficerCard.tsx';
import './officers.css';

/**
 * /findlo: every loan officer, filtered by a licensed state (part 2 §4.7). The filter applies when Search is
 * pressed; the heading names the state shown.
 */
export default function FindLoanOfficerPage() {
  const licenses = useQuery(officerQueries.licenses());
  const [chosen, setChosen] = useState(ALL_STATES);
  const [searched, setSearched] = useState(ALL_STATES);
  const selectId = useId();
  const rows = licenses.data;
  const options = useMemo(() => stateOptions(rows ?? []), [rows]);
  const groups = useMemo(() => groupOfficers(rows ?? []), [rows]);
  const shown = officersIn(groups, searched);
  const stateName = options.find((option) => option.id === searched)?.value ?? 'All States';

  return (
    <div className="container page officers-page">
      <h1>Find a Loan Officer</h1>
      <p className="officers-page__intro">
        Every {LENDER.name} loan officer is licensed in the states listed on their card. Choose the state where your
        home is to see the officers who can help you there. You can check any officer&apos;s license on{' '}
        <ExternalLink href="https://www.nmlsconsumeraccess.org/">NMLS Consumer Access</ExternalLink>.
      </p>
      <form
        className="officers-page__filter"
        role="search"
        aria-label="Loan officers by state"
        onSubmit={(event) => {
          event.preventDefault();
          setSearched(chosen);
        }}
      >
        <div className="field">
          <label htmlFor={selectId}>State</label>
          <select id={selectId} value={chosen} onChange={(event) => setChosen(event.target.value)}>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.value}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          Search
        </button>
      </form>
      {licenses.isPending ? <p role="status">Loading loan officers…</p> : null}
      {licenses.isError ? (
        <p className="message message--error" role="alert">
          {licenses.error.message}
        </p>
      ) : null}
      {rows ? (
        <section aria-labelledby="officers-heading">
          <h2 id="officers-heading">Showing Loan Officers for {stateName}</h2>
          <p role="status" className="officers-page__count">
            {shown.length === 1 ? '1 loan officer' : `${shown.length} loan officers`}
          </p>
          {shown.length > 0 ? (
            <ul className="officer-list">
              {shown.map((officer) => (
                <OfficerCard key={officer.email} officer={officer} />
              ))}
            </ul>
          ) : (
            <p className="officers-page__empty">No matching results found</p>
          )}
        </section>
      ) : null}
    </div>
  );
}
