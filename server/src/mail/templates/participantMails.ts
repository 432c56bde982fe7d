import { LENDER } from 'common';
import type { MailMessage } from 'server/mail/queueMail.ts';
import { signInLink } from './documentMails.ts';
import { lenderSignature } from './lenderSignature.ts';

/**
 * Mails of co-borrowers and co-applicants who take part in an application (issue 21, point 6). They name nobody and
 * carry nothing of the application: whoever reads the mailbox learns only that an invitation waits on the dashboard,
 * where the invited person reads who invites them once signed in with the invited address.
 */

const SUBJECT = `You are invited to take part in a home loan application - ${LENDER.name}`;

/** To an address with a borrower account: an invitation waits on the dashboard. */
export function participantInvitationMail(to: string, publicUrl: string): MailMessage {
  const text = [
    'Hello,',
    '',
    `Someone who named you on their home loan application at ${LENDER.name} invites you to take part in it with your own account: to see the loan and fill in your own parts.`,
    '',
    'Sign in to read who invites you, and accept or decline. Until you accept, nothing of the application is shown to you and nothing of yours is shared:',
    signInLink(publicUrl, '/dashboard'),
    '',
    'If you did not expect this, decline it or ignore this e-mail.',
    '',
    ...lenderSignature(),
  ].join('\n');
  return { template: 'participant_invitation', to, subject: SUBJECT, text };
}

/** To an address without an account: the same invitation, with the way to sign up first. */
export function participantInvitationSignUpMail(to: string, publicUrl: string): MailMessage {
  const text = [
    'Hello,',
    '',
    `Someone who named you on their home loan application at ${LENDER.name} invites you to take part in it with your own account: to see the loan and fill in your own parts.`,
    '',
    'To answer, create your free account with this e-mail address; the invitation then waits on your dashboard:',
    signInLink(publicUrl, '/dashboard'),
    '',
    'If you did not expect this, ignore this e-mail.',
    '',
    ...lenderSignature(),
  ].join('\n');
  return { template: 'participant_invitation_signup', to, subject: SUBJECT, text };
}
