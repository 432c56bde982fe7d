import { loanStatusName, type StaffLoanReply } from 'common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from 'ui/components/ConfirmDialog.tsx';
import { documentQueries } from 'ui/pages/documents/documentsApi.ts';
import { Outcome, type OutcomeState } from './Outcome.tsx';
import { staffData, staffQueries, useStaffToken } from './staffApi.ts';
import { useScopedOutcome } from 'ui/components/outcomeScope.tsx';

/** One condition as the officer writes it: a document of a type, or a written answer. */
interface ConditionDraft {
  key: number;
  /** A document type's id, or '' for a written answer. */
  documentTypeId: string;
  title: string;
  details: string;
}

let nextKey = 1;
const newCondition = (): ConditionDraft => ({ key: nextKey++, documentTypeId: '', title: '', details: '' });

/**
 * The lender's decision on a loan (issue 21): nothing is preset, "Approved with conditions" lists its conditions (each
 * a request the borrower sees and fulfils), and nothing is recorded before a confirmation that names the loan, the
 * borrower and what is still owed. The borrower is told on the dashboard and by e-mail.
 */
export function LoanDecision({ loan }: { loan: StaffLoanReply }) {
  const queryClient = useQueryClient();
  const token = useStaffToken();
  const types = useQuery({ ...documentQueries.staffLoan(loan.id, token), select: (view) => view.types });
  const [status, setStatus] = useState('');
  const [conditions, setConditions] = useState<ConditionDraft[]>([newCondition()]);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useScopedOutcome<NonNullable<OutcomeState>>();
  const selectId = useId();
  const decide = useMutation({
    mutationFn: (body: Record<string, unknown>) => staffData('POST', `staff/loans/${loan.id}/decision`, body),
    onSuccess: () => {
      setOutcome({ ok: true, text: 'Record a decision: done.' });
      setStatus('');
      setConditions([newCondition()]);
      void queryClient.invalidateQueries({ queryKey: staffQueries.all });
      void queryClient.invalidateQueries({ queryKey: documentQueries.all });
    },
    onError: (error) => setOutcome({ ok: false, text: error.message }),
  });
  const conditional = status === 'conditional';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    setConfirming(true);
  };
  const record = () => {
    setConfirming(false);
    decide.mutate({
      status,
      revision: loan.revision,
      ...(conditional
        ? {
            conditions: conditions.map((condition) =>
              condition.documentTypeId
                ? { documentTypeId: Number(condition.documentTypeId), details: condition.details }
                : { title: condition.title, details: condition.details },
            ),
          }
        : {}),
    });
  };
  const change = (key: number, patch: Partial<ConditionDraft>) =>
    setConditions((all) => all.map((condition) => (condition.key === key ? { ...condition, ...patch } : condition)));
  const owed = loan.owed;
  return (
    <section className="staff-card" aria-labelledby={`${selectId}-heading`}>
      <h2 id={`${selectId}-heading`}>Record a decision</h2>
      <Outcome outcome={outcome} />
      <form className="staff-form" onSubmit={submit}>
        <label htmlFor={selectId}>Decision</label>
        <select id={selectId} required value={status} onChange={(event) => setStatus(event.target.value)}>
          <option value="" disabled>
            Choose a decision
          </option>
          {loan.decisions.map((decision) => (
            <option key={decision} value={decision}>
              {loanStatusName(decision)}
            </option>
          ))}
        </select>
        {conditional && (
          <fieldset className="staff-conditions">
            <legend>Conditions the borrower must meet</legend>
            {conditions.map((condition, index) => (
              <div key={condition.key} className="staff-conditions__item">
                <label htmlFor={`condition-${condition.key}-kind`}>Condition {index + 1}: what is needed</label>
                <select
                  id={`condition-${condition.key}-kind`}
                  value={condition.documentTypeId}
                  onChange={(event) => change(condition.key, { documentTypeId: event.target.value })}
                >
                  <option value="">A written answer</option>
                  {(types.data ?? []).map((type) => (
                    <option key={type.id} value={type.id}>
                      Document: {type.name}
                    </option>
                  ))}
                </select>
                {condition.documentTypeId === '' && (
                  <>
                    <label htmlFor={`condition-${condition.key}-title`}>Condition {index + 1}: question</label>
                    <input
                      id={`condition-${condition.key}-title`}
                      required
                      maxLength={120}
                      value={condition.title}
                      onChange={(event) => change(condition.key, { title: event.target.value })}
                    />
                  </>
                )}
                <label htmlFor={`condition-${condition.key}-details`}>Condition {index + 1}: details (optional)</label>
                <textarea
                  id={`condition-${condition.key}-details`}
                  rows={2}
                  maxLength={1000}
                  value={condition.details}
                  onChange={(event) => change(condition.key, { details: event.target.value })}
                />
                {conditions.length > 1 && (
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => setConditions((all) => all.filter((item) => item.key !== condition.key))}
                  >
                    Remove condition {index + 1}
                  </button>
                )}
              </div>
            ))}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConditions((all) => [...all, newCondition()])}
            >
              Add a condition
            </button>
          </fieldset>
        )}
        <button type="submit" className="button" disabled={decide.isPending}>
          {decide.isPending ? 'Saving…' : 'Record decision'}
        </button>
      </form>
      {confirming && (
        <ConfirmDialog
          title={`Record "${loanStatusName(status)}" on loan ${loan.loanNumber}?`}
          confirmLabel={`Record ${loanStatusName(status)}`}
          initialFocus="decline"
          message={
            <>
              <p>
                Loan {loan.loanNumber} of {loan.borrower.name}. The borrower is told at once, on the dashboard and by
                e-mail.
              </p>
              {owed.length === 0 ? (
                <p>Nothing is owed on this loan.</p>
              ) : (
                <>
                  <p>Still owed ({owed.length}):</p>
                  <ul>
                    {owed.map((item) => (
                      <li key={item.id}>
                        {item.title}
                        {item.condition ? ' (condition)' : ''}
                        {item.reason ? ` — needs a new version: ${item.reason}` : ''}
                      </li>
                    ))}
                  </ul>
                </>
              )}
              {conditional && (
                <p>
                  {conditions.length === 1 ? '1 condition' : `${conditions.length} conditions`} will be asked of the
                  borrower.
                </p>
              )}
            </>
          }
          onConfirm={record}
          onDecline={() => setConfirming(false)}
          onDismiss={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
