import { LENDER } from 'common';
import type { CallbackV1 } from 'forms/generated/types/index.ts';
import { displayText } from './mailText.ts';
import type { MailMessage } from 'server/mail/queueMail.ts';
import type { SavedFormRequest } from 'server/commands/publicForms/formRequests.ts';
import { lenderSignature } from './lenderSignature.ts';

/** The data of any version of the call-back form. */
export type CallbackRequestData = CallbackV1;

/** The mail asking the lender's inbox to call someone back. */
export function lenderCallbackMail(to: string, saved: SavedFormRequest<CallbackRequestData>): MailMessage {
  const { data } = saved;
  const lines = [
    `${data.callName} asked for a call back from the home page.`,
    '',
    `Name: ${data.callName}`,
    `Phone: ${data.callPhone}`,
    `Email: ${data.callEmail}`,
    '',
    `Reference: request ${saved.submissionId} (${saved.formId} form, version ${saved.formVersion})`,
    '',
  ];
  return {
    template: 'callback_request_lender',
    to,
    subject: `Call-back request from ${displayText(data.callName)}`,
    text: lines.join('\n'),
  };
}

/** The confirmation sent to the person who asked for a call back. */
export function callbackConfirmationMail(saved: SavedFormRequest<CallbackRequestData>): MailMessage {
  const text = [
    `Hello ${displayText(saved.data.callName)},`,
    '',
    `Thank you for asking ${LENDER.name} to call you. A loan officer will call you at ${saved.data.callPhone} during business hours.`,
    '',
    ...lenderSignature(),
  ].join('\n');
  return {
    template: 'callback_request_confirmation',
    to: saved.data.callEmail,
    subject: `We will call you back - ${LENDER.name}`,
    text,
  };
}
