import { LENDER } from 'common';
import type { MailMessage } from 'server/mail/queueMail.ts';
import { displayText } from './mailText.ts';
import { lenderSignature } from './lenderSignature.ts';

/**
 * Mails about a borrower's documents. Each carries a sign-in link to the page where the work is, never a document,
 * its type, its fields or a reviewer's reason: a mailbox is not a safe place for them, and the page says it all
 * once the borrower has signed in.
 */

/** The link that opens the sign-in popup and then `path` (part 1 §2: `q` is where to go after login). */
export function signInLink(publicUrl: string, path: string): string {
  return `${publicUrl}/?q=${encodeURIComponent(path)}`;
}

function mail(template: string, to: string, subject: string, firstName: string, lines: string[]): MailMessage {
  const text = [`Hello ${displayText(firstName)},`, '', ...lines, '', ...lenderSignature()].join('\n');
  return { template, to, subject: `${subject} - ${LENDER.name}`, text };
}

/** The loan team asked the borrower for documents (of a loan or of a pre-approval). */
export function documentsRequestedMail(to: string, firstName: string, publicUrl: string, path: string): MailMessage {
  return mail('documents_requested', to, 'Your loan team asked for documents', firstName, [
    'Your loan team has asked you for documents. Sign in to see what is needed and upload it:',
    signInLink(publicUrl, path),
  ]);
}

/** The loan team sent documents for the borrower to review and approve. */
export function documentsToApproveMail(to: string, firstName: string, publicUrl: string, path: string): MailMessage {
  return mail('documents_to_approve', to, 'Documents are waiting for your approval', firstName, [
    'Your loan team has sent documents for you to review and approve. Sign in to read them:',
    signInLink(publicUrl, path),
  ]);
}

/** A document the borrower uploaded needs another look (the reason is shown once signed in). */
export function documentRejectedMail(to: string, firstName: string, publicUrl: string, path: string): MailMessage {
  return mail('document_rejected', to, 'A document needs your attention', firstName, [
    'Your loan team could not use one of the documents you uploaded. Sign in to see why and upload a new version:',
    signInLink(publicUrl, path),
  ]);
}
