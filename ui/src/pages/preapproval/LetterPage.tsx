import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormMessage } from 'ui/components/FormMessage.tsx';
import { openLetterInNewTab } from './letterFile.ts';
import { preapprovalQueries } from './preapprovalApi.ts';
import { letterDateTime, usDollars } from './letterFormat.ts';
import './preapproval.css';

/**
 * /letter, 'Pre-Approval: Approval Letters' (part 1 §2): each letter's property (which opens the letter in a new
 * tab), its date and time (YYYY-MM-DD HH:mm) and the approved amount in US dollars; 'No pre-approval letter
 * available' when there is none.
 */
export default function LetterPage() {
  const letters = useQuery(preapprovalQueries.letters());
  const [problem, setProblem] = useState('');
  return (
    <div className="container page letter-page">
      <h1>Pre-Approval: Approval Letters</h1>
      {letters.isPending ? <p role="status">Loading your letters…</p> : null}
      {letters.isError ? (
        <div className="message message--error" role="alert">
          <p>{letters.error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => void letters.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {letters.data?.length === 0 ? <p>No pre-approval letter available</p> : null}
      <FormMessage text={problem} tone="error" />
      {letters.data && letters.data.length > 0 ? (
        <div className="letter-table-wrap">
          <table className="letter-table">
            <caption className="visually-hidden">Your pre-approval letters</caption>
            <thead>
              <tr>
                <th scope="col">Property Address</th>
                <th scope="col">Date &amp; Time</th>
                <th scope="col">Approved Amount</th>
              </tr>
            </thead>
            <tbody>
              {letters.data.map((letter) => (
                <tr key={letter._id}>
                  <td>
                    <button
                      type="button"
                      className="link-button"
                      onClick={async () => setProblem((await openLetterInNewTab(letter._id)) ?? '')}
                    >
                      {letter.Address}
                      <span className="visually-hidden"> (opens the letter in a new tab)</span>
                    </button>
                  </td>
                  <td>
                    <time dateTime={letter.DateOn}>{letterDateTime(letter.DateOn)}</time>
                  </td>
                  <td>{usDollars(letter.LoanAmount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
