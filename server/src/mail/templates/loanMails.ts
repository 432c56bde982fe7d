import { LENDER } from 'common';
import type { MailMessage } from 'server/mail/queueMail.ts';
import { signInLink } from './documentMails.ts';
import { lenderSignature } from './lenderSignature.ts';
import { displayText } from './mailText.ts';

/**
 * Mails about a loan's progress. They name the loan by its number and say what happened (a decision, a new step, a
 * document arrived), with a sign-in link; never an amount, a rate, an address or anything the borrower wrote.
 */

function borrowerMail(template: string, to: string, subject: string, firstName: string, lines: string[]): MailMessage {
  const text = [`Hello ${displayText(firstName)},`, '', ...lines, '', ...lenderSignature()].join('\n');
  return { template, to, subject: `${subject} - ${LENDER.name}`, text };
}

/** The lender's decision on the borrower's loan (always sent: it is the notice of the action taken). */
export function loanDecisionMail(
  to: string,
  firstName: string,
  decision: { loanNumber: string; statusName: string; conditions: number },
  publicUrl: string,
): MailMessage {
  const lines =
    decision.conditions > 0
      ? [
          `Your loan ${decision.loanNumber} is ${decision.statusName.toLowerCase()}: there ${decision.conditions === 1 ? 'is 1 condition' : `are ${decision.conditions} conditions`} to meet before final approval.`,
          'Sign in to see each condition under Requests on your dashboard:',
        ]
      : [`A decision was recorded on your loan ${decision.loanNumber}: ${decision.statusName}.`, 'Sign in to read it:'];
  return borrowerMail('loan_decision', to, `A decision on loan ${decision.loanNumber}`, firstName, [
    ...lines,
    signInLink(publicUrl, '/dashboard'),
  ]);
}

/** The borrower's loan moved to a new step (optional: the borrower may turn these off under Subscriptions). */
export function loanMilestoneMail(
  to: string,
  firstName: string,
  step: { loanNumber: string; milestoneName: string },
  publicUrl: string,
): MailMessage {
  return borrowerMail('loan_milestone', to, `Loan ${step.loanNumber}: ${step.milestoneName}`, firstName, [
    `Your loan ${step.loanNumber} moved to ${step.milestoneName}. Sign in to follow it on your dashboard:`,
    signInLink(publicUrl, '/dashboard'),
    '',
    'You can turn these e-mails off under Subscriptions in your account.',
  ]);
}

/** To a pre-approval's loan officer: the borrower sent a document the officer asked for. */
export function preapprovalRequestAnsweredMail(
  to: string,
  answer: { refNumber: string; what: string },
  publicUrl: string,
): MailMessage {
  const text = [
    `The borrower of pre-approval ${answer.refNumber} sent ${answer.what} you asked for. It is with the pre-approval's documents:`,
    `${publicUrl}/staff`,
    '',
  ].join('\n');
  return {
    template: 'preapproval_request_answered',
    to,
    subject: `Pre-approval ${answer.refNumber}: ${answer.what} received`,
    text,
  };
}

/** To the loan's staff: a borrower answered a request (a document arrived, or a written answer). */
export function requestAnsweredMail(
  to: string,
  answer: { loanNumber: string; what: string },
  publicUrl: string,
): MailMessage {
  const text = [
    `The borrower on loan ${answer.loanNumber} sent ${answer.what} you asked for. It is on the loan's page:`,
    `${publicUrl}/staff`,
    '',
  ].join('\n');
  return { template: 'request_answered', to, subject: `Loan ${answer.loanNumber}: ${answer.what} received`, text };
}
