import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useParams } from 'react-router-dom';
import { dollars, type StaffPreapprovalReply } from 'common';
import { openLetterInNewTab } from 'ui/pages/preapproval/letterFile.ts';
import { shortDate, staffQueries, staffToken } from './staffApi.ts';
import { StaffLayout } from './StaffLayout.tsx';

/** Label and value pairs as a description list. */
function Answers({ rows }: { rows: readonly { label: string; value: string }[] }) {
  return (
    <dl className="staff-facts">
      {rows.map((row, index) => (
        <Fragment key={`${row.label}-${index}`}>
          <dt>{row.label}</dt>
          <dd>{row.value || 'Not answered'}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function Preapproval({ preapproval }: { preapproval: StaffPreapprovalReply }) {
  const [problem, setProblem] = useState('');
  return (
    <>
      <section className="staff-card" aria-labelledby="preapproval-summary">
        <h2 id="preapproval-summary">Pre-approval {preapproval.refNumber}</h2>
        <Answers
          rows={[
            { label: 'Borrower', value: `${preapproval.borrower} (${preapproval.borrowerEmail})` },
            { label: 'Status', value: `${preapproval.statusText}, ${shortDate(preapproval.updatedAt)}` },
            { label: 'Amount', value: preapproval.amount === null ? '' : dollars(preapproval.amount) },
            { label: 'Loan officer', value: preapproval.officer ?? 'None chosen' },
          ]}
        />
        {problem ? (
          <p className="message message--error" role="alert">
            {problem}
          </p>
        ) : null}
        {preapproval.letterReady ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={async () => setProblem((await openLetterInNewTab(preapproval.id, staffToken())) ?? '')}
          >
            Open letter<span className="visually-hidden"> (opens in a new tab)</span>
          </button>
        ) : null}
      </section>
      <section className="staff-card" aria-labelledby="preapproval-figures">
        <h2 id="preapproval-figures">How the amount was found</h2>
        {preapproval.figures ? (
          <Answers rows={preapproval.figures} />
        ) : (
          <p>The borrower has not finished the wizard yet; the amount is found when they submit it.</p>
        )}
      </section>
      {preapproval.sections.map((section, index) => (
        <section key={`${section.title}-${index}`} className="staff-card" aria-labelledby={`preapproval-step-${index}`}>
          <h2 id={`preapproval-step-${index}`}>{section.title}</h2>
          <Answers rows={section.answers} />
        </section>
      ))}
    </>
  );
}

function LoadedPreapproval({ id }: { id: number }) {
  const preapproval = useQuery(staffQueries.preapproval(id));
  if (preapproval.isPending) return <p role="status">Loading the pre-approval…</p>;
  if (preapproval.isError) {
    return (
      <p className="message message--error" role="alert">
        {preapproval.error.message}
      </p>
    );
  }
  return <Preapproval preapproval={preapproval.data} />;
}

/**
 * A pre-approval as its officer (or compliance, an admin) reads it (GET /api/staff/preapprovals/:id): who and where
 * it stands, the figures the amount rule used and found, each step's answers as the wizard asked them (personal
 * values masked) and the letter.
 */
export default function StaffPreapprovalPage() {
  const { id } = useParams();
  const preapprovalId = Number(id);
  return (
    <StaffLayout title="Pre-approval">
      {() =>
        Number.isSafeInteger(preapprovalId) && preapprovalId > 0 ? (
          <LoadedPreapproval id={preapprovalId} />
        ) : (
          <p className="message message--error" role="alert">
            Not found.
          </p>
        )
      }
    </StaffLayout>
  );
}
