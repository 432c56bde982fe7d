import { LENDER } from 'common';
import type { MailMessage } from 'server/mail/queueMail.ts';
import { lenderSignature } from './lenderSignature.ts';
import { displayText } from './mailText.ts';

/**
 * 1003 application mails. They name the application by its reference and carry sign-in links, never anything the
 * application holds (names, amounts, addresses, numbers): a mailbox is not a safe place for them.
 */

/** The link that opens the sign-in popup and then the saved applications, where Resume opens the stage reached. */
export function savedApplicationsLink(publicUrl: string): string {
  return `${publicUrl}/?q=${encodeURIComponent('/saved')}`;
}

/** Save & Finish Later (decision 4): a link to come back and resume the application. */
export function applicationResumeMail(to: string, refNumber: string, publicUrl: string): MailMessage {
  const text = [
    'Hello,',
    '',
    `Your loan application (reference ${refNumber}) is saved. When you are ready to continue, sign in and choose Resume:`,
    savedApplicationsLink(publicUrl),
    '',
    'Your answers are kept exactly as you left them.',
    '',
    ...lenderSignature(),
  ].join('\n');
  return {
    template: 'application_resume',
    to,
    subject: `Continue your loan application - ${LENDER.name}`,
    text,
  };
}

/** Tells the borrower the application was received, greeting them by name. */
export function applicationReceivedMail(
  to: string,
  firstName: string,
  refNumber: string,
  publicUrl: string,
): MailMessage {
  const text = [
    `Hello ${displayText(firstName)},`,
    '',
    `We have received your loan application (reference ${refNumber}). You will be hearing from someone from our office soon.`,
    '',
    'You can follow your loan and send us documents from your dashboard:',
    `${publicUrl}/?q=${encodeURIComponent('/dashboard')}`,
    '',
    ...lenderSignature(),
  ].join('\n');
  return {
    template: 'application_received',
    to,
    subject: `We received your loan application - ${LENDER.name}`,
    text,
  };
}

/** Tells the loan officer an application was submitted to them (its references only; the rest is in the pipeline). */
export function applicationAssignedMail(
  to: string,
  refs: { refNumber: string; loanNumber: string },
  publicUrl: string,
): MailMessage {
  const text = [
    'A borrower has submitted the loan application (1003) and you are their loan officer.',
    '',
    `Application: ${refs.refNumber}`,
    `Loan: ${refs.loanNumber}`,
    `Open your pipeline: ${publicUrl}/staff`,
    '',
  ].join('\n');
  return {
    template: 'application_assigned_officer',
    to,
    subject: `New loan application ${refs.refNumber}`,
    text,
  };
}
