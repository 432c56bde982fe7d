import { WE_WILL_GET_BACK_MESSAGE } from 'engine';
import { LENDER } from 'common';
import type { QuoteHomeV1, QuoteV1 } from 'forms/generated/types/index.ts';
import { displayText } from './mailText.ts';
import type { MailMessage } from 'server/mail/queueMail.ts';
import type { SavedFormRequest } from 'server/commands/publicForms/formRequests.ts';
import { lenderSignature } from './lenderSignature.ts';

/** The forms that post to common/quote, with where each one is (named in the lender's mail). */
export const QUOTE_FORMS: Readonly<Record<string, string>> = {
  quote: 'Get a Rate Quote popup',
  'quote-home': 'Request A Quote form',
};

/** The data of any version of the rate quote forms (the popup leaves the last four optional). */
export type QuoteRequestData = QuoteV1 | QuoteHomeV1;

function fullName(data: QuoteRequestData): string {
  return [data.quoteFName, data.quoteLName].filter(Boolean).join(' ');
}

/** The mail telling the lender's inbox about a rate quote request. */
export function lenderQuoteMail(to: string, saved: SavedFormRequest<QuoteRequestData>): MailMessage {
  const { data } = saved;
  const given = (value: string | undefined) => value ?? 'Not given';
  const lines = [
    `${fullName(data)} asked for a rate quote from the ${QUOTE_FORMS[saved.formId] ?? saved.formId}.`,
    '',
    `Name: ${fullName(data)}`,
    `Email: ${data.quoteEmail}`,
    `Phone: ${data.quotePhone}`,
    `Loan type: ${data.quoteLoanType}`,
    `Loan amount: ${given(data.quoteAmount)}`,
    `Property value: ${given(data.quoteValue)}`,
    `Credit history: ${given(data.quoteCredit)}`,
    '',
    `Reference: request ${saved.submissionId} (${saved.formId} form, version ${saved.formVersion})`,
    '',
  ];
  return {
    template: 'quote_request_lender',
    to,
    subject: `Rate quote request from ${displayText(fullName(data))}`,
    text: lines.join('\n'),
  };
}

/** The confirmation sent to the person who asked for a quote. */
export function quoteConfirmationMail(saved: SavedFormRequest<QuoteRequestData>): MailMessage {
  const text = [
    `Hello ${displayText(saved.data.quoteFName)},`,
    '',
    `Thank you for asking ${LENDER.name} for a rate quote on a ${saved.data.quoteLoanType.toLowerCase()}.`,
    WE_WILL_GET_BACK_MESSAGE,
    '',
    ...lenderSignature(),
  ].join('\n');
  return {
    template: 'quote_request_confirmation',
    to: saved.data.quoteEmail,
    subject: `We received your rate quote request - ${LENDER.name}`,
    text,
  };
}
