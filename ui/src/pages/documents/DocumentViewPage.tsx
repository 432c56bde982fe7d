import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { DocumentLoanReply } from 'engine';
import { documentQueries } from './documentsApi.ts';
import { DocumentTable, documentTitle } from './DocumentTable.tsx';
import { DocumentViewer, type ViewedDocument } from './DocumentViewer.tsx';
import { LoanPicker, routeIdOf } from './LoanPicker.tsx';
import './documents.css';

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
            review
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
    </>
  );
}

/** /docview and /docview/:id (part 2 §2.8): pick a loan, see its documents and open each in the page. */
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
