import { loanStatusName, type StaffLoanReply } from 'common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { dollarsAndCents } from './loanMoney.ts';
import { shortDate, staffData, staffQueries } from './staffApi.ts';
import { Outcome, type OutcomeState } from './Outcome.tsx';
import { StaffLayout } from './StaffLayout.tsx';
import { StaffLoanDocuments } from 'ui/pages/documents/StaffLoanDocuments.tsx';
import { StaffApplications } from './StaffApplications.tsx';
import { LoanDecision } from './LoanDecision.tsx';
import { LoanFactsForm, RateLockForm } from './LoanFactsForms.tsx';
import { OutcomeScope, useScopedOutcome } from 'ui/components/outcomeScope.tsx';

const CONSENT_STATUS: Record<number, string> = { 1: 'Given', 0: 'Denied', [-1]: 'Pending' };

/** A small staff form posting its fields to the loan; says the outcome and clears itself on success. */
function LoanAction({
  loan,
  path,
  heading,
  submitLabel,
  children,
  toBody,
}: {
  loan: StaffLoanReply;
  path: string;
  heading: string;
  submitLabel: string;
  children: ReactNode;
  toBody: (form: FormData) => Record<string, unknown>;
}) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useScopedOutcome<NonNullable<OutcomeState>>();
  const action = useMutation({
    mutationFn: (body: Record<string, unknown>) => staffData('POST', `staff/loans/${loan.id}/${path}`, body),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    setOutcome(null);
    action.mutate(toBody(new FormData(element)), {
      onSuccess: () => {
        element.reset();
        setOutcome({ ok: true, text: `${heading}: done.` });
        void queryClient.invalidateQueries({ queryKey: staffQueries.all });
      },
      onError: (error) => setOutcome({ ok: false, text: error.message }),
    });
  };
  const id = `loan-action-${path}`;
  return (
    <section className="staff-card" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <Outcome outcome={outcome} />
      <form className="staff-form" onSubmit={submit}>
        {children}
        <button type="submit" className="button" disabled={action.isPending}>
          {action.isPending ? 'Saving…' : submitLabel}
        </button>
      </form>
    </section>
  );
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

function LoanDetails({ loan }: { loan: StaffLoanReply }) {
  // The cards' actions say one outcome at a time: the last action's.
  return (
    <OutcomeScope>
      <section className="staff-card" aria-labelledby="loan-summary-heading">
        <h2 id="loan-summary-heading">Loan {loan.loanNumber}</h2>
        <dl className="staff-facts">
          <dt>Borrower</dt>
          <dd>
            {loan.borrower.name} ({loan.borrower.email})
          </dd>
          <dt>Property</dt>
          <dd>{loan.address || 'Not given yet'}</dd>
          <dt>Status</dt>
          <dd>
            {loanStatusName(loan.status)}
            {loan.decidedAt ? ` · decided ${shortDate(loan.decidedAt)}` : ''}
          </dd>
          <dt>Loan amount</dt>
          <dd>{loan.facts.loanAmount === null ? 'Not set yet' : dollarsAndCents(loan.facts.loanAmount)}</dd>
          <dt>Rate lock</dt>
          <dd>
            {loan.facts.rateLock ? `${loan.facts.rateLock.rate}% until ${loan.facts.rateLock.expiresOn}` : 'Not locked'}
          </dd>
          <dt>Loan officer</dt>
          <dd>{loan.staffing.officer?.name ?? 'Not assigned'}</dd>
          <dt>Processor</dt>
          <dd>{loan.staffing.processor?.name ?? 'Not assigned'}</dd>
        </dl>
        <ol className="staff-ladder" aria-label="Milestones">
          {loan.milestones.map((step) => (
            <li key={step.milestone} className={`staff-ladder__step staff-ladder__step--${step.state}`}>
              <span>{step.name}</span>
              {step.state === 'current' && <span className="visually-hidden"> (current)</span>}
              {step.state === 'done' && <span className="visually-hidden"> (done)</span>}
              {step.state === 'skipped' && <span className="staff-hint"> Not done</span>}
              {step.at && <span className="staff-hint">{shortDate(step.at)}</span>}
            </li>
          ))}
        </ol>
      </section>
      {!loan.mayWork && (
        <p className="message message--notice">
          You can read this loan. Its loan officer and processor work it: they move its milestones, decide it, and ask
          for and review its documents.
        </p>
      )}
      {(loan.mayWork || loan.staffing.processors || loan.staffing.officers) && (
        <div className="staff-grid">
          {loan.mayWork && (
            <>
              <LoanAction
                loan={loan}
                path="milestone"
                heading="Move milestone"
                submitLabel="Move"
                toBody={(form) => ({ milestone: text(form, 'milestone'), revision: loan.revision })}
              >
                <label htmlFor="move-milestone">Milestone</label>
                <select key={loan.revision} id="move-milestone" name="milestone" defaultValue={loan.milestone}>
                  {loan.milestones.map((step) => (
                    <option key={step.milestone} value={step.milestone}>
                      {step.name}
                    </option>
                  ))}
                </select>
              </LoanAction>
              {loan.decisions.length > 0 && <LoanDecision loan={loan} />}
              <LoanFactsForm loan={loan} />
              <RateLockForm loan={loan} />
            </>
          )}
          {loan.staffing.processors && (
            <LoanAction
              loan={loan}
              path="processor"
              heading="Set the processor"
              submitLabel="Save processor"
              toBody={(form) => ({
                processorId: text(form, 'processorId') === '' ? null : Number(text(form, 'processorId')),
                revision: loan.revision,
              })}
            >
              <label htmlFor="loan-processor">Processor</label>
              <select
                key={loan.revision}
                id="loan-processor"
                name="processorId"
                defaultValue={loan.staffing.processor?.id ?? ''}
              >
                <option value="">No processor</option>
                {loan.staffing.processors.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                  </option>
                ))}
              </select>
            </LoanAction>
          )}
          {loan.staffing.officers && (
            <LoanAction
              loan={loan}
              path="officer"
              heading="Assign a loan officer"
              submitLabel="Assign officer"
              toBody={(form) => ({
                officerId: Number(text(form, 'officerId')),
                reason: text(form, 'reason'),
                revision: loan.revision,
              })}
            >
              <label htmlFor="loan-officer">Loan officer</label>
              <select id="loan-officer" name="officerId" required defaultValue="">
                <option value="" disabled>
                  Choose a loan officer
                </option>
                {loan.staffing.officers.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                  </option>
                ))}
              </select>
              <label htmlFor="loan-officer-reason">Reason (kept in the loan's history)</label>
              <textarea id="loan-officer-reason" name="reason" required maxLength={500} rows={2} />
            </LoanAction>
          )}
          {loan.mayWork && (
            <>
              <LoanAction
                loan={loan}
                path="notifications"
                heading="Post a notification"
                submitLabel="Post"
                toBody={(form) => ({ title: text(form, 'title'), body: text(form, 'body') })}
              >
                <label htmlFor="note-title">Title</label>
                <input id="note-title" name="title" required maxLength={120} />
                <label htmlFor="note-body">Message</label>
                <textarea id="note-body" name="body" required maxLength={2000} rows={3} />
              </LoanAction>
              <LoanAction
                loan={loan}
                path="requests"
                heading="Create a request"
                submitLabel="Create request"
                toBody={(form) => ({
                  title: text(form, 'title'),
                  details: text(form, 'details'),
                  kind: text(form, 'kind'),
                })}
              >
                <label htmlFor="request-kind">Asking for</label>
                <select id="request-kind" name="kind" defaultValue="document">
                  <option value="document">A document</option>
                  <option value="information">Information</option>
                </select>
                <label htmlFor="request-title">Title</label>
                <input id="request-title" name="title" required maxLength={120} />
                <label htmlFor="request-details">Details (optional)</label>
                <textarea id="request-details" name="details" maxLength={2000} rows={2} />
              </LoanAction>
              <LoanAction
                loan={loan}
                path="consents"
                heading="Add a consent"
                submitLabel="Add consent"
                toBody={(form) => ({
                  kind: text(form, 'kind'),
                  title: text(form, 'title'),
                  question: text(form, 'question'),
                })}
              >
                <label htmlFor="consent-kind">Kind</label>
                <select id="consent-kind" name="kind" defaultValue="esign">
                  <option value="esign">E-sign consent</option>
                  <option value="credit-report">Credit report authorization</option>
                  <option value="privacy">Privacy notice</option>
                  <option value="other">Other</option>
                </select>
                <label htmlFor="consent-title">Title</label>
                <input id="consent-title" name="title" required maxLength={120} />
                <label htmlFor="consent-question">Question</label>
                <textarea id="consent-question" name="question" required maxLength={2000} rows={2} />
              </LoanAction>
            </>
          )}
        </div>
      )}
      <StaffApplications loanId={loan.id} mayWork={loan.mayWork} />
      <StaffLoanDocuments loanId={loan.id} />
      {loan.formUpdates && loan.formUpdates.length > 0 && (
        <section className="staff-card" aria-labelledby="form-updates-heading">
          <h2 id="form-updates-heading">Form updates</h2>
          <ul className="staff-list">
            {loan.formUpdates.map((update) => (
              <li key={update.id}>
                Application {update.application}, {update.formId}: version {update.from} → {update.to} ·{' '}
                {shortDate(update.at)} · {update.toCheck === 1 ? '1 field' : `${update.toCheck} fields`} to check
                {update.kept.length > 0 && (
                  <ul>
                    {update.kept.map((answer) => (
                      <li key={answer.path}>
                        Kept from version {update.from}: {answer.title} ({answer.path}): {answer.value}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="staff-grid">
        <section className="staff-card" aria-labelledby="history-heading">
          <h2 id="history-heading">Milestone history</h2>
          <ul className="staff-list">
            {loan.history.map((entry) => (
              <li key={`${entry.milestone}-${entry.at}`}>
                {entry.name} · {shortDate(entry.at)}
                {entry.by ? ` · ${entry.by}` : ''}
              </li>
            ))}
          </ul>
        </section>
        <section className="staff-card" aria-labelledby="staffing-heading">
          <h2 id="staffing-heading">Who works this loan</h2>
          {loan.staffing.history.length === 0 ? (
            <p>Nobody was assigned yet.</p>
          ) : (
            <ul className="staff-list">
              {loan.staffing.history.map((entry, index) => (
                <li key={`${entry.at}-${index}`}>
                  {entry.role === 'officer' ? 'Loan officer' : 'Processor'}: {entry.name ?? 'none'} ·{' '}
                  {shortDate(entry.at)}
                  <br />
                  <span className="staff-hint">
                    {entry.reason}
                    {entry.by ? ` (by ${entry.by})` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="staff-card" aria-labelledby="requests-heading">
          <h2 id="requests-heading">Requests</h2>
          {loan.requests.length === 0 ? (
            <p>No requests yet.</p>
          ) : (
            <ul className="staff-list">
              {loan.requests.map((request) => (
                <li key={request.id}>
                  {request.title} · {request.status === 'fulfilled' ? 'Met' : request.status}
                  {request.condition ? ' · condition of approval' : ''}
                  {request.answer !== null && (
                    <>
                      <br />
                      <span className="staff-hint staff-answer">Answer: {request.answer}</span>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="staff-card" aria-labelledby="notifications-heading">
          <h2 id="notifications-heading">Notifications</h2>
          {loan.notifications.length === 0 ? (
            <p>No notifications yet.</p>
          ) : (
            <ul className="staff-list">
              {loan.notifications.map((note) => (
                <li key={note.id}>
                  {note.title} · {note.read ? 'Read' : 'Unread'}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="staff-card" aria-labelledby="consents-heading">
          <h2 id="consents-heading">Consents</h2>
          {loan.consents.length === 0 ? (
            <p>No consents yet.</p>
          ) : (
            <ul className="staff-list">
              {loan.consents.map((consent) => (
                <li key={consent.id}>
                  {consent.title} · {CONSENT_STATUS[consent.status] ?? 'Pending'}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </OutcomeScope>
  );
}

function Loan({ id }: { id: number }) {
  const loan = useQuery(staffQueries.loan(id));
  if (loan.isPending) return <p role="status">Loading the loan…</p>;
  if (loan.isError) {
    return (
      <p className="message message--error" role="alert">
        {loan.error.message}
      </p>
    );
  }
  return <LoanDetails loan={loan.data} />;
}

/** /staff/loans/:id: a loan's milestones, requests, notifications and consents, and the staff's actions on it. */
export default function StaffLoanPage() {
  const { id } = useParams();
  const loanId = Number(id);
  return (
    <StaffLayout title="Loan">
      {() =>
        Number.isSafeInteger(loanId) && loanId > 0 ? (
          <Loan id={loanId} />
        ) : (
          <p className="message message--error" role="alert">
            Not found.
          </p>
        )
      }
    </StaffLayout>
  );
}
