import type { ApplicationPartsReply } from './participation.ts';

/**
 * The 1003's requests and replies (part 2 §7.1, server/src/routes/eloan): built by the server's presenters
 * (server/src/application/applicationPresenter.ts) and read by the browser's queries (ui/src/pages/application).
 * Types only, and the one reader of a stage's value.
 */

/**
 * A stage's key in the application record: the manifest's `key` (`stageOne`, forms/manifests/application.json). Any
 * key the manifest names, so a stage compliance adds needs no change here.
 */
export type StageKey = string;

/** A stage's value as JSON: what was saved, a typing draft or a prefill. */
export type StageValue = Record<string, unknown>;

/** The fields of a whole application besides its stages' values. */
export interface ApplicationFields {
  _id: number;
  refNumber: string;
  loanNumber: string | null;
  kind: 'full' | 'short';
  revision: number;
  stageIndicator: number;
  statusIndicator: number;
  emailIndicator: number;
  coBorrowerIndicator: boolean;
  /** The definition version each saved stage was filled on (`stage1` … or `short`). */
  formVersions: Record<string, number>;
  /** The stages saved with answers missing (Save & Finish Later), by number. */
  incompleteStages: number[];
  /** The short application's values (part 2 §3.8). */
  short?: StageValue;
  /** Masked copies of the personal values on file, by full path (`stageThree.applications.0.applicant.birthDate`). */
  onFile: Record<string, string>;
  createdAt: string | null;
  updatedAt: string | null;
  submittedAt: string | null;
  completedAt: string | null;
  links: { pdf: string; lenderFile: string };
}

/**
 * The whole application as GET eloanraw/{id} and GET eloan/form1003 answer it: its fields, and each saved stage's
 * value under the stage's key (`stageOne`, part 2 §3.1), personal values only masked. Read a stage with stageValueOf.
 */
export interface ApplicationReply extends ApplicationFields {
  [stageKey: StageKey]: unknown;
}

/** A stage's saved value in a reply, or undefined when the stage is not saved. */
export function stageValueOf(reply: ApplicationReply, key: StageKey): StageValue | undefined {
  const value = reply[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as StageValue) : undefined;
}

/** GET eloan/form1003/{stage}/{id}: the application, the stage's definition version, a typing draft, a prefill. */
export interface StageReply extends ApplicationReply {
  stage: { number: number; key: StageKey; formId: string; formVersion: number | null; perApplicant: boolean };
  draft: { data: StageValue; baseRevision: number; savedAt: string; outdated: boolean } | null;
  /**
   * A stage before it is saved: stage 1 the Applicant's names, phones and e-mail from the profile; stage 4 the
   * co-borrower's details from stage 1; and, for an application started from a pre-approval, what the pre-approval
   * answers of stages 1, 2 and 4 (of stages 3 and 5, the entries of the people not saved yet come with the stage's
   * value).
   */
  prefill: Partial<Record<StageKey, StageValue>> | null;
  /** Full paths of the values that came from the pre-approval (`stageTwo.property.city`), marked on the page. */
  prefilled?: string[];
  /** Who fills what: the caller's own people, and who fills their own parts. */
  parts?: ApplicationPartsReply;
  /**
   * The stage moved to a newer version of its form since it was saved (issue 23): the fields to check again (full
   * paths, as `prefilled`), until the stage is saved.
   */
  updated?: { from: number; to: number; fields: string[] } | null;
}

/** POST eloan/form1003's data: the stage saved, and its value as saved (personal values masked). */
export interface SavedStageReply {
  _id: number;
  stage: number;
  revision: number;
  stageIndicator: number;
  statusIndicator: number;
  coBorrowerIndicator: boolean;
  /** The stages saved with answers missing, this one included when it is. */
  incompleteStages: number[];
  formVersion: number;
  onFile: Record<string, string>;
  [stageKey: StageKey]: unknown;
}

/** A row of the saved-and-completed list and of the dashboard's 1003 list (part 2 §3.1, §2.6). */
export interface ApplicationListRow {
  _id: number;
  loanRefNumber: string;
  loanNumber: string | null;
  firstName: string;
  middleName: string;
  lastName: string;
  mobilePhone: string;
  email: string;
  addressLineText: string;
  city: string;
  state: string;
  postalCode: string;
  /** 0 Saved, 1 Submitted, 3 Completed (part 2 §4.1). */
  statusIndicator: number;
  stageIndicator: number;
  coBorrowerIndicator: boolean;
  /** The stages saved with answers missing (Save & Finish Later), by number. */
  incompleteStages: number[];
  kind: 'full' | 'short';
  /** When it was last saved (ISO). */
  dateOn: string | null;
  /** Downloads: the PDF of any application; the lender file once submitted. */
  links: { pdf: string; lenderFile: string | null };
}

/** POST eloan/agreement's data: the application the agreement started. */
export interface StartedApplication {
  _id: number;
  revision: number;
  refNumber: string;
  loanNumber: string;
  stageIndicator: number;
  statusIndicator: number;
  coBorrowerIndicator: boolean;
}
