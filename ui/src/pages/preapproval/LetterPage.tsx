import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from 'ui/components/DataTable.tsx';
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
        <DataTable
          caption="Your pre-approval letters"
          rows={letters.data}
          rowKey={(letter) => letter._id}
          columns={[
            {
              header: 'Property Address',
              primary: true,
              long: true,
              cell: (letter) => (
                <button
                  type="button"
                  className="link-button"
                  onClick={async () => setProblem((await openLetterInNewTab(letter._id)) ?? '')}
                >
                  {letter.Address}
                  <span className="visually-hidden"> (opens the letter in a new tab)</span>
                </button>
              ),
            },
            {
              header: 'Date & Time',
              cell: (letter) => <time dateTime={letter.DateOn}>{letterDateTime(letter.DateOn)}</time>,
            },
            { header: 'Approved Amount', cell: (letter) => usDollars(letter.LoanAmount) },
          ]}
        />
      ) : null}
    </div>
  );
}
