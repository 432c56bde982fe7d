/**
 * The compliance studio's replies (issue 23): the forms staff edit, review and publish, under /api/staff/forms.
 */

/** Where a stored version of a form stands: being edited, offered, or kept only to read old records. */
export type StudioVersionStatus = 'draft' | 'published' | 'retired';

/** How many records were filled on one version of a form: still open to change, or sent. */
export interface StudioRecordCounts {
  /** Saved and still open: a 1003 or pre-approval not submitted, a profile. */
  inProgress: number;
  /** Submitted (or completed): a 1003, a pre-approval, a public form, a document's form. */
  submitted: number;
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
}

/** What a draft save answers: the draft's version and its new revision. */
export interface StudioDraftSavedReply {
  version: number;
  revision: number;
}
