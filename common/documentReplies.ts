/**
 * The shapes of the document calls' replies (part 2 §3.12, §7.2, §7.3), written once: the server's presenters
 * build them and the browser's pages read them. Keys keep the spec's spelling. Types only.
 */

/** The spec's user type index of a borrower (part 2 §3.12, §6): approves documents, submits its own with approval 1. */
export const BORROWER_TYPE_INDEX = 3;

/** "All" in GET doc?l=&t= (part 2 §7.2). */
export const ALL_DOCUMENT_TYPES = -100;

/** A loan of the picker (the loans list call): the details card's fields. */
export interface DocumentLoanReply {
  id: number;
  loannumber: string;
  borrower: string;
  /** Dollars as a decimal string ('385000.00'), or null while not set. */
  loanamount: string | null;
  issuingauth: string | null;
  /** YYYY-MM-DD, or null while not set. */
  closingdate: string | null;
  propaddress: string;
  /** The loan officer's user id (the lender's side of the loan), or null while none is assigned. */
  lender_id: number | null;
  borrower_ids: number[];
}

/** One stakeholder of a loan (GET stakes?l=): the lender's staff assigned to it. */
export interface StakeholderReply {
  id: number;
  name: string;
  role: string;
  email: string;
  phone: string | null;
}

/** One field of a document type (the spec's list of label, name and value; ids 1..n). */
export interface DocumentTypeFieldReply {
  id: number;
  label: string;
  name: string;
  value: string;
}

/** A document type (GET doc/types/:loanId). */
export interface DocumentTypeReply {
  id: number;
  name: string;
  description: string | null;
  /** The definition of the type's own fields (forms/doc-*) and its latest published version. */
  formId: string;
  formVersion: number;
  fields: DocumentTypeFieldReply[];
  /** Open requests of the loan team for this type. */
  requested: number;
  /** The caller's uploads of this type on the loan that wait for Submit (0 where none, and on a pre-approval). */
  waiting: number;
}

/** The approval state the pages show (part 2 §4.5). */
export type ApprovalState = 'Approved' | 'Denied' | 'Awaiting';

/** Where a borrower's upload stands with the loan team. */
export type ReviewStatus = 'pending' | 'accepted' | 'rejected';

/**
 * The one status a document shows everywhere (issue 21): a borrower's upload is waiting for review, accepted, or needs
 * a new version (with the reason; it is owed again); a loan team's upload is waiting for approval, approved or denied
 * when the borrower's approval is asked, else shared; a draft is not sent yet.
 */
export type DocumentStatus =
  | 'draft'
  | 'waiting-for-review'
  | 'accepted'
  | 'needs-new-version'
  | 'replaced'
  | 'waiting-for-approval'
  | 'approved'
  | 'denied'
  | 'shared';

/** The words of each status. */
export const DOCUMENT_STATUS_TEXT: Readonly<Record<DocumentStatus, string>> = {
  draft: 'Not submitted yet',
  'waiting-for-review': 'Waiting for review',
  accepted: 'Accepted',
  'needs-new-version': 'Needs a new version',
  replaced: 'Rejected; a newer version was sent',
  'waiting-for-approval': 'Waiting for approval',
  approved: 'Approved',
  denied: 'Denied',
  shared: 'Shared by your loan team',
};

/** The status of a document from who uploaded it, whether it was sent, its review and its approval. */
export function documentStatusOf(document: {
  fromLender: boolean;
  submitted: boolean;
  reviewStatus: ReviewStatus;
  approvalRequested: boolean;
  document_consent: 'accepted' | 'denied' | null;
  /** A newer version of the same type was sent since (a rejected one is then no longer owed). */
  replaced?: boolean;
}): DocumentStatus {
  if (!document.submitted) return 'draft';
  if (document.fromLender) {
    if (!document.approvalRequested) return 'shared';
    if (document.document_consent === 'accepted') return 'approved';
    return document.document_consent === 'denied' ? 'denied' : 'waiting-for-approval';
  }
  if (document.reviewStatus === 'accepted') return 'accepted';
  if (document.reviewStatus !== 'rejected') return 'waiting-for-review';
  return document.replaced ? 'replaced' : 'needs-new-version';
}

