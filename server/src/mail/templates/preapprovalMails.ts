import { LENDER } from 'common';
import type { MailMessage } from 'server/mail/queueMail.ts';
import { displayText } from './mailText.ts';
import { lenderSignature } from './lenderSignature.ts';

/**
 * Pre-approval mails. They carry a sign-in link to the letters page, never the letter itself, the amount or any
 * personal figure: a mailbox is not a safe place for them.
 */

/** The link that opens the sign-in popup and then the letters page (part 1 §2: `q` is where to go after login). */
export function lettersLink(publicUrl: string): string {
  return `${publicUrl}/?q=${encodeURIComponent('/letter')}`;
}

/** Tells the borrower the pre-approval letter is ready, with a sign-in link to it. */
export function letterReadyMail(to: string, firstName: string, publicUrl: string): MailMessage {
  const text = [
    `Hello ${displayText(firstName)},`,
    '',
    `Your pre-approval letter from ${LENDER.name} is ready. Sign in to view and download it:`,
    lettersLink(publicUrl),
    '',
    'The letter is valid for 90 days. Your loan officer will be in touch about the next steps.',
    '',
    ...lenderSignature(),
  ].join('\n');
  return {
    template: 'preapproval_letter_ready',
    to,
    subject: `Your pre-approval letter is ready - ${LENDER.name}`,
    text,
  };
}

/** Tells the loan officer a pre-approval was assigned to them (its reference only; details are in the pipeline). */
export function officerAssignedMail(to: string, refNumber: string, publicUrl: string): MailMessage {
  const text = [
    'A borrower has completed the Get Pre-Approved wizard and you are their loan officer.',
    '',
    `Reference: ${refNumber}`,
    `Open your pipeline: ${publicUrl}/staff`,
    '',
  ].join('\n');
  return { template: 'preapproval_assigned_officer', to, subject: `New pre-approval ${refNumber}`, text };
}
