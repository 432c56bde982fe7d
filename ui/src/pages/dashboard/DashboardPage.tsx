import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { apiPost, SUCCESS } from 'ui/api/client.ts';
import { DataTable } from 'ui/components/DataTable.tsx';
import { usePopups } from 'ui/popups/usePopups.ts';
import { ApplicationFileButton } from 'ui/pages/application/ApplicationFileButton.tsx';
import { DiscardApplicationButton } from 'ui/pages/application/DiscardApplicationButton.tsx';
import { statusName, useResume } from 'ui/pages/application/SavedApplicationsPage.tsx';
import { hasSavedWizard, onSavedProgressChange } from 'ui/session/savedWizard.ts';
import { DOCUMENT_STATUS_TEXT, type ApplicationListRow, type BorrowerLoanReply } from 'common';
import { dashboardQueries, type Alert, type LoanInvitation, type RequestItem } from './dashboardQueries.ts';
import { InvitationsToTakePart, PeopleToInvite, SharedApplications } from './ParticipationCards.tsx';
import { participationQueries } from './participationQueries.ts';
import { InvitationAnswerButtons } from './InvitationAnswerButtons.tsx';
import './dashboard.css';

const dateTime = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-US', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      })
    : '';
const date = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : '';
/** A calendar day (YYYY-MM-DD) as people read it, with no time zone shift. */
const day = (value: string) =>
  new Date(`${value}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
const money = (amount: number) => amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** A card with its heading, and the loading and error states of its query. */
function Card<T>({
  title,
  query,
  className = '',
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  className?: string;
  children: (data: T) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={`dash-card ${className}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {query.isPending && <p className="dash-card__muted">Loading…</p>}
      {query.isError && (
        <div className="message message--error" role="alert">
          <p>{query.error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      )}
      {query.isSuccess && children(query.data)}
    </section>
  );
}

