import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode } from 'react';
import { ISSUING_AUTHORITIES, RATE_RANGE, type StaffLoanReply } from 'common';
import { documentQueries } from 'ui/pages/documents/documentsApi.ts';
import { Outcome, type OutcomeState } from './Outcome.tsx';
import { staffData, staffQueries } from './staffApi.ts';
import { useScopedOutcome } from 'ui/components/outcomeScope.tsx';

/** A small staff form posting to the loan at its revision; says the outcome and refreshes the loan. */
function FactsForm({
  loan,
  path,
  heading,
  submitLabel,
  toBody,
  children,
}: {
  loan: StaffLoanReply;
  path: string;
  heading: string;
  submitLabel: string;
  toBody: (form: FormData) => Record<string, unknown>;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useScopedOutcome<NonNullable<OutcomeState>>();
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => staffData('POST', `staff/loans/${loan.id}/${path}`, body),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    save.mutate(
      { ...toBody(new FormData(event.currentTarget)), revision: loan.revision },
      {
        onSuccess: () => {
          setOutcome({ ok: true, text: `${heading}: saved.` });
          void queryClient.invalidateQueries({ queryKey: staffQueries.all });
          void queryClient.invalidateQueries({ queryKey: documentQueries.all });
        },
        onError: (error) => setOutcome({ ok: false, text: error.message }),
      },
    );
  };
  const id = `loan-facts-${path}`;
  return (
    <section className="staff-card" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <Outcome outcome={outcome} />
      {/* Drawn afresh at each revision, so the fields show what is recorded now. */}
      <form key={loan.revision} className="staff-form" onSubmit={submit}>
        {children}
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : submitLabel}
        </button>
      </form>
    </section>
  );
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** The loan's amount, issuing authority and estimated closing date, as the borrower and the loan picker read them. */
export function LoanFactsForm({ loan }: { loan: StaffLoanReply }) {
  return (
    <FactsForm
      loan={loan}
      path="facts"
      heading="Loan details"
      submitLabel="Save details"
      toBody={(form) => ({
        // Written as people write amounts ($357,000.00): the server takes the digits.
        loanAmount: text(form, 'loanAmount').replace(/[\s$,]/g, ''),
        issuingAuthority: text(form, 'issuingAuthority'),
        estCloseDate: text(form, 'estCloseDate'),
      })}
    >
      <label htmlFor="facts-amount">Loan amount ($)</label>
      <input
        id="facts-amount"
        name="loanAmount"
        inputMode="decimal"
        pattern="\s*\$?\s*[\d,]+(\.\d{1,2})?\s*"
        title="An amount in dollars, such as 357,000 or 357000.50"
        defaultValue={loan.facts.loanAmount ?? ''}
      />
      <label htmlFor="facts-authority">Issuing authority</label>
      <select id="facts-authority" name="issuingAuthority" defaultValue={loan.facts.issuingAuthority ?? ''}>
        <option value="">Not set</option>
        {ISSUING_AUTHORITIES.map((authority) => (
          <option key={authority} value={authority}>
            {authority}
          </option>
        ))}
      </select>
      <label htmlFor="facts-close">Estimated closing date</label>
      <input id="facts-close" name="estCloseDate" type="date" defaultValue={loan.facts.estCloseDate ?? ''} />
    </FactsForm>
  );
}

/** Records a rate lock: the rate, the day it was locked and the day the lock ends. */
export function RateLockForm({ loan }: { loan: StaffLoanReply }) {
  const lock = loan.facts.rateLock;
  return (
    <FactsForm
      loan={loan}
      path="rate-lock"
      heading="Rate lock"
      submitLabel="Record rate lock"
      toBody={(form) => ({
        rate: text(form, 'rate'),
        lockedOn: text(form, 'lockedOn'),
        expiresOn: text(form, 'expiresOn'),
      })}
    >
      {lock && (
        <p className="staff-hint">
          Locked at {lock.rate}% on {lock.lockedOn}, until {lock.expiresOn}.
        </p>
      )}
      <label htmlFor="lock-rate">Rate (%)</label>
      <input
        id="lock-rate"
        name="rate"
        inputMode="decimal"
        required
        pattern="\d{1,2}(\.\d{1,3})?"
        title={`A rate from ${RATE_RANGE.min} to ${RATE_RANGE.max}, up to three decimals`}
      />
      <label htmlFor="lock-date">Locked on</label>
      <input id="lock-date" name="lockedOn" type="date" required />
      <label htmlFor="lock-expiry">Lock ends on</label>
      <input id="lock-expiry" name="expiresOn" type="date" required />
    </FactsForm>
  );
}
