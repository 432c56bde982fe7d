import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DocumentLoanReply, StakeholderReply } from 'common';
import { formatMoney } from 'ui/calculators/formatMoney.ts';
import { documentQueries } from './documentsApi.ts';

/** Part 2 §2.8 and §5.9, word for word. */
export const NO_LOAN_DETAILS = 'Please search for a loan to view the loan details';
export const NO_STAKEHOLDERS = 'No Stake Holders are configured';
export const SELECT_LOAN = 'Select loan to view the documents';

/** The id a route names (`/docview/12`, `/predocs/7`): a whole number of 1 or more, else none chosen. */
export function routeIdOf(id: string | undefined): number | null {
  return id !== undefined && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
}

/** The est close date (YYYY-MM-DD) as MM/DD/YYYY. */
function closeDate(value: string | null): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? `${match[2]}/${match[3]}/${match[1]}` : 'Not set yet';
}

function LoanDetails({ loan }: { loan: DocumentLoanReply | undefined }) {
  if (!loan) return <p className="doc-muted">{NO_LOAN_DETAILS}</p>;
  const amount = loan.loanamount === null ? null : Number(loan.loanamount);
  return (
    <dl className="doc-details">
      <div>
        <dt>Borrower Name</dt>
        <dd>{loan.borrower}</dd>
      </div>
      <div>
        <dt>Loan Amount</dt>
        <dd>{amount === null || Number.isNaN(amount) ? 'Not set yet' : formatMoney(amount)}</dd>
      </div>
      <div>
        <dt>Issuing Authority</dt>
        <dd>{loan.issuingauth || 'Not set yet'}</dd>
      </div>
      <div>
        <dt>Est. Close Date</dt>
        <dd>{closeDate(loan.closingdate)}</dd>
      </div>
      <div>
        <dt>Property Address</dt>
        <dd>{loan.propaddress || 'Not set yet'}</dd>
      </div>
    </dl>
  );
}

function Stakeholders({ loanId }: { loanId: number }) {
  const stakes = useQuery(documentQueries.stakes(loanId));
  if (stakes.isPending) return <p className="doc-muted">Loading the stake holders…</p>;
  if (stakes.isError) {
    return (
      <p className="message message--error" role="alert">
        {stakes.error.message}
      </p>
    );
  }
  if (stakes.data.length === 0) return <p className="doc-muted">{NO_STAKEHOLDERS}</p>;
  return (
    <ul className="doc-stakes">
      {stakes.data.map((person: StakeholderReply) => (
        <li key={person.id}>
          <strong>{person.name}</strong>
          <span className="doc-muted">{person.role}</span>
          <a href={`mailto:${person.email}`}>{person.email}</a>
          {person.phone && <a href={`tel:${person.phone.replace(/[^\d+]/g, '')}`}>{person.phone}</a>}
        </li>
      ))}
    </ul>
  );
}

/** Props of the loan picker shared by the documents screens. */
export interface LoanPickerProps {
  /** The loan the route names, if any. */
  loanId: number | null;
  /** The screen's path without the id ('/docupload'); choosing a loan goes to `${basePath}/${id}`. */
  basePath: string;
  /** Milliseconds to wait after a loan is chosen before its stakeholders and the screen's content load (§4.6). */
  delayMs?: number;
  /** The screen's content for the chosen loan. */
  children: (loan: DocumentLoanReply) => ReactNode;
}

/**
 * The loan picker of the documents screens (part 2 §2.8): a loan number select; the chosen loan's details card
 * (borrower name, loan amount with $, issuing authority, est close date, property address) and its stake holders;
 * then the screen's content. The route carries the chosen loan, so a reload or a shared link keeps it.
 */
export function LoanPicker({ loanId, basePath, delayMs = 0, children }: LoanPickerProps) {
  const loans = useQuery(documentQueries.loans());
  const navigate = useNavigate();
  const selectId = useId();
  // The loan whose callbacks ran, after the delay of §4.6 where the screen has one.
  const [settled, setSettled] = useState<number | null>(null);
  useEffect(() => {
    if (delayMs <= 0 || loanId === null) return;
    const timer = setTimeout(() => setSettled(loanId), delayMs);
    return () => clearTimeout(timer);
  }, [loanId, delayMs]);

  if (loans.isPending) return <p role="status">Loading your loans…</p>;
  if (loans.isError) {
    return (
      <p className="message message--error" role="alert">
        {loans.error.message}
      </p>
    );
  }
  const loan = loans.data.find((item) => item.id === loanId);
  const ready = loan !== undefined && (delayMs <= 0 || settled === loan.id);
  return (
    <>
      <section className="doc-card" aria-labelledby={`${selectId}-heading`}>
        <h2 id={`${selectId}-heading`}>Loan Details</h2>
        <div className="doc-field">
          <label htmlFor={selectId}>Loan Number</label>
          <select
            id={selectId}
            value={loan ? String(loan.id) : ''}
            onChange={(event) => navigate(event.target.value ? `${basePath}/${event.target.value}` : basePath)}
          >
            <option value="">Select</option>
            {loans.data.map((item) => (
              <option key={item.id} value={item.id}>
                {item.loannumber}
              </option>
            ))}
          </select>
        </div>
        <LoanDetails loan={loan} />
        {loan && (
          <>
            <h3 className="doc-subheading">Stake Holders</h3>
            {ready ? <Stakeholders loanId={loan.id} /> : <p className="doc-muted">Loading the stake holders…</p>}
          </>
        )}
      </section>
      {!loan ? (
        <p className="doc-muted doc-select-loan">{SELECT_LOAN}</p>
      ) : ready ? (
        children(loan)
      ) : (
        <p role="status" className="doc-muted">
          Loading the loan…
        </p>
      )}
    </>
  );
}
