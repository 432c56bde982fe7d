import { LENDER } from 'common';
import type { MailMessage } from 'server/mail/queueMail.ts';
import { marketingHeaders } from 'server/mail/unsubscribe.ts';
import { lenderSignature } from './lenderSignature.ts';

/** The reply to a subscription request, whether the address is new or already on the list. */
export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing to our updates.';

/**
 * The confirmation sent to a new (or returning) subscriber: a marketing mail, so it carries the one-click
 * unsubscribe headers and the link in its text.
 */
export function subscriptionConfirmationMail(email: string, links: { page: string; oneClick: string }): MailMessage {
  const text = [
    'Hello,',
    '',
    `${SUBSCRIBED_MESSAGE} ${LENDER.name} will e-mail you rate news and home-buying tips from time to time.`,
    '',
    'If you did not ask for these updates, or want them to stop, unsubscribe with one click:',
    links.page,
    '',
    `You can also write to ${LENDER.infoEmail} and we will take your address off the list.`,
    '',
    ...lenderSignature(),
  ].join('\n');
  return {
    template: 'subscription_confirmation',
    to: email,
    subject: `You are subscribed to ${LENDER.name} updates`,
    text,
    headers: marketingHeaders(links),
  };
}
