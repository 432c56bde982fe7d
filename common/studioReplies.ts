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
