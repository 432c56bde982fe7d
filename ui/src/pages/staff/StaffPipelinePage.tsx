import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { dollars } from 'engine';
import { openLetterInNewTab } from 'ui/pages/preapproval/letterFile.ts';
import { shortDate, staffData, staffQueries, staffToken } from './staffApi.ts';
import { StaffLayout } from './StaffLayout.tsx';

function Pipeline() {
  const pipeline = useQuery(staffQueries.pipeline());
  if (pipeline.isPending) return <p role="status">Loading the pipeline…</p>;
  if (pipeline.isError) {
    return (
      <p className="message message--error" role="alert">
        {pipeline.error.message}
      </p>
    );
  }
  if (pipeline.data.length === 0) return <p>No loans in your pipeline yet.</p>;
  return (
    <div className="staff-table-wrap">
      <table className="staff-table">
        <caption className="visually-hidden">Loans in your pipeline</caption>
        <thead>
          <tr>
            <th scope="col">Loan</th>
            <th scope="col">Borrower</th>
            <th scope="col">Milestone</th>
            <th scope="col">Last activity</th>
            <th scope="col">Open requests</th>
          </tr>
        </thead>
        <tbody>
          {pipeline.data.map((loan) => (
            <tr key={loan.id}>
              <td>
                <Link to={`/staff/loans/${loan.id}`}>{loan.loanNumber}</Link>
              </td>
              <td>
                {loan.borrower}
                <br />
                <span className="staff-hint">{loan.borrowerEmail}</span>
              </td>
              <td>{loan.milestoneName}</td>
              <td>{shortDate(loan.lastActivityAt)}</td>
              <td>{loan.openRequests}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The pre-approvals the staff member may read (their own as officer; all for compliance and admins): reference,
 * borrower, amount, status, and the letter, opened in a new tab with the staff session.
 */
function Preapprovals() {
  const preapprovals = useQuery(staffQueries.preapprovals());
  const [problem, setProblem] = useState('');
  if (preapprovals.isPending) return <p role="status">Loading the pre-approvals…</p>;
  if (preapprovals.isError) {
    return (
      <p className="message message--error" role="alert">
        {preapprovals.error.message}
      </p>
    );
  }
  if (preapprovals.data.length === 0) return <p>No pre-approvals in your pipeline yet.</p>;
  return (
    <>
      {problem ? (
        <p className="message message--error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="staff-table-wrap">
        <table className="staff-table">
          <caption className="visually-hidden">Pre-approvals in your pipeline</caption>
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Borrower</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
              <th scope="col">Letter</th>
            </tr>
          </thead>
          <tbody>
            {preapprovals.data.map((item) => (
              <tr key={item.id}>
                <td>{item.refNumber}</td>
                <td>
                  {item.borrower}
                  <br />
                  <span className="staff-hint">{item.borrowerEmail}</span>
                </td>
                <td>{item.amount === null ? '' : dollars(item.amount)}</td>
                <td>
                  {item.statusText}
                  <br />
                  <span className="staff-hint">{shortDate(item.updatedAt)}</span>
                </td>
                <td>
                  {item.letterReady ? (
                    <button
                      type="button"
                      className="link-button"
                      onClick={async () => setProblem((await openLetterInNewTab(item.id, staffToken())) ?? '')}
                    >
                      Open letter<span className="visually-hidden"> {item.refNumber} (opens in a new tab)</span>
                    </button>
                  ) : item.status === 'submitted' && (item.amount ?? 0) > 0 ? (
                    <span className="staff-hint">Being prepared</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Opens a loan for a borrower by e-mail: the phone-intake path. */
function OpenLoan() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const open = useMutation({
    mutationFn: (body: { borrowerEmail: string; propertyAddress: string }) =>
      staffData<{ id: number; loanNumber: string }>('POST', 'staff/loans', body),
    onSuccess: (loan) => {
      void queryClient.invalidateQueries({ queryKey: staffQueries.all });
      void navigate(`/staff/loans/${loan.id}`);
    },
    onError: (error) => setMessage(error.message),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setMessage(null);
    open.mutate({
      borrowerEmail: String(form.get('borrowerEmail') ?? ''),
      propertyAddress: String(form.get('propertyAddress') ?? ''),
    });
  };
  return (
    <section className="staff-card" aria-labelledby="open-loan-heading">
      <h2 id="open-loan-heading">Open a loan</h2>
      <p className="staff-hint">For a borrower who has an account: the loan shows on their dashboard at once.</p>
      {message && (
        <p className="message message--error" role="alert">
          {message}
        </p>
      )}
      <form className="staff-form" onSubmit={submit}>
        <label htmlFor="open-email">Borrower email</label>
        <input id="open-email" name="borrowerEmail" type="email" required />
        <label htmlFor="open-address">Property address (optional)</label>
        <input id="open-address" name="propertyAddress" maxLength={200} />
        <button type="submit" className="button" disabled={open.isPending}>
          {open.isPending ? 'Opening…' : 'Open loan'}
        </button>
      </form>
    </section>
  );
}

/** /staff: sign-in, then the pipeline (the officer's loans and pre-approvals; every one for compliance and admins). */
export default function StaffPipelinePage() {
  return (
    <StaffLayout title="Pipeline">
      {(role) => (
        <div className="staff-grid">
          <section aria-label="Loans">
            <Pipeline />
          </section>
          <section className="staff-card" aria-labelledby="preapprovals-heading">
            <h2 id="preapprovals-heading">Pre-approvals</h2>
            <Preapprovals />
          </section>
          {(role === 'loan_officer' || role === 'admin') && <OpenLoan />}
        </div>
      )}
    </StaffLayout>
  );
}
