import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { PreapprovalDocumentReply, StaffPreapprovalDocumentsReply } from 'common';
import { DataTable } from 'ui/components/DataTable.tsx';
import { FormMessage } from 'ui/components/FormMessage.tsx';
import { dateTime, documentData, documentQueries, type SessionToken } from './documentsApi.ts';
import { NO_MATCHING_RESULTS } from './DocumentTable.tsx';
import { DocumentViewer, type ViewedDocument } from './DocumentViewer.tsx';
import { REQUEST_STATE_LABELS, ReviewButtons, type StaffOutcome } from './ReviewButtons.tsx';

type Outcome = StaffOutcome;

const REVIEW: Record<PreapprovalDocumentReply['reviewStatus'], string> = {
  pending: 'Waiting for review',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

/** Asking for document types of the pre-approval (the ones asked already are ticked and kept). */
function AskForm({ view, token }: { view: StaffPreapprovalDocumentsReply; token: SessionToken }) {
  const ids = useId();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const ask = useMutation({
    mutationFn: (documentTypeIds: number[]) =>
      documentData<{ requested: number }>(
        'POST',
        `staff/preapprovals/${view.preapprovalId}/document-requests`,
        { documentTypeIds },
        token,
      ),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const chosen = new FormData(form).getAll('documentTypeIds').map(Number);
    setOutcome(null);
    if (chosen.length === 0) {
      setOutcome({ tone: 'error', text: 'Select a document type.' });
      return;
    }
    ask.mutate(chosen, {
      onSuccess: () => {
        form.reset();
        setOutcome({ tone: 'success', text: 'Documents requested. The borrower was told by e-mail.' });
        void queryClient.invalidateQueries({ queryKey: ['documents'] });
      },
      onError: (error) => setOutcome({ tone: 'error', text: error.message }),
    });
  };
  return (
    <form className="doc-form" onSubmit={submit} noValidate>
      <div role="status">
        {outcome?.tone === 'success' && <p className="message message--success">{outcome.text}</p>}
      </div>
      {outcome?.tone === 'error' && <FormMessage tone="error" text={outcome.text} />}
      <fieldset className="doc-field">
        <legend>Documents to ask for</legend>
        {view.types.map((type) => (
          <label key={type._id} className="doc-checkbox" htmlFor={`${ids}-${type._id}`}>
            <input
              id={`${ids}-${type._id}`}
              type="checkbox"
              name="documentTypeIds"
              value={type._id}
              defaultChecked={type.checked}
              disabled={type.checked}
            />
            {type.checked ? `${type.name} (asked)` : type.name}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button" disabled={ask.isPending} aria-busy={ask.isPending}>
        {ask.isPending ? 'Asking…' : 'Ask for documents'}
      </button>
    </form>
  );
}

/**
 * The documents of one pre-approval, for its loan officer (part 2 §7.3 from the staff's side): asking for document
 * types (the borrower sees them checked on Pre-Approval Documents and gets a sign-in link by e-mail), what was asked
 * and where it stands, and each uploaded document viewed in the page (audited), accepted or rejected with a reason.
 */
export function StaffPreapprovalDocuments({ preapprovalId, token }: { preapprovalId: number; token: SessionToken }) {
  const view = useQuery(documentQueries.staffPreapproval(preapprovalId, token));
  const [viewed, setViewed] = useState<ViewedDocument | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const headingId = useId();
  return (
    <section className="doc-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="doc-subheading">
        Pre-approval {view.data?.refNumber ?? ''} documents
      </h3>
      {view.isPending && <p role="status">Loading the pre-approval's documents…</p>}
      {view.isError && <FormMessage tone="error" text={view.error.message} />}
      {view.isSuccess && (
        <>
          {view.data.mayWork && <AskForm view={view.data} token={token} />}
          {view.data.requests.length > 0 && (
            <ul className="staff-list">
              {view.data.requests.map((request) => (
                <li key={request.id}>
                  <strong>{request.title}</strong> · {REQUEST_STATE_LABELS[request.state]} · asked{' '}
                  {dateTime(request.createdAt)}
                </li>
              ))}
            </ul>
          )}
          <div role="status">
            {outcome?.tone === 'success' && <p className="message message--success">{outcome.text}</p>}
          </div>
          {outcome?.tone === 'error' && <FormMessage tone="error" text={outcome.text} />}
          {view.data.documents.length === 0 ? (
            <p className="doc-muted">{NO_MATCHING_RESULTS}</p>
          ) : (
            <DataTable
              caption={`Documents of pre-approval ${view.data.refNumber}`}
              wide
              rows={view.data.documents}
              rowKey={(document) => document._id}
              columns={[
                { header: 'Document Name', primary: true, long: true, cell: (document) => document.docname },
                { header: 'Document Type', cell: (document) => document.doctype },
                { header: 'Document Information', long: true, cell: (document) => document.docinfo },
                { header: 'Uploaded On', cell: (document) => dateTime(document.createdt) },
                {
                  header: 'Review',
                  cell: (document) => (
                    <>
                      {REVIEW[document.reviewStatus]}
                      {document.reviewReason && <span className="doc-reason">Reason: {document.reviewReason}</span>}
                    </>
                  ),
                },
                {
                  header: 'Actions',
                  headerHidden: true,
                  actions: true,
                  cell: (document) => (
                    <>
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => setViewed({ blobname: document.blobname, title: document.docname })}
                      >
                        View<span className="visually-hidden"> {document.docname}</span>
                      </button>
                      {view.data.mayWork && document.reviewStatus === 'pending' && (
                        <ReviewButtons
                          documentId={document._id}
                          title={document.docname}
                          token={token}
                          onOutcome={setOutcome}
                        />
                      )}
                    </>
                  ),
                },
              ]}
            />
          )}
          {viewed && <DocumentViewer viewed={viewed} token={token} onClose={() => setViewed(null)} />}
        </>
      )}
    </section>
  );
}
