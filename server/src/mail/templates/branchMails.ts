import { type FormDefinition, WE_WILL_GET_BACK_MESSAGE } from 'engine';
import { LENDER } from 'common';
import type { BranchV1 } from 'forms/generated/types/index.ts';
import { displayText } from './mailText.ts';
import type { MailMessage } from 'server/mail/queueMail.ts';
import type { SavedFormRequest } from 'server/commands/publicForms/formRequests.ts';
import { lenderSignature } from './lenderSignature.ts';

/** The data of any version of the branch application. */
export type BranchApplicationData = BranchV1;

/** Words for the coded answers, read from the definition and the state list the application was checked with. */
export interface BranchLabels {
  /** The state's name (lookup type 18). */
  state: string;
  /** The label of the chosen description (Sales Professional, Large Group Manager). */
  brief: string;
}

/** The label the definition shows for a choice (`ui:enumNames` beside the schema's `enum`), else the value. */
export function choiceLabel(definition: FormDefinition, field: string, value: unknown): string {
  const values = definition.schema.properties?.[field]?.enum ?? [];
  const hints = definition.uiSchema[field] as { 'ui:enumNames'?: unknown } | undefined;
  const names = Array.isArray(hints?.['ui:enumNames']) ? (hints['ui:enumNames'] as unknown[]) : [];
  const label = names[values.indexOf(value as string | number)];
  return typeof label === 'string' ? label : String(value);
}

/** The mail telling the lender's inbox about a branch application. */
export function lenderBranchMail(
  to: string,
  saved: SavedFormRequest<BranchApplicationData>,
  labels: BranchLabels,
): MailMessage {
  const { data } = saved;
  const lines = [
    `${data.branchName} applied to become a branch.`,
    '',
    `Name: ${data.branchName}`,
    `Email: ${data.branchEmail}`,
    `Phone: ${data.branchPhone}`,
    `NMLS ID: ${data.branchNMLS}`,
    `State: ${labels.state} (${data.branchState})`,
    `Describes themselves as: ${labels.brief}`,
    '',
    'Message:',
    data.branchMessage,
    '',
    `Reference: application ${saved.submissionId} (${saved.formId} form, version ${saved.formVersion})`,
    '',
  ];
  return {
    template: 'branch_application_lender',
    to,
    subject: `Branch application from ${displayText(data.branchName)}`,
    text: lines.join('\n'),
  };
}

/** The confirmation sent to the applicant. */
export function branchConfirmationMail(saved: SavedFormRequest<BranchApplicationData>): MailMessage {
  const text = [
    `Hello ${displayText(saved.data.branchName)},`,
    '',
    `Thank you for applying to open a ${LENDER.name} branch. ${WE_WILL_GET_BACK_MESSAGE}`,
    '',
    ...lenderSignature(),
  ].join('\n');
  return {
    template: 'branch_application_confirmation',
    to: saved.data.branchEmail,
    subject: `We received your branch application - ${LENDER.name}`,
    text,
  };
}
