import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { apiGet, SUCCESS } from 'ui/api/client.ts';
import { ConfirmDialog } from 'ui/components/ConfirmDialog.tsx';
import '../dashboard/dashboard.css';

/** A consent as GET /api/consents/request/user lists it (part 1 §3). */
interface Consent {
  _id: number;
  mapid: number;
  refNumber: string;
  title: string;
  question: string;
  /** 1 given (approved when selfApproved), 0 denied, -1 pending. */
  statusid: number;
  selfApproved: boolean;
  createdAt: string;
  updatedAt: string;
}

async function load(path: string): Promise<Consent[]> {
  const envelope = await apiGet<Consent[]>(path);
  if (envelope.status !== SUCCESS || !envelope.data)
    throw new Error(envelope.statusText || 'Consents could not be loaded.');
  return envelope.data;
}

const consentQueries = {
  loans: () => queryOptions({ queryKey: ['consents', 'loans'], queryFn: () => load('consents/request/user') }),
  ofLoan: (loanId: number) =>
    queryOptions({ queryKey: ['consents', 'loan', loanId], queryFn: () => load(`consents/request/user/${loanId}`) }),
};

const date = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

function statusText(consent: Consent): string {
  if (consent.statusid === 1) return `${consent.selfApproved ? 'Approved' : 'Given'} on ${date(consent.updatedAt)}`;
  if (consent.statusid === 0) return `Denied on ${date(consent.updatedAt)}`;
  return `Pending approval since ${date(consent.createdAt)}`;
}

function ConsentList({ loanId }: { loanId: number }) {
  const consents = useQuery(consentQueries.ofLoan(loanId));
  const queryClient = useQueryClient();
  const answer = useMutation({
    mutationFn: async ({ id, value }: { id: number; value: 0 | 1 }) => {
      const envelope = await apiGet(`consents/request/user/${id}/${value}`);
      if (envelope.status !== SUCCESS) throw new Error(envelope.statusText);
      return envelope.statusText;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['consents'] }),
  });
  // Not agreeing is kept as the answer (it cannot be changed here afterwards): it is asked once more first.
  const [declining, setDeclining] = useState<Consent | null>(null);
  if (consents.isPending) return <p className="dash-card__muted">Loading…</p>;
  if (consents.isError) {
    return (
      <p className="message message--error" role="alert">
        {consents.error.message}
      </p>
    );
  }
  return (
    <>
      <div role="status">{answer.isSuccess && <p className="message message--success">{answer.data}</p>}</div>
      {answer.isError && (
        <p className="message message--error" role="alert">
          {answer.error.message}
        </p>
      )}
      <ul className="dash-list">
        {consents.data.map((consent) => (
          <li key={consent._id}>
            <strong>{consent.title}</strong>
            <span>{consent.question}</span>
            <span className="dash-card__muted">{statusText(consent)}</span>
            {consent.statusid === -1 && (
              <span className="dash-actions">
                <button
                  type="button"
                  className="button"
                  disabled={answer.isPending}
                  onClick={() => answer.mutate({ id: consent._id, value: 1 })}
                >
                  I Agree<span className="visually-hidden">: {consent.title}</span>
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={answer.isPending}
                  onClick={() => setDeclining(consent)}
                >
                  I Do Not Agree<span className="visually-hidden">: {consent.title}</span>
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
      {declining && (
        <ConfirmDialog
          title={`Not agree to ${declining.title}?`}
          message="Your answer is kept with your loan and your loan officer sees it. It cannot be changed here afterwards: if you are not sure, choose Cancel and ask your loan officer first."
          confirmLabel="I Do Not Agree"
          declineLabel="Cancel"
          initialFocus="decline"
          onConfirm={() => {
            answer.mutate({ id: declining._id, value: 0 });
            setDeclining(null);
          }}
          onDecline={() => setDeclining(null)}
          onDismiss={() => setDeclining(null)}
        />
      )}
    </>
  );
}

/**
 * /uconsent and /uconsent/:id (part 1 §2–§4): the consents of one loan, chosen with the loan selector (one entry per
 * loan), each with its status and date; a pending one is given or denied here, and every answer is kept.
 */
export default function ConsentsPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const loans = useQuery(consentQueries.loans());
  const selectId = useId();
  const chosen = id !== undefined && /^\d+$/.test(id) ? Number(id) : null;
  return (
    <div className="container page">
      <h1>Consents</h1>
      <section className="dash-card">
        {loans.isPending && <p className="dash-card__muted">Loading…</p>}
        {loans.isError && (
          <p className="message message--error" role="alert">
            {loans.error.message}
          </p>
        )}
        {loans.isSuccess && (
          <>
            <div className="dash-status__head">
              <label htmlFor={selectId}>Loan number</label>
              <select
                id={selectId}
                value={chosen ?? ''}
                onChange={(event) => navigate(event.target.value ? `/uconsent/${event.target.value}` : '/uconsent')}
              >
                <option value="">Select a loan</option>
                {loans.data.map((loan) => (
                  <option key={loan.mapid} value={loan.mapid}>
                    {loan.refNumber}
                  </option>
                ))}
              </select>
            </div>
            {chosen === null ? (
              <p className="dash-card__muted">Select Loan Number to view consents</p>
            ) : (
              <ConsentList loanId={chosen} />
            )}
          </>
        )}
      </section>
    </div>
  );
}
