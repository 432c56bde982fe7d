import { LENDER, lenderAddressLine } from '../../../../engine/src/lender.ts';
import { CONTACT_SUCCESS_MESSAGE } from '../../../../engine/src/messages.ts';
import type { MailMessage } from '../../mail/queueMail.ts';

/** The forms that post to common/contactus, with the page each one is on (named in the lender's mail). */
export const CONTACT_FORMS: Readonly<Record<string, string>> = {
  contact: 'Contact page',
  support: 'Help & Support page',
};

/** What the lender's inbox and the sender's confirmation are built from. */
export interface ContactRequestMailInput {
  submissionId: number;
  formId: string;
  formVersion: number;
  data: Record<string, unknown>;
}

function field(data: Record<string, unknown>, name: string): string {
  const value = data[name];
  return typeof value === 'string' ? value : '';
}

// The support page sends 'NA' for the questions it does not ask.
function asked(value: string): boolean {
  return value !== '' && value !== 'NA';
}

/** The mail telling the lender's inbox about a new contact request. */
export function lenderContactMail(to: string, input: ContactRequestMailInput): MailMessage {
  const { data } = input;
  const lines = [
    `${field(data, 'contName')} sent a message from the ${CONTACT_FORMS[input.formId] ?? input.formId}.`,
    '',
    `Name: ${field(data, 'contName')}`,
    `Phone: ${field(data, 'contPhone')}`,
    `Email: ${field(data, 'contEmail')}`,
    `Zip code: ${field(data, 'contZip')}`,
  ];
  if (asked(field(data, 'contCity'))) lines.push(`City: ${field(data, 'contCity')}`);
  if (asked(field(data, 'contLoanType'))) lines.push(`Loan type: ${field(data, 'contLoanType')}`);
  lines.push(
    '',
    'Message:',
    field(data, 'contMessage'),
    '',
    `Reference: request ${input.submissionId} (${input.formId} form, version ${input.formVersion})`,
  );
  return {
    template: 'contact_request_lender',
    to,
    subject: `Contact request from ${field(data, 'contName')}`,
    text: `${lines.join('\n')}\n`,
  };
}

/** The confirmation sent to the person who wrote to us. */
export function contactConfirmationMail(input: ContactRequestMailInput): MailMessage {
  const text = [
    `Hello ${field(input.data, 'contName')},`,
    '',
    CONTACT_SUCCESS_MESSAGE,
    '',
    `If you would like to talk sooner, call us at ${LENDER.supportPhone} (${LENDER.hours}).`,
    '',
    LENDER.name,
    `NMLS ${LENDER.nmlsId}`,
    lenderAddressLine(),
    '',
  ].join('\n');
  return {
    template: 'contact_request_confirmation',
    to: field(input.data, 'contEmail'),
    subject: `We received your message - ${LENDER.name}`,
    text,
  };
}
