import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { SUCCESS } from 'ui/api/client.ts';
import { DataTable } from 'ui/components/DataTable.tsx';
import { dollars, type SentInvitationReply } from 'common';
import { openLetterInNewTab } from 'ui/pages/preapproval/letterFile.ts';
import { Outcome, type OutcomeState } from './Outcome.tsx';
import { shortDate, staffQueries, staffRequest, staffToken } from './staffApi.ts';
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
    <DataTable
      caption="Loans in your pipeline"
      rows={pipeline.data}
      rowKey={(loan) => loan.id}
      columns={[
        {
          header: 'Loan',
          primary: true,
          cell: (loan) => <Link to={`/staff/loans/${loan.id}`}>{loan.loanNumber}</Link>,
        },
        {
          header: 'Borrower',
          long: true,
          cell: (loan) => (
            <>
              {loan.borrower}
              <br />
              <span className="staff-hint">{loan.borrowerEmail}</span>
            </>
          ),
        },
        { header: 'Milestone', cell: (loan) => loan.milestoneName },
        { header: 'Last activity', cell: (loan) => shortDate(loan.lastActivityAt) },
        { header: 'Open requests', cell: (loan) => loan.openRequests },
      ]}
    />
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
      <DataTable
        caption="Pre-approvals in your pipeline"
        rows={preapprovals.data}
        rowKey={(item) => item.id}
        columns={[
          {
            header: 'Reference',
            primary: true,
            cell: (item) => <Link to={`/staff/preapprovals/${item.id}`}>{item.refNumber}</Link>,
          },
          {
            header: 'Borrower',
            long: true,
            cell: (item) => (
              <>
                {item.borrower}
                <br />
                <span className="staff-hint">{item.borrowerEmail}</span>
              </>
            ),
          },
          { header: 'Amount', cell: (item) => (item.amount === null ? '' : dollars(item.amount)) },
          {
            header: 'Status',
            cell: (item) => (
              <>
                {item.statusText}
                <br />
                <span className="staff-hint">{shortDate(item.updatedAt)}</span>
              </>
            ),
          },
          {
            header: 'Letter',
            cell: (item) =>
              item.letterReady ? (
                <button
                  type="button"
                  className="link-button"
                  onClick={async () => setProblem((await openLetterInNewTab(item.id, staffToken())) ?? '')}
                >
                  Open letter<span className="visually-hidden"> {item.refNumber} (opens in a new tab)</span>
                </button>
              ) : item.status === 'submitted' && (item.amount ?? 0) > 0 ? (
                <span className="staff-hint">Being prepared</span>
              ) : null,
          },
        ]}
      />
    </>
  );
}

const INVITATION_STATUS: Record<SentInvitationReply['status'], string> = {
  pending: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

/**
 * A loan officer invites a borrower who has not asked for them: the borrower answers on their dashboard, and only an
 * acceptance opens a loan the officer sees. The reply is the same for every address (it never says whether the
 * address has an account).
 */
function InviteBorrower() {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<OutcomeState>(null);
  const invite = useMutation({
    mutationFn: (body: { email: string; propertyAddress: string; message: string }) =>
      staffRequest<null>('POST', 'staff/invitations', body),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    setOutcome(null);
    invite.mutate(
      {
        email: String(form.get('email') ?? ''),
        propertyAddress: String(form.get('propertyAddress') ?? ''),
        message: String(form.get('message') ?? ''),
      },
      {
        onSuccess: (envelope) => {
          const ok = envelope.status === SUCCESS;
          setOutcome({ ok, text: envelope.statusText });
          if (ok) {
            element.reset();
            void queryClient.invalidateQueries({ queryKey: staffQueries.invitations().queryKey });
          }
        },
        onError: (error) => setOutcome({ ok: false, text: error.message }),
      },
    );
  };
  return (
    <section className="staff-card" aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite a borrower</h2>
      <p className="staff-hint">
        The borrower sees your name and NMLS ID on their dashboard and accepts or declines. You see their loan only
        after they accept.
      </p>
      <Outcome outcome={outcome} />
      <form className="staff-form" onSubmit={submit}>
        <label htmlFor="invite-email">Borrower email</label>
        <input id="invite-email" name="email" type="email" required maxLength={254} autoComplete="off" />
        <label htmlFor="invite-address">Property address (optional)</label>
        <input id="invite-address" name="propertyAddress" maxLength={200} />
        <label htmlFor="invite-message">Message (optional)</label>
        <textarea id="invite-message" name="message" maxLength={1000} rows={3} />
        <button type="submit" className="button" disabled={invite.isPending}>
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </button>
      </form>
    </section>
  );
}

/** The officer's invitations and where each stands. */
function SentInvitations() {
  const invitations = useQuery(staffQueries.invitations());
  if (invitations.isPending) return <p role="status">Loading your invitations…</p>;
  if (invitations.isError) {
    return (
      <p className="message message--error" role="alert">
        {invitations.error.message}
      </p>
    );
  }
  if (invitations.data.length === 0) return <p>No invitations sent yet.</p>;
  return (
    <ul className="staff-list">
      {invitations.data.map((invitation) => (
        <li key={invitation.id}>
          <span className="staff-wrap">{invitation.email}</span> · {INVITATION_STATUS[invitation.status]}
          {invitation.loanId !== null && invitation.loanNumber ? (
            <>
              {' '}
              · <Link to={`/staff/loans/${invitation.loanId}`}>{invitation.loanNumber}</Link>
            </>
          ) : null}
          <br />
          <span className="staff-hint">Sent {shortDate(invitation.sentAt)}</span>
        </li>
      ))}
    </ul>
  );
}

/** /staff: sign-in, then the pipeline (the officer's loans and pre-approvals; every one for compliance and admins). */
export default function StaffPipelinePage() {
  return (
    <StaffLayout title="Pipeline">
      {(role) => (
        <>
          <section className="staff-card staff-section" aria-labelledby="loans-heading">
            <h2 id="loans-heading">Loans</h2>
            <Pipeline />
          </section>
          <section className="staff-card staff-section" aria-labelledby="preapprovals-heading">
            <h2 id="preapprovals-heading">Pre-approvals</h2>
            <Preapprovals />
          </section>
          {role === 'loan_officer' && (
            <div className="staff-grid">
              <InviteBorrower />
              <section className="staff-card" aria-labelledby="invitations-heading">
                <h2 id="invitations-heading">Your invitations</h2>
                <SentInvitations />
              </section>
            </div>
          )}
        </>
      )}
    </StaffLayout>
  );
}
