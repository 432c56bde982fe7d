import type { ReactNode } from 'react';
import type { LoanDocumentReply } from 'engine';
import { dateTime } from './documentsApi.ts';

/** Part 2 §5.9, spelled correctly (spec decision 2). */
export const NO_MATCHING_RESULTS = 'No matching results found';

/** What the loan team made of a borrower's upload, in words. */
export function reviewText(document: LoanDocumentReply): string {
  if (!document.submitted) return 'Not submitted yet';
  if (document.fromLender) return 'From your loan team';
  if (document.reviewStatus === 'accepted') return 'Accepted';
  if (document.reviewStatus === 'rejected') return 'Needs a new version';
  return 'Waiting for review';
}

/** A document's name as a person reads it: its type, version and name. */
export function documentTitle(document: LoanDocumentReply): string {
  const name = document.docname === document.doctype ? '' : `: ${document.docname}`;
  return `${document.doctype} (version ${document.version})${name}`;
}

/** Props of the documents table. */
export interface DocumentTableProps {
  caption: string;
  documents: readonly LoanDocumentReply[];
  /** The selection column (Approvals): shown only when a row may be selected. */
  selection?: {
    selected: ReadonlySet<number>;
    selectable: (document: LoanDocumentReply) => boolean;
    onToggle: (document: LoanDocumentReply, selected: boolean) => void;
  };
  /** Show the review column (what the loan team made of each upload). */
  review?: boolean;
  /** The row's buttons (View, Delete, Accept …). */
  actions: (document: LoanDocumentReply) => ReactNode;
}

/**
 * The table of a loan's documents (part 2 §2.8): type, name, version, who uploaded it and when, its approval state
 * (§4.5), optionally the loan team's review and a selection column, and each row's buttons. Earlier versions of a
 * type are marked as such. An empty list says 'No matching results found'.
 */
export function DocumentTable({ caption, documents, selection, review = false, actions }: DocumentTableProps) {
  if (documents.length === 0) return <p className="doc-muted">{NO_MATCHING_RESULTS}</p>;
  const selecting = selection !== undefined && documents.some((document) => selection.selectable(document));
  return (
    <div className="doc-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="doc-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {selecting && (
              <th scope="col">
                <span className="visually-hidden">Select</span>
              </th>
            )}
            <th scope="col">Document Type</th>
            <th scope="col">Document Name</th>
            <th scope="col">Version</th>
            <th scope="col">Uploaded By</th>
            <th scope="col">Uploaded On</th>
            <th scope="col">Approval</th>
            {review && <th scope="col">Review</th>}
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr key={document.id} className={document.child ? 'doc-table__earlier' : undefined}>
              {selecting && (
                <td>
                  {selection.selectable(document) && (
                    <input
                      type="checkbox"
                      aria-label={`Select ${documentTitle(document)}`}
                      checked={selection.selected.has(document.id)}
                      onChange={(event) => selection.onToggle(document, event.target.checked)}
                    />
                  )}
                </td>
              )}
              <td>{document.doctype}</td>
              <td>
                {document.docname}
                {document.child && <span className="doc-muted"> (earlier version)</span>}
              </td>
              <td>{document.version}</td>
              <td>{`${document.first_name} ${document.last_name}`.trim()}</td>
              <td>{dateTime(document.createdt)}</td>
              <td>
                <span className={`doc-state doc-state--${document.approvalState.toLowerCase()}`}>
                  {document.approvalState}
                </span>
              </td>
              {review && (
                <td>
                  {reviewText(document)}
                  {document.reviewStatus === 'rejected' && document.reviewReason && (
                    <span className="doc-reason">Reason: {document.reviewReason}</span>
                  )}
                </td>
              )}
              <td className="doc-table__actions">{actions(document)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
