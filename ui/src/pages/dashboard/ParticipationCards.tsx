import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  PARTICIPATION_CONSENT,
  type ApplicationPersonReply,
  type ParticipantInvitationReply,
  type ParticipationReply,
} from 'common';
import { AuthorizationAgreementDialog } from 'ui/components/AuthorizationAgreementDialog.tsx';
import { downloadLetter } from 'ui/pages/preapproval/letterFile.ts';
import { rememberCurrentApplication } from 'ui/session/currentApplication.ts';
import { dashboardQueries } from './dashboardQueries.ts';
import { answerInvitationToTakePart, authorizeParticipation, inviteToTakePart } from './participationQueries.ts';
import { InvitationAnswerButtons } from './InvitationAnswerButtons.tsx';

/**
 * The dashboard's part of co-borrowers and co-applicants who take part in an application themselves (issue 21,
 * point 6): the owner invites the people named on their applications, with an explicit consent to what is shared; the
 * invited person accepts or declines; a participant gives their own authorization, then fills in their part.
 */

const date = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : '';

/** A line the card says after an answer: the server's words. */
type Said = { ok: boolean; text: string } | null;

function SaidLine({ said }: { said: Said }) {
  if (!said) return null;
  return (
    <p className={said.ok ? 'message message--success' : 'message message--error'} role={said.ok ? 'status' : 'alert'}>
      {said.text}
    </p>
  );
}

const STATUS_TEXT: Record<ApplicationPersonReply['status'], string> = {
  'not-invited': 'Not invited',
  pending: 'Invitation sent, waiting for an answer',
  accepted: 'Takes part with their own account',
  declined: 'Declined the invitation',
  withdrawn: 'Not invited',
  expired: 'The invitation expired',
};

/** The people named with an e-mail on the owner's applications, each with Invite to take part. */
export function PeopleToInvite({ people }: { people: ApplicationPersonReply[] }) {
  const [said, setSaid] = useState<Said>(null);
  return (
    <>
      <p className="dash-card__muted">
        A co-borrower or co-applicant you named can take part with their own account: they fill in and sign their own
        parts.
      </p>
      <SaidLine said={said} />
      <ul className="dash-list">
        {people.map((person) => (
          <PersonToInvite key={`${person.applicationId}-${person.mapid}`} person={person} onSaid={setSaid} />
        ))}
      </ul>
    </>
  );
}

