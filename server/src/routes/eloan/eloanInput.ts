import { AUTHORIZATION_AGREEMENT } from 'common';
import { badRequest, notFound } from 'server/http/envelope.ts';
import { readWholeNumber, REVISION_RANGE } from 'server/http/input.ts';
import { staleSave } from 'server/records/revisions.ts';
import {
  APPLICATION_STAGES,
  FIRST_STAGE,
  stageByNumber,
  type ApplicationStage,
} from 'server/records/applicationStages.ts';

/**
 * Reading what the 1003 calls send (part 2 §7.1): the envelope's keys, spelled as the spec spells them, plus ours
 * (`revision`, `formId`, `formVersion`, `mapid`). Every refusal names the key it is about.
 */

type Body = Record<string, unknown>;

/** The form-level message of the full application's stages (part 2 §5.1, §5.2). */
export const FILL_REQUIRED = 'Fill all required details';

/** Said when a stage is saved before the authorization agreement was given. */
export const AGREEMENT_REQUIRED = 'Please read and agree to the authorization to start your application.';

/** The JSON object a call sent; anything else is a 400. */
export function readBody(value: unknown): Body {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest(FILL_REQUIRED);
  return value as Body;
}

/** The revision the page read (0 for a record never saved); anything unreadable is an out-of-date page (409). */
export function readRevision(value: unknown): number {
  const revision = readWholeNumber(value ?? 0, REVISION_RANGE);
  if (revision === null) throw staleSave();
  return revision;
}

/** An indicator sent as 0 or 1 (number or string), 0 when absent. */
export function readIndicator(value: unknown, field: string): 0 | 1 {
  if (value === undefined || value === null || value === 0 || value === '0') return 0;
  if (value === 1 || value === '1') return 1;
  throw badRequest(`${field} must be 0 or 1.`, [field]);
}

/** Whether a save is Save & Finish Later's partial one (`partial`: true or 1), kept with answers missing. */
export function readPartial(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === '0') return false;
  if (value === true || value === 1 || value === '1') return true;
  throw badRequest('partial must be true or false.', ['partial']);
}

/** The pre-approval an application starts from (`preapprovalId`, Fill 1003 Form), if named; a 404 if unreadable. */
export function readPreapprovalId(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const id = readWholeNumber(value);
  if (id === null) throw notFound();
  return id;
}

/** An application id from a path or body (`_id`), or a 404 for anything that cannot be one. */
export function readApplicationId(value: unknown): number {
  const id = readWholeNumber(value);
  if (id === null) throw notFound();
  return id;
}

/**
 * The stage a save is for: exactly one of the manifest's stage keys. When `formId` is sent it must name that
 * stage's definition.
 */
export function readSavedStage(body: Body): { stage: ApplicationStage; value: unknown } {
  const present = APPLICATION_STAGES.filter((stage) => body[stage.key] !== undefined);
  if (present.length !== 1) {
    throw badRequest(FILL_REQUIRED, present.length === 0 ? [FIRST_STAGE.key] : present.map((stage) => stage.key));
  }
  const stage = present[0] as ApplicationStage;
  if (body.formId !== undefined && body.formId !== stage.formId) {
    throw badRequest('This form is no longer available. Please reload the page and try again.', ['formId']);
  }
  return { stage, value: body[stage.key] };
}

/** A stage number in a path (1 to 6), or a 404. */
export function readStageNumber(value: unknown): ApplicationStage {
  const number = readWholeNumber(value);
  const stage = number === null ? undefined : stageByNumber(number);
  if (!stage) throw notFound();
  return stage;
}

/** The applicant on screen of a per-applicant stage (`mapid`), if the page names one. */
export function readMapid(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const mapid = readWholeNumber(value);
  if (mapid === null || mapid > 7) throw badRequest(FILL_REQUIRED, ['mapid']);
  return String(mapid);
}

/**
 * The authorization agreement's acceptance: `acceptAggrement` true (the spec's spelling) on the version of the
 * words the popup showed.
 */
export function readAgreement(body: Body): void {
  if (body.acceptAggrement !== true) {
    throw badRequest('Please tick I AGREE to accept the authorization.', ['acceptAggrement']);
  }
  if (
    body.agreementVersion !== undefined &&
    readWholeNumber(body.agreementVersion) !== AUTHORIZATION_AGREEMENT.version
  ) {
    throw badRequest('The authorization has changed. Please reload the page and read it again.', ['agreementVersion']);
  }
}