/** A document of a loan (GET doc?l=&t=). */
export interface LoanDocumentReply {
  id: number;
  keyIndex: number;
  typeid: number;
  doctype: string;
  docname: string;
  docinfo: string | null;
  version: number;
  version_identifier: string;
  /** The uploader. */
  first_name: string;
  last_name: string;
  /** True when the lender's staff uploaded it (a disclosure). */
  fromLender: boolean;
  createdt: string;
  blobname: string;
  contentType: string;
  size: number;
  /** accepted, denied, or null while it awaits a decision. */
  document_consent: 'accepted' | 'denied' | null;
  approvalState: ApprovalState;
  /** True for a document the borrower is asked to approve. */
  approvalRequested: boolean;
  consentBy: string | null;
  consentAt: string | null;
  submitted: boolean;
  reviewStatus: ReviewStatus;
  reviewReason: string | null;
  reviewedAt: string | null;
  /** True when the caller may delete it. */
  deletable: boolean;
  lender_id: number | null;
  loan_id: number;
  borrower_id: number;
  /** An earlier version of a type that has a later one. */
  child: boolean;
  /** The type's own fields as filled, personal ones masked. */
  fields: DocumentTypeFieldReply[];
  /** Its one status (documentStatusOf), the words every page shows. */
  status: DocumentStatus;
}

/** One opening of a loan's document by the lender's staff (GET docaccess?l=&t=), from the audit log. */
export interface DocumentAccessReply {
  documentId: number;
  doctype: string;
  version: number;
  /** Who opened it, and as what (Loan Officer, Processor, Compliance, Administrator). */
  viewer: string;
  role: string;
  at: string;
}

/** The reply of POST doc/getsignedurls. */
export interface SignedUploadReply {
  /** Our own signed upload address (PUT, the file as multipart `file`; answers 201). */
  ISPUrl: string;
  /** A second store's address; empty: every file goes to our one store, sealed (docs/decisions.md, Documents). */
  AWSUrl: string;
  ContentType: string;
  blobName: string;
  /** Where doc/movedoc moves it (uploads/{loannumber}/{blobName}, or predocs/{blobName}). */
  target: string;
  /** When the upload address stops working (ISO). */
  expiresAt: string;
}

/** The loan's document consent for the caller (POST doc/getconsent). */
export interface DocumentConsentReply {
  loan_id: number;
  borrower_id: number;
  lender_id: number | null;
  consent: 'accepted' | 'denied' | null;
  answeredAt: string | null;
}

/** A pre-approval reference (GET pre/getdocrequests). */
export interface PreapprovalReferenceReply {
  _id: number;
  mapid: number;
  refNumber: string;
  /** Open document requests of the loan team for it. */
  requested: number;
}

/** A document type of a pre-approval (GET pre/assigndoctypes/:id): checked when the loan team asked for it. */
export interface PreapprovalDocumentTypeReply {
  _id: number;
  name: string;
  description: string | null;
  checked: boolean;
}

/** A pre-approval document (GET pre/getdocuments/:id/:n). */
export interface PreapprovalDocumentReply {
  _id: number;
  docname: string;
  doctype: string;
  docTypeId: number;
  docinfo: string | null;
  blobname: string;
  createdt: string;
  contentType: string;
  /** The loan officer's review of it. */
  reviewStatus: ReviewStatus;
  reviewReason: string | null;
}

/** Where one document request of a loan stands, as the staff see it. */
export type DocumentRequestState = 'owed' | 'pending' | 'accepted' | 'cancelled';

/** A document request of a loan or pre-approval, for the staff. */
export interface DocumentRequestReply {
  id: number;
  title: string;
  details: string | null;
  typeId: number | null;
  state: DocumentRequestState;
  createdAt: string;
  /** The reason the last upload for it was rejected, while it is owed again. */
  rejectedReason: string | null;
}

/** A loan's documents as the staff see them (GET staff/loans/:id/documents). */
export interface StaffLoanDocumentsReply {
  loanId: number;
  loanNumber: string;
  /** The loan's borrower and officer (the spec's borrower_id and lender_id of an upload's `req`). */
  borrowerId: number;
  lenderId: number | null;
  /** The caller's type index (part 2 §3.12): never 3 for staff, so they may ask the borrower for approval. */
  typeindex: number;
  types: DocumentTypeReply[];
  requests: DocumentRequestReply[];
  documents: LoanDocumentReply[];
  summary: { owed: number; pending: number; accepted: number };
  /** The borrower's submitted pre-approvals the caller may see, whose documents are asked for apart. */
  preapprovals: { id: number; refNumber: string }[];
  /** Whether the caller works the loan: asks for documents, reviews them and uploads for the borrower (else reads). */
  mayWork: boolean;
}

/** A pre-approval's documents as the staff see them (GET staff/preapprovals/:id/documents). */
export interface StaffPreapprovalDocumentsReply {
  preapprovalId: number;
  refNumber: string;
  types: PreapprovalDocumentTypeReply[];
  requests: DocumentRequestReply[];
  documents: PreapprovalDocumentReply[];
  /** Whether the caller works the pre-approval (its officer, or its loan's): asks for documents and reviews them. */
  mayWork: boolean;
}

/** Said when a document is rejected without the reason its borrower will read (browser and server). */
export const REJECTION_REASON_REQUIRED = 'Please give the reason the borrower will see.';