function PersonToInvite({ person, onSaid }: { person: ApplicationPersonReply; onSaid(said: Said): void }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [unticked, setUnticked] = useState(false);
  const consentId = useId();
  const name = person.name || person.role;
  const invite = useMutation({
    mutationFn: () => inviteToTakePart(person.applicationId, person.mapid, PARTICIPATION_CONSENT.version),
    onSuccess: (text) => {
      onSaid({ ok: true, text });
      setOpen(false);
    },
    onError: (error) => onSaid({ ok: false, text: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardQueries.all }),
  });
  const invitable = person.status !== 'pending' && person.status !== 'accepted';
  return (
    <li className="dash-invitation">
      <strong>
        {name} ({person.role})
      </strong>
      <span className="dash-participant__email">{person.email}</span>
      <span className="dash-card__muted">
        Application {person.loanNumber ?? person.refNumber} · {STATUS_TEXT[person.status]}
        {person.status === 'pending' && person.invitedAt ? ` · sent ${date(person.invitedAt)}` : ''}
      </span>
      {invitable && !open && (
        <div className="dash-actions">
          <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
            Invite {name} to take part
          </button>
        </div>
      )}
      {invitable && open && (
        <form
          className="dash-participant__consent"
          onSubmit={(event) => {
            event.preventDefault();
            if (!agreed) {
              setUnticked(true);
              return;
            }
            invite.mutate();
          }}
        >
          <fieldset>
            <legend>Invite {name} to take part</legend>
            <label className="checkbox" htmlFor={consentId}>
              <input
                id={consentId}
                type="checkbox"
                checked={agreed}
                aria-invalid={unticked && !agreed}
                aria-describedby={unticked && !agreed ? `${consentId}-error` : undefined}
                onChange={(event) => setAgreed(event.target.checked)}
              />
              {PARTICIPATION_CONSENT.text(name)}
            </label>
            {unticked && !agreed && (
              <p id={`${consentId}-error`} className="message message--error">
                Please tick the box to agree to what taking part shares.
              </p>
            )}
          </fieldset>
          <div className="dash-actions">
            <button type="submit" className="button" aria-busy={invite.isPending} disabled={invite.isPending}>
              Send invitation<span className="visually-hidden"> to {name}</span>
            </button>
            <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </li>
  );
}

/** Invitations to take part waiting for the signed-in person's answer. */
export function InvitationsToTakePart({ invitations }: { invitations: ParticipantInvitationReply[] }) {
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<Said>(null);
  const answer = useMutation({
    mutationFn: ({ id, accept }: { id: number; accept: boolean }) => answerInvitationToTakePart(id, accept),
    onSuccess: (text) => setSaid({ ok: true, text }),
    onError: (error) => setSaid({ ok: false, text: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardQueries.all }),
  });
  return (
    <>
      <SaidLine said={said} />
      {invitations.length === 0 ? (
        <p className="dash-card__muted">No invitations waiting for your answer.</p>
      ) : (
        <ul className="dash-list">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="dash-invitation">
              <strong>
                {invitation.ownerName} invites you to take part in their home loan application as {invitation.person}
              </strong>
              <span className="dash-card__muted">
                {invitation.loanNumber ? `Loan ${invitation.loanNumber} · ` : ''}Sent {date(invitation.sentAt)} · open
                until {date(invitation.expiresAt)}
              </span>
              <span className="dash-card__muted">
                Accepting shares the loan with you: its status, its requests, the pre-approval letter and the
                application. You then fill in your own part. Declining shares nothing.
              </span>
              <InvitationAnswerButtons
                from={invitation.ownerName}
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

/** The applications the signed-in person takes part in: their authorization, their part, the preview and the letter. */
export function SharedApplications({ applications }: { applications: ParticipationReply[] }) {
  return (
    <ul className="dash-list">
      {applications.map((application) => (
        <SharedApplication key={application.applicationId} application={application} />
      ))}
    </ul>
  );
}

function SharedApplication({ application }: { application: ParticipationReply }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [agreeing, setAgreeing] = useState(false);
  const [problem, setProblem] = useState('');
  const first = application.stages[0];
  const open = application.statusIndicator === 0 && first !== undefined;
  const remember = () =>
    rememberCurrentApplication({ id: application.applicationId, coBorrowerIndicator: application.stages.includes(4) });
  const agree = async (version: number): Promise<string | null> => {
    try {
      await authorizeParticipation(application.applicationId, version);
    } catch (error) {
      return (error as Error).message;
    }
    remember();
    void queryClient.invalidateQueries({ queryKey: dashboardQueries.all });
    return null;
  };
  return (
    <li className="dash-invitation">
      <strong>
        {application.ownerName}&rsquo;s application, loan {application.loanNumber}
      </strong>
      <span>You take part as {application.person}.</span>
      {application.statusIndicator !== 0 && (
        <span className="dash-card__muted">The application has been submitted; it can no longer be changed here.</span>
      )}
      {open && !application.authorized && (
        <span className="dash-card__muted">
          Before you fill in anything, read and agree to the authorization for your own credit report.
        </span>
      )}
      <div className="dash-actions">
        {open && !application.authorized && (
          <button type="button" className="button" onClick={() => setAgreeing(true)}>
            Give my authorization<span className="visually-hidden"> for loan {application.loanNumber}</span>
          </button>
        )}
        {open && application.authorized && (
          <button
            type="button"
            className="button"
            onClick={() => {
              remember();
              navigate(`/stage${first}`);
            }}
          >
            Fill in my part<span className="visually-hidden"> of loan {application.loanNumber}</span>
          </button>
        )}
        <Link to={`/preview?id=${application.applicationId}`}>
          Preview the application<span className="visually-hidden"> of loan {application.loanNumber}</span>
        </Link>
        {application.letter && (
          <button
            type="button"
            className="link-button"
            onClick={async () => {
              const letter = application.letter;
              if (!letter) return;
              setProblem(
                (await downloadLetter(letter.preapprovalId, `preapproval-letter-${application.loanNumber}.pdf`)) ?? '',
              );
            }}
          >
            Pre-approval letter<span className="visually-hidden"> of loan {application.loanNumber}</span>
          </button>
        )}
      </div>
      {problem && (
        <p className="message message--error" role="alert">
          {problem}
        </p>
      )}
      {agreeing && open && (
        <AuthorizationAgreementDialog
          onClose={() => setAgreeing(false)}
          onAgreed={agree}
          destination={`/stage${first}`}
        />
      )}
    </li>
  );
}
