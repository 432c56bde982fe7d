import type { ReactNode } from 'react';
import { DOCUMENT_STATUS_TEXT, type LoanDocumentReply } from 'common';
import { DataTable } from 'ui/components/DataTable.tsx';
import { dateTime } from './documentsApi.ts';

/** Part 2 §5.9, spelled correctly (spec decision 2). */
export const NO_MATCHING_RESULTS = 'No matching results found';

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
  /** The row's buttons (View, Delete, Accept …). */
  actions: (document: LoanDocumentReply) => ReactNode;
}

/**
 * The table of a loan's documents (part 2 §2.8): type, name, version, who uploaded it and when, its one status
 * (documentStatusOf: the approval of §4.5 for the loan team's uploads, the review for the borrower's, with the
 * reason of a refusal), optionally a selection column, and each row's buttons. Earlier versions of a
 * type are marked as such. An empty list says 'No matching results found'.
 */
export function DocumentTable({ caption, documents, selection, actions }: DocumentTableProps) {
  if (documents.length === 0) return <p className="doc-muted">{NO_MATCHING_RESULTS}</p>;
  const selecting = selection !== undefined && documents.some((document) => selection.selectable(document));
  return (
    <DataTable
      caption={caption}
      wide
      rows={documents}
      rowKey={(document) => document.id}
      rowClassName={(document) => (document.child ? 'doc-table__earlier' : undefined)}
      columns={[
        selecting && {
          header: 'Select',
          headerHidden: true,
          cell: (document: LoanDocumentReply) =>
            selection.selectable(document) && (
              <input
                type="checkbox"
                className="doc-table__select"
                aria-label={`Select ${documentTitle(document)}`}
                checked={selection.selected.has(document.id)}
                onChange={(event) => selection.onToggle(document, event.target.checked)}
              />
            ),
        },
        { header: 'Document Type', primary: true, cell: (document) => document.doctype },
        {
          header: 'Document Name',
          long: true,
          cell: (document) => (
            <>
              {document.docname}
              {document.child && <span className="doc-muted"> (earlier version)</span>}
            </>
          ),
        },
        { header: 'Version', cell: (document) => document.version },
        { header: 'Uploaded By', cell: (document) => `${document.first_name} ${document.last_name}`.trim() },
        { header: 'Uploaded On', cell: (document) => dateTime(document.createdt) },
        {
          header: 'Status',
          cell: (document) => (
            <>
              <span className={`doc-state doc-state--${document.status}`}>{DOCUMENT_STATUS_TEXT[document.status]}</span>
              {(document.status === 'needs-new-version' || document.status === 'replaced') && document.reviewReason && (
                <span className="doc-reason">Reason: {document.reviewReason}</span>
              )}
            </>
          ),
        },
        { header: 'Actions', headerHidden: true, actions: true, cell: actions },
      ]}
    />
  );
}
