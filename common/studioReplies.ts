/**
 * The compliance studio's replies (issue 23): the forms staff edit, review and publish, under /api/staff/forms.
 */

import type { FormFixtures } from 'engine';

/**
 * Where a stored version of a form stands: being edited, published for a later time (not served yet), offered, or
 * kept only to read old records.
 */
export type StudioVersionStatus = 'draft' | 'scheduled' | 'published' | 'retired';

/** Where a draft stands in review: being edited, waiting for a second compliance member, or approved to publish. */
export type StudioReviewState = 'editing' | 'in_review' | 'approved';

/** A draft's review: its state, the author's reason and the reviewer's note, who and when (ISO 8601). */
export interface StudioReview {
  state: StudioReviewState;
  reason: string | null;
  requestedBy: string | null;
  requestedAt: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  note: string | null;
  /** Whether the caller worked on the draft (an author may not approve it). */
  youWorkedOnIt: boolean;
}

/** How many records were filled on one version of a form: still open to change, or sent. */
export interface StudioRecordCounts {
  /** Saved and still open: a 1003 or pre-approval not submitted, a profile. */
  inProgress: number;
  /** Submitted (or completed): a 1003, a pre-approval, a public form, a document's form. */
  submitted: number;
  /**
   * Stages of applications in progress that moved to this version from an earlier one when next opened (those still
   * waiting are counted in progress on their earlier version).
   */
  moved: number;
}

/** One stored version of a form. */
export interface StudioVersionReply extends StudioRecordCounts {
  version: number;
  status: StudioVersionStatus;
  /** The version's own title (a new version may retitle its form). */
  title: string;
  /** Who published it (null for versions that came with the product, and for drafts). */
  publishedBy: string | null;
  /** When it was published or, for a version that came with the product, stored (ISO 8601; null for drafts). */
  publishedAt: string | null;
}

/** One row of GET /api/staff/forms: a form with every stored version, newest first. */
export interface StudioFormReply {
  formId: string;
  /** The newest published version's title (else the newest version's). */
  title: string;
  /** The version records are filled on now (the newest published), or null while there is none. */
  published: number | null;
  /** The open draft's version, or null. */
  draft: number | null;
  versions: StudioVersionReply[];
}

/** The open draft of a form, as the studio edits it. */
export interface StudioDraftReply {
  version: number;
  /** The revision a save must name: a save on an older one is refused (409) and nothing is lost. */
  revision: number;
  /** The definition (the engine's FormDefinition). */
  definition: unknown;
  /** Who saved it last, and when (ISO 8601). */
  updatedBy: string | null;
  updatedAt: string | null;
  review: StudioReview;
  /** The examples kept beside it (its checks and preview use them), or null when it has none. */
  fixtures: FormFixtures | null;
  /** The signature the preview adds to the draft's validator address (`?s=`): import() sends no staff token. */
  validatorSignature: string;
}

/** GET /api/staff/forms/:formId: the form's versions, its published definition and its open draft. */
export interface StudioFormDetailReply {
  form: StudioFormReply;
  /** The published version's definition (the engine's FormDefinition), or null while none is published. */
  published: { version: number; definition: unknown } | null;
  draft: StudioDraftReply | null;
}

/** PUT /api/staff/forms/:formId/draft: the edited definition, at the draft's version and the revision read. */
export interface StudioDraftSaveRequest {
  version: number;
  revision: number;
  definition: unknown;
  /** The examples, when the author edited them (absent: kept as they are). */
  fixtures?: FormFixtures;
}

/** A review step (ask, approve, return): the draft's version, the revision read, and the reason or note. */
export interface StudioReviewStepRequest {
  version: number;
  revision: number;
  words: string;
}

/** What a review step answers: the draft's new revision and review state. */
export interface StudioReviewStepReply {
  version: number;
  revision: number;
  state: StudioReviewState;
}

/** POST /api/staff/forms/:formId/draft/publish: the approved draft at the revision read, now or at `at` (ISO 8601). */
export interface StudioPublishRequest {
  version: number;
  revision: number;
  at?: string | null;
}

/** What a publication answers: the version and when it goes live (ISO 8601). */
export interface StudioPublishReply {
  version: number;
  publishedAt: string;
  scheduled: boolean;
}

/** One step in a form's history (the audit log): who did what to which version, when and why. */
export interface StudioHistoryEntry {
  at: string;
  /** 'opened a draft', 'saved the draft', 'asked for review', 'approved', 'returned', 'published', 'retired'. */
  action: string;
  version: number | null;
  by: string;
  /** The author's reason or the reviewer's note. */
  words: string | null;
  /** The change list in plain words (a publication's, against the version served before it). */
  changes: string[];
}

/** A problem the studio's checks found in a draft: where, what, and whether it stops a save or only publication. */
export interface StudioDraftProblem {
  path: string;
  message: string;
  blocks: 'save' | 'publish';
}

/** What a draft save answers: the draft's version and its new revision. */
export interface StudioDraftSavedReply {
  version: number;
  revision: number;
}
