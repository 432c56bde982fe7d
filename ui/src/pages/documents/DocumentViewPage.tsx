import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { LENDER, type DocumentLoanReply } from 'common';
import { DataTable } from 'ui/components/DataTable.tsx';
import { dateTime, documentQueries } from './documentsApi.ts';
import { DocumentTable, documentTitle } from './DocumentTable.tsx';
import { DocumentViewer, type ViewedDocument } from './DocumentViewer.tsx';
import { LoanPicker, routeIdOf } from './LoanPicker.tsx';
import './documents.css';

/** Who at the lender opened the loan's documents, newest first (every staff view is in the audit log). */
function DocumentAccess({ loanId }: { loanId: number }) {
  const access = useQuery(documentQueries.access(loanId));
  return (
    <section className="doc-card" aria-labelledby="doc-access-heading">
      <h2 id="doc-access-heading">Document Access</h2>
      {access.isPending && <p role="status">Loading…</p>}
      {access.isError && (
        <p className="message message--error" role="alert">
          {access.error.message}
        </p>
      )}
      {access.isSuccess &&
        (access.data.length === 0 ? (
          <p className="doc-muted">No one at {LENDER.name} has opened these documents yet.</p>
        ) : (
          <DataTable
            caption="Who opened the documents"
            rows={access.data}
            rowKey={(entry) => `${entry.documentId}-${entry.at}`}
            columns={[
              { header: 'Document', primary: true, cell: (entry) => `${entry.doctype} (version ${entry.version})` },
              { header: 'Opened By', cell: (entry) => entry.viewer },
              { header: 'Role', cell: (entry) => entry.role },
              { header: 'Opened On', cell: (entry) => dateTime(entry.at) },
            ]}
          />
        ))}
    </section>
  );
}

/** The documents of the chosen loan, each opened in the page. */
function LoanDocuments({ loan }: { loan: DocumentLoanReply }) {
  const documents = useQuery(documentQueries.list(loan.id));
  const [viewed, setViewed] = useState<ViewedDocument | null>(null);
  return (
    <>
      <section className="doc-card" aria-labelledby="doc-list-heading">
        <h2 id="doc-list-heading">Documents</h2>
        {documents.isPending && <p role="status">Loading the documents…</p>}
        {documents.isError && (
          <p className="message message--error" role="alert">
            {documents.error.message}
          </p>
        )}
        {documents.isSuccess && (
          <DocumentTable
            caption={`Documents of loan ${loan.loannumber}`}
            documents={documents.data.filter((document) => document.submitted)}
            actions={(document) => (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setViewed({ blobname: document.blobname, title: documentTitle(document) })}
              >
                View<span className="visually-hidden"> {documentTitle(document)}</span>
              </button>
            )}
          />
        )}
      </section>
      {viewed && <DocumentViewer viewed={viewed} onClose={() => setViewed(null)} />}
      <DocumentAccess loanId={loan.id} />
    </>
  );
}

/**
 * /docview and /docview/:id (part 2 §2.8, §7.2): pick a loan, see its documents and open each in the page, and who at
 * the lender opened them (GET docaccess).
 */
export default function DocumentViewPage() {
  const { id } = useParams();
  return (
    <div className="container page doc-page">
      <h1>View Documents</h1>
      <LoanPicker loanId={routeIdOf(id)} basePath="/docview">
        {(loan) => <LoanDocuments key={loan.id} loan={loan} />}
      </LoanPicker>
    </div>
  );
}
