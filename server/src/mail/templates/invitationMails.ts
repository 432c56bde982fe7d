import { LENDER } from 'common';
import type { MailMessage } from 'server/mail/queueMail.ts';
import { signInLink } from './documentMails.ts';
import { displayText } from './mailText.ts';
import { lenderSignature } from './lenderSignature.ts';

/**
 * Mails of who works a loan: a loan officer's invitation to work with a borrower, its answer, and an assignment. They name the officer (and their NMLS id, which a
 * borrower can look up at nmlsconsumeraccess.org) and carry a link to the dashboard, where the borrower accepts or
 * declines; never the officer's message or anything of the borrower's.
 */

/** Who sent an invitation, as its mails name them. */
export interface InvitingOfficer {
  name: string;
  nmlsId: string;
}

function officerLine(officer: InvitingOfficer): string {
  return `${displayText(officer.name)} (NMLS ID ${displayText(officer.nmlsId, 20)})`;
}

/** To a borrower who has an account: an officer invites them; they answer on the dashboard. */
export function loanInvitationMail(to: string, officer: InvitingOfficer, publicUrl: string): MailMessage {
  const text = [
    'Hello,',
    '',
    `${officerLine(officer)}, a loan officer at ${LENDER.name}, invites you to work with them on a home loan.`,
    '',
    'Sign in to read the invitation and accept or decline it. Until you accept, the loan officer sees nothing of your account:',
    signInLink(publicUrl, '/dashboard'),
    '',
    `If you did not expect this, decline it or ignore this e-mail. You can check a loan officer's licence at https://www.nmlsconsumeraccess.org.`,
    '',
    ...lenderSignature(),
  ].join('\n');
  return { template: 'loan_invitation', to, subject: `A loan officer invites you - ${LENDER.name}`, text };
}

/** To an address without an account: the same invitation, with the way to sign up first. */
export function loanInvitationSignUpMail(to: string, officer: InvitingOfficer, publicUrl: string): MailMessage {
  const text = [
    'Hello,',
    '',
    `${officerLine(officer)}, a loan officer at ${LENDER.name}, invites you to work with them on a home loan.`,
    '',
    'To answer, create your free account with this e-mail address; the invitation then waits on your dashboard:',
    `${publicUrl}/?q=${encodeURIComponent('/dashboard')}`,
    '',
    `If you did not expect this, ignore this e-mail. You can check a loan officer's licence at https://www.nmlsconsumeraccess.org.`,
    '',
    ...lenderSignature(),
  ].join('\n');
  return { template: 'loan_invitation_signup', to, subject: `A loan officer invites you - ${LENDER.name}`, text };
}

/** To the officer: the borrower answered (the loan's number when accepted; nothing else of the borrower's). */
export function invitationAnsweredMail(
  to: string,
  answer: { accepted: true; loanNumber: string } | { accepted: false },
  publicUrl: string,
): MailMessage {
  const text = [
    answer.accepted
      ? `A borrower accepted your invitation. Loan ${answer.loanNumber} is open in your pipeline:`
      : 'A borrower declined your invitation. Nothing of theirs is shared with you.',
    ...(answer.accepted ? [`${publicUrl}/staff`] : []),
    '',
  ].join('\n');
  return {
    template: answer.accepted ? 'loan_invitation_accepted' : 'loan_invitation_declined',
    to,
    subject: answer.accepted ? `Invitation accepted: loan ${answer.loanNumber}` : 'Invitation declined',
    text,
  };
}

/** To a staff member put on a loan by someone else (its number only; the rest is in the pipeline). */
export function loanAssignedMail(to: string, loanNumber: string, publicUrl: string): MailMessage {
  const text = [`You were assigned to loan ${loanNumber}. It is in your pipeline:`, `${publicUrl}/staff`, ''].join(
    '\n',
  );
  return { template: 'loan_assigned_staff', to, subject: `Assigned to loan ${loanNumber}`, text };
}
