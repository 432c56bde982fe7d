import { WE_WILL_GET_BACK_MESSAGE } from 'engine';
import { LENDER, lenderAddressLine } from 'common';
import type { ContactV1, ContactV2, SupportV1 } from 'forms/generated/types/index.ts';
import { displayText } from './mailText.ts';
import type { MailMessage } from 'server/mail/queueMail.ts';

/** The forms that post to common/contactus, with the page each one is on (named in the lender's mail). */
export const CONTACT_FORMS: Readonly<Record<string, string>> = {
  contact: 'Contact page',
  support: 'Help & Support page',
};

/** The data of any version of the forms that post to common/contactus (types generated from the definitions). */
export type ContactRequestData = ContactV1 | ContactV2 | SupportV1;

/** What the lender's inbox and the sender's confirmation are built from. */
export interface ContactRequestMailInput {
  submissionId: number;
  formId: string;
  formVersion: number;
  data: ContactRequestData;
}

// The support page sends 'NA' for the questions it does not ask.
function asked(value: string): boolean {
  return value !== '' && value !== 'NA';
}

/** The mail telling the lender's inbox about a new contact request. */
export function lenderContactMail(to: string, input: ContactRequestMailInput): MailMessage {
  const { data } = input;
  const lines = [
    `${data.contName} sent a message from the ${CONTACT_FORMS[input.formId] ?? input.formId}.`,
    '',
    `Name: ${data.contName}`,
    `Phone: ${data.contPhone}`,
    `Email: ${data.contEmail}`,
    `Zip code: ${data.contZip}`,
  ];
  if (asked(data.contCity)) lines.push(`City: ${data.contCity}`);
  if (asked(data.contLoanType)) lines.push(`Loan type: ${data.contLoanType}`);
  lines.push(
    '',
    'Message:',
    data.contMessage,
    '',
    `Reference: request ${input.submissionId} (${input.formId} form, version ${input.formVersion})`,
  );
  return {
    template: 'contact_request_lender',
    to,
    subject: `Contact request from ${displayText(data.contName)}`,
    text: `${lines.join('\n')}\n`,
  };
}

/** The confirmation sent to the person who wrote to us. */
export function contactConfirmationMail(input: ContactRequestMailInput): MailMessage {
  const text = [
    `Hello ${displayText(input.data.contName)},`,
    '',
    WE_WILL_GET_BACK_MESSAGE,
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
    to: input.data.contEmail,
    subject: `We received your message - ${LENDER.name}`,
    text,
  };
}
