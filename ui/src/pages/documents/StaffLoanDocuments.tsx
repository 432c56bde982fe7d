import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { StaffLoanDocumentsReply } from 'common';
import { FormMessage } from 'ui/components/FormMessage.tsx';
import { useStaffToken } from 'ui/pages/staff/staffApi.ts';
import { dateTime, documentData, documentQueries, type SessionToken } from './documentsApi.ts';
import { DocumentTable, documentTitle } from './DocumentTable.tsx';
import { DocumentUploadPanel } from './DocumentUploadPanel.tsx';
import { DocumentViewer, type ViewedDocument } from './DocumentViewer.tsx';
import { REQUEST_STATE_LABELS, ReviewButtons, type StaffOutcome } from './ReviewButtons.tsx';
import { StaffPreapprovalDocuments } from './StaffPreapprovalDocuments.tsx';
import './documents.css';
import { useScopedOutcome } from 'ui/components/outcomeScope.tsx';

type Outcome = StaffOutcome;

function OutcomeLine({ outcome }: { outcome: Outcome }) {
  return (
    <>
      <div role="status">
        {outcome?.tone === 'success' && <p className="message message--success">{outcome.text}</p>}
      </div>
      {outcome?.tone === 'error' && <FormMessage tone="error" text={outcome.text} />}
    </>
  );
}

/** Asking the borrower for a document of a type, with an optional note. */
function RequestForm({ view, token }: { view: StaffLoanDocumentsReply; token: SessionToken }) {
  const ids = useId();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useScopedOutcome<NonNullable<Outcome>>();
  const request = useMutation({
    mutationFn: (body: { documentTypeId: number; details: string }) =>
      documentData('POST', `staff/loans/${view.loanId}/document-requests`, body, token),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const typeId = Number(data.get('documentTypeId'));
    setOutcome(null);
    if (!typeId) {
      setOutcome({ tone: 'error', text: 'Select a document type.' });
      return;
    }
    request.mutate(
      { documentTypeId: typeId, details: String(data.get('details') ?? '') },
      {
        onSuccess: () => {
          form.reset();
          setOutcome({ tone: 'success', text: 'Document requested. The borrower was told by e-mail.' });
          void queryClient.invalidateQueries({ queryKey: ['documents'] });
          void queryClient.invalidateQueries({ queryKey: ['staff'] });
        },
        onError: (error) => setOutcome({ tone: 'error', text: error.message }),
      },
    );
  };
  return (
    <form className="doc-form" onSubmit={submit} noValidate aria-labelledby={`${ids}-heading`}>
      <h3 id={`${ids}-heading`} className="doc-subheading">
        Request a document
      </h3>
      <OutcomeLine outcome={outcome} />
      <div className="doc-field">
        <label htmlFor={`${ids}-type`}>Document to request</label>
        <select id={`${ids}-type`} name="documentTypeId" defaultValue="">
          <option value="">Select</option>
          {view.types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </select>
      </div>
      <div className="doc-field">
        <label htmlFor={`${ids}-details`}>Note for the borrower (optional)</label>
        <textarea id={`${ids}-details`} name="details" rows={2} maxLength={2000} />
      </div>
      <button type="submit" className="button" disabled={request.isPending} aria-busy={request.isPending}>
        {request.isPending ? 'Requesting…' : 'Request document'}
      </button>
    </form>
  );
}

function Overview({ view, token }: { view: StaffLoanDocumentsReply; token: SessionToken }) {
  const [viewed, setViewed] = useState<ViewedDocument | null>(null);
  const [outcome, setOutcome] = useScopedOutcome<NonNullable<Outcome>>();
  const submitted = view.documents.filter((document) => document.submitted);
  return (
    <>
      <ul className="doc-summary" aria-label="Documents of this loan">
        <li>Owed: {view.summary.owed}</li>
        <li>Waiting for review: {view.summary.pending}</li>
        <li>Accepted: {view.summary.accepted}</li>
      </ul>
      <h3 className="doc-subheading">Requests</h3>
      {view.requests.length === 0 ? (
        <p className="doc-muted">No documents requested yet.</p>
      ) : (
        <ul className="staff-list">
          {view.requests.map((request) => (
            <li key={request.id}>
              <strong>{request.title}</strong> · {REQUEST_STATE_LABELS[request.state]} · asked{' '}
              {dateTime(request.createdAt)}
              {request.rejectedReason && (
                <span className="doc-reason">Last upload rejected: {request.rejectedReason}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <h3 className="doc-subheading">Documents</h3>
      <OutcomeLine outcome={outcome} />
      <DocumentTable
        caption={`Documents of loan ${view.loanNumber}`}
        documents={submitted}
        actions={(document) => (
          <>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setViewed({ blobname: document.blobname, title: documentTitle(document) })}
            >
              View<span className="visually-hidden"> {documentTitle(document)}</span>
            </button>
            {view.mayWork && !document.fromLender && document.reviewStatus === 'pending' && (
              <ReviewButtons
                documentId={document.id}
                title={documentTitle(document)}
                token={token}
                onOutcome={setOutcome}
              />
            )}
          </>
        )}
      />
      {viewed && <DocumentViewer viewed={viewed} token={token} onClose={() => setViewed(null)} />}
    </>
  );
}

/**
 * The staff loan page's documents (designed after Floify and Blend): what is owed, waiting for review and accepted;
 * requesting a document of a type (the borrower sees it on the dashboard and gets a sign-in link by e-mail); viewing
 * each document in the page (every view is audited); accepting an upload or rejecting it with a reason the borrower
 * reads; uploading a disclosure, with Request for Approval to ask the borrower to approve it; and the documents of the
 * borrower's pre-approvals the staff member may see.
 */
export function StaffLoanDocuments({ loanId }: { loanId: number }) {
  const token = useStaffToken();
  const view = useQuery(documentQueries.staffLoan(loanId, token));
  const queryClient = useQueryClient();
  return (
    <>
      <section className="staff-card doc-staff" aria-labelledby="staff-documents-heading">
        <h2 id="staff-documents-heading">Documents</h2>
        {view.isPending && <p role="status">Loading the documents…</p>}
        {view.isError && <FormMessage tone="error" text={view.error.message} />}
        {view.isSuccess && (
          <>
            <Overview view={view.data} token={token} />
            {view.data.mayWork && <RequestForm view={view.data} token={token} />}
            {view.data.preapprovals.map((preapproval) => (
              <StaffPreapprovalDocuments key={preapproval.id} preapprovalId={preapproval.id} token={token} />
            ))}
          </>
        )}
      </section>
      {view.isSuccess && view.data.mayWork && (
        <DocumentUploadPanel
          heading="Upload a document for the borrower"
          typeIndex={view.data.typeindex}
          token={token}
          loan={{
            id: loanId,
            loannumber: view.data.loanNumber,
            lender_id: view.data.lenderId,
            borrower_id: view.data.borrowerId,
          }}
          onChanged={() =>
            void queryClient.invalidateQueries({ queryKey: documentQueries.staffLoan(loanId, token).queryKey })
          }
        />
      )}
    </>
  );
}