/** The application status card: the loan selector and the ladder, each reached rung dated. */
function StatusCard({ loans }: { loans: BorrowerLoanReply[] }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const selectId = useId();
  if (loans.length === 0) {
    return (
      <p className="dash-card__muted">You have no loan yet. Once a loan is opened for you, its status shows here.</p>
    );
  }
  const loan = loans.find((item) => item._id === chosen) ?? loans[0];
  if (!loan) return null;
  return (
    <>
      <div className="dash-status__head">
        <label htmlFor={selectId}>Loan number</label>
        <select id={selectId} value={loan._id} onChange={(event) => setChosen(Number(event.target.value))}>
          {loans.map((item) => (
            <option key={item._id} value={item._id}>
              {item.loanNumber}
            </option>
          ))}
        </select>
        <p className="dash-card__muted">
          {loan.address} · opened {date(loan.dateOn)}
        </p>
      </div>
      <dl className="dash-facts">
        <dt>Decision</dt>
        <dd>{loan.status === 'open' ? 'Not made yet' : loan.statusName}</dd>
        <dt>Loan amount</dt>
        <dd>{loan.facts.loanAmount === null ? 'Not set yet' : money(loan.facts.loanAmount)}</dd>
        <dt>Rate lock</dt>
        <dd>
          {loan.facts.rateLock
            ? `${loan.facts.rateLock.rate}%, locked ${day(loan.facts.rateLock.lockedOn)}, until ${day(loan.facts.rateLock.expiresOn)}`
            : 'Not locked yet'}
        </dd>
        <dt>Estimated closing</dt>
        <dd>{loan.facts.estCloseDate ? day(loan.facts.estCloseDate) : 'Not set yet'}</dd>
      </dl>
      <ol className="dash-ladder" aria-label={`Status of loan ${loan.loanNumber}`}>
        {loan.milestones.map((step) => (
          <li
            key={step.milestone}
            className={`dash-ladder__step dash-ladder__step--${step.state}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className="dash-ladder__name">{step.name}</span>
            <span className="dash-ladder__state">
              {step.state === 'done'
                ? 'Done'
                : step.state === 'current'
                  ? 'Current'
                  : step.state === 'skipped'
                    ? 'Not done'
                    : ''}
              {step.at ? ` · ${date(step.at)}` : ''}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}

/** A written answer to an information request (a condition of approval, or a question from the loan team). */
function AnswerForm({ request }: { request: RequestItem }) {
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [answer, setAnswer] = useState('');
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const send = useMutation({
    mutationFn: async () => {
      const envelope = await apiPost(`loan/requests/${request.id}/answer`, { answer });
      if (envelope.status !== SUCCESS) throw new Error(envelope.statusText);
      return envelope.statusText;
    },
    onSuccess: (text) => {
      setSaid({ ok: true, text });
      void queryClient.invalidateQueries({ queryKey: dashboardQueries.all });
    },
    onError: (error) => setSaid({ ok: false, text: error.message }),
  });
  return (
    <form
      className="dash-answer"
      onSubmit={(event) => {
        event.preventDefault();
        setSaid(null);
        send.mutate();
      }}
    >
      {said && (
        <p
          className={said.ok ? 'message message--success' : 'message message--error'}
          role={said.ok ? 'status' : 'alert'}
        >
          {said.text}
        </p>
      )}
      <label htmlFor={fieldId}>Your answer to “{request.title}”</label>
      <textarea
        id={fieldId}
        rows={2}
        maxLength={2000}
        required
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
      />
      <button type="submit" className="button button--secondary" disabled={send.isPending}>
        Send answer<span className="visually-hidden"> to {request.title}</span>
      </button>
    </form>
  );
}

/** Requests: the first three, then all on demand; a condition of approval says so, a question is answered here. */
function RequestsCard({ items }: { items: RequestItem[] }) {
  const [all, setAll] = useState(false);
  if (items.length === 0) return <p className="dash-card__muted">No request details available</p>;
  const shown = all ? items : items.slice(0, 3);
  return (
    <>
      <ul className="dash-list">
        {shown.map((item) => (
          <li key={item.id}>
            <strong>
              {/* A document asked for is uploaded on its screen: the loan's upload page or the pre-approval's. */}
              {item.mapid !== null && (item.type === 'document' || item.type === 'Pre') ? (
                <Link to={item.type === 'Pre' ? `/predocs/${item.mapid}` : `/docupload/${item.mapid}`}>
                  {item.title}
                </Link>
              ) : (
                item.title
              )}
            </strong>
            {item.condition && <span className="dash-badge">Condition of approval</span>}
            {item.details && <span className="dash-request__details">{item.details}</span>}
            {item.state === 'pending' && (
              <span className="dash-request__state">
                {DOCUMENT_STATUS_TEXT['waiting-for-review']}: sent to your loan team
              </span>
            )}
            {item.state === 'owed' && item.rejectedReason && (
              <span className="dash-request__state dash-request__state--owed">
                {DOCUMENT_STATUS_TEXT['needs-new-version']}. Reason: {item.rejectedReason}
              </span>
            )}
            <span className="dash-card__muted">
              {item.type === 'Pre' ? 'Pre-approval' : item.loanNumber ? `Loan ${item.loanNumber}` : ''} ·{' '}
              {date(item.createdAt)}
            </span>
            {item.type === 'information' && <AnswerForm request={item} />}
          </li>
        ))}
      </ul>
      {items.length > 3 && (
        <button type="button" className="link-button" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? 'Show the first 3' : `View all requests (${items.length})`}
        </button>
      )}
    </>
  );
}

/**
 * Loan officers' invitations waiting for an answer: who invites (name and NMLS id, which the borrower can check),
 * their message, and Accept (opens a loan with them) or Decline. Until the borrower accepts, the officer sees
 * nothing of theirs.
 */
function InvitationsCard({ invitations }: { invitations: LoanInvitation[] }) {
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const answer = useMutation({
    mutationFn: async ({ id, accept }: { id: number; accept: boolean }) => {
      const envelope = await apiPost(`invitations/${id}/${accept ? 'accept' : 'decline'}`, {});
      if (envelope.status !== SUCCESS) throw new Error(envelope.statusText);
      return envelope.statusText;
    },
    onSuccess: (text) => setSaid({ ok: true, text }),
    onError: (error) => setSaid({ ok: false, text: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardQueries.all }),
  });
  return (
    <>
      {said && (
        <p
          className={said.ok ? 'message message--success' : 'message message--error'}
          role={said.ok ? 'status' : 'alert'}
        >
          {said.text}
        </p>
      )}
      {invitations.length === 0 ? (
        <p className="dash-card__muted">No invitations waiting for your answer.</p>
      ) : (
        <ul className="dash-list">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="dash-invitation">
              <strong>
                {invitation.officerName}, loan officer · NMLS ID {invitation.nmlsId}
              </strong>
              {invitation.message && <span className="dash-invitation__message">{invitation.message}</span>}
              {invitation.propertyAddress && <span>Property: {invitation.propertyAddress}</span>}
              <span className="dash-card__muted">
                Sent {date(invitation.sentAt)} · open until {date(invitation.expiresAt)}
              </span>
              <span className="dash-card__muted">
                Accepting makes them the loan officer of your loan in progress that has none yet (or opens a loan with
                them), and they can then see what you share on it.
              </span>
              <InvitationAnswerButtons
                from={invitation.officerName}
                busy={answer.isPending}
                onAnswer={(accept) => answer.mutate({ id: invitation.id, accept })}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Notifications, unread first, each marked read on demand. */
function AlertsCard({ alerts }: { alerts: Alert[] }) {
  const queryClient = useQueryClient();
  const markRead = useMutation({
    mutationFn: async (id: number) => {
      const envelope = await apiPost(`dashboard/alerts/${id}/read`, {});
      if (envelope.status !== SUCCESS) throw new Error(envelope.statusText);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardQueries.alerts().queryKey }),
  });
  const unread = alerts.filter((alert) => !alert.read);
  if (alerts.length === 0 || unread.length === 0) {
    return (
      <>
        <p className="dash-card__muted">No new notifications</p>
        {alerts.length > 0 && <AlertList alerts={alerts} />}
      </>
    );
  }
  return (
    <>
      {markRead.isError && (
        <p className="message message--error" role="alert">
          {markRead.error.message}
        </p>
      )}
      <AlertList
        alerts={alerts}
        onRead={(id) => markRead.mutate(id)}
        busyId={markRead.isPending ? markRead.variables : undefined}
      />
    </>
  );
}

function AlertList({ alerts, onRead, busyId }: { alerts: Alert[]; onRead?: (id: number) => void; busyId?: number }) {
  return (
    <ul className="dash-list">
      {alerts.map((alert) => (
        <li key={alert.id} className={alert.read ? 'dash-alert dash-alert--read' : 'dash-alert'}>
          <strong>{alert.title}</strong>
          <span>{alert.body}</span>
          <span className="dash-card__muted">
            {alert.loanNumber ? `Loan ${alert.loanNumber} · ` : ''}
            {dateTime(alert.createdAt)}
            {alert.read ? ' · Read' : ''}
          </span>
          {!alert.read && onRead && (
            <button
              type="button"
              className="link-button"
              disabled={busyId === alert.id}
              onClick={() => onRead(alert.id)}
            >
              Mark as read<span className="visually-hidden">: {alert.title}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The Pre-Approval card (part 1 §4): Get Pre-Approved only with no saved form and no status (it opens the zip
 * question); Resume Form with a saved form (it asks Yes / No / Cancel first) or a submitted one (its result).
 */
function PreapprovalCard({ statusIndicator, stage }: { statusIndicator: number; stage: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { openZipLookup, startPreapproval } = usePopups();
  const saved = hasSavedWizard() || (statusIndicator === 0 && stage > 0);
  const canStart = !saved && statusIndicator === 0;
  const canResume = saved || statusIndicator === 1;
  // The resume question's No throws the saved form away: the card reads its state again.
  useEffect(
    () =>
      onSavedProgressChange(
        () => void queryClient.invalidateQueries({ queryKey: dashboardQueries.preapproval().queryKey }),
      ),
    [queryClient],
  );
  return (
    <>
      <p>
        {saved
          ? 'You have a saved pre-approval form.'
          : statusIndicator === 1
            ? 'Your pre-approval was submitted. Your letters are under Pre-Approval Letters.'
            : 'Find out how much you can borrow, and get a letter to show with your offer.'}
      </p>
      <div className="dash-actions">
        <button type="button" className="button" disabled={!canStart} onClick={openZipLookup}>
          Get Pre-Approved
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={!canResume}
          onClick={() => (saved ? void startPreapproval('yesNoCancel') : navigate('/preapprove'))}
        >
          Resume Form
        </button>
        <Link to="/letter">Pre-Approval Letters</Link>
      </div>
    </>
  );
}

type Filter = 'all' | 'saved' | 'completed';

/**
 * The 1003 list with its Status / Saved / Completed filter (part 1 §4): saved rows resume at their stage, submitted
 * and completed ones offer the lender file ('Fannie Mae file download'); Complete Application starts a new one.
 */
function ApplicationsCard({ rows }: { rows: ApplicationListRow[] }) {
  const [filter, setFilter] = useState<Filter>('all');
  const filterId = useId();
  const resume = useResume();
  const { openAuthorization } = usePopups();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const shown = rows.filter((row) =>
    filter === 'all' ? true : filter === 'completed' ? row.statusIndicator !== 0 : row.statusIndicator === 0,
  );
  return (
    <>
      <div className="dash-status__head">
        <label htmlFor={filterId}>Show</label>
        <select id={filterId} value={filter} onChange={(event) => setFilter(event.target.value as Filter)}>
          <option value="all">Status</option>
          <option value="saved">Saved</option>
          <option value="completed">Completed</option>
        </select>
        <button type="button" className="button" onClick={openAuthorization}>
          Complete Application
        </button>
      </div>
      <p role="status" className={outcome ? `message message--${outcome.ok ? 'success' : 'error'}` : 'visually-hidden'}>
        {outcome?.text}
      </p>
      {shown.length === 0 ? (
        <p className="dash-card__muted">No Form1003 loans</p>
      ) : (
        <DataTable
          caption="Your 1003 applications"
          rows={shown}
          rowKey={(row) => row._id}
          columns={[
            { header: 'Loan', primary: true, cell: (row) => row.loanNumber ?? row.loanRefNumber },
            { header: 'Updated', cell: (row) => date(row.dateOn) },
            { header: 'Status', cell: (row) => statusName(row.statusIndicator) },
            {
              header: 'Action',
              headerHidden: true,
              actions: true,
              cell: (row) =>
                row.statusIndicator !== 0 ? (
                  <ApplicationFileButton
                    kind="mismo"
                    id={row._id}
                    refNumber={row.loanRefNumber}
                    className="button button--link"
                  />
                ) : row.kind === 'full' ? (
                  <>
                    <button type="button" className="button button--link" onClick={() => resume(row)}>
                      Resume<span className="visually-hidden"> application {row.loanRefNumber}</span>
                    </button>
                    <DiscardApplicationButton id={row._id} refNumber={row.loanRefNumber} onOutcome={setOutcome} />
                  </>
                ) : null,
            },
          ]}
        />
      )}
    </>
  );
}

/**
 * /dashboard (part 1 §2, §4): the application status card with the loan selector and the milestone ladder, the
 * requests, the notifications, the pre-approval card and the 1003 list, each from its own call, each with its
 * empty message.
 */
export default function DashboardPage() {
  const loans = useQuery(dashboardQueries.loans());
  const requests = useQuery(dashboardQueries.requests());
  const alerts = useQuery(dashboardQueries.alerts());
  const preapproval = useQuery(dashboardQueries.preapproval());
  const applications = useQuery(dashboardQueries.applications());
  const invitations = useQuery(dashboardQueries.invitations());
  const people = useQuery(participationQueries.people());
  const toTakePart = useQuery(participationQueries.invitations());
  const shared = useQuery(participationQueries.shared());
  // Once an invitation showed, its card stays for this visit, so the answer's outcome can be read there.
  const [invited, setInvited] = useState(false);
  const waiting = (invitations.data?.length ?? 0) > 0;
  if (waiting && !invited) setInvited(true);
  // The same for invitations to take part in someone's application.
  const [askedToTakePart, setAskedToTakePart] = useState(false);
  if ((toTakePart.data?.length ?? 0) > 0 && !askedToTakePart) setAskedToTakePart(true);
  return (
    <div className="container page dashboard-page">
      <h1>Dashboard</h1>
      <div className="dash-grid">
        {(invitations.isError || waiting || invited) && (
          <Card title="Loan Officer Invitations" query={invitations} className="dash-card--wide">
            {(data) => <InvitationsCard invitations={data} />}
          </Card>
        )}
        {(toTakePart.isError || askedToTakePart) && (
          <Card title="Invitations to Take Part" query={toTakePart} className="dash-card--wide">
            {(data) => <InvitationsToTakePart invitations={data} />}
          </Card>
        )}
        {(shared.isError || (shared.data?.length ?? 0) > 0) && (
          <Card title="Applications You Take Part In" query={shared} className="dash-card--wide">
            {(data) => <SharedApplications applications={data} />}
          </Card>
        )}
        <Card title="Application Status" query={loans} className="dash-card--wide">
          {(data) => <StatusCard loans={data} />}
        </Card>
        <Card title="Requests" query={requests}>
          {(data) => <RequestsCard items={data} />}
        </Card>
        <Card title="Notifications" query={alerts}>
          {(data) => <AlertsCard alerts={data} />}
        </Card>
        <Card title="Pre-Approval" query={preapproval}>
          {(data) => <PreapprovalCard statusIndicator={data.statusIndicator} stage={data.stage} />}
        </Card>
        <Card title="1003 Applications" query={applications} className="dash-card--wide">
          {(data) => <ApplicationsCard rows={data} />}
        </Card>
        {(people.isError || (people.data?.length ?? 0) > 0) && (
          <Card title="People on Your Applications" query={people} className="dash-card--wide">
            {(data) => <PeopleToInvite people={data} />}
          </Card>
        )}
      </div>
    </div>
  );
}
