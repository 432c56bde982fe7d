import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { DocumentLoanReply, LoanDocumentReply } from 'common';
import { FormMessage } from 'ui/components/FormMessage.tsx';
import { dateTime, documentData, documentQueries } from './documentsApi.ts';
import { DocumentTable, documentTitle } from './DocumentTable.tsx';
import { DocumentViewer, type ViewedDocument } from './DocumentViewer.tsx';
import { LoanPicker, routeIdOf } from './LoanPicker.tsx';
import './documents.css';

/** The consent the box asks for (E-SIGN Act consent to do this loan's documents electronically). */
const CONSENT_TEXT =
  'I have reviewed the documents of this loan and I consent to receive, review and approve them electronically.';

/** The consent box (part 2 §4.5): Give Consent once ticked; locked once the consent is accepted. */
function ConsentBox({ loan }: { loan: DocumentLoanReply }) {
  const consent = useQuery(documentQueries.consent(loan.id));
  const queryClient = useQueryClient();
  const [ticked, setTicked] = useState(false);
  const boxId = useId();
  const give = useMutation({
    mutationFn: () =>
      documentData('POST', 'doc/setconsent', {
        lender_id: loan.lender_id,
        loan_id: loan.id,
        borrower_id: consent.data?.borrower_id,
        consent: 'accepted',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentQueries.consent(loan.id).queryKey }),
  });
  const accepted = consent.data?.consent === 'accepted';
  return (
    <section className="doc-card" aria-labelledby={`${boxId}-heading`}>
      <h2 id={`${boxId}-heading`}>Consent</h2>
      {consent.isError && (
        <p className="message message--error" role="alert">
          {consent.error.message}
        </p>
      )}
      <div className="doc-consent">
        <input
          id={boxId}
          type="checkbox"
          checked={accepted || ticked}
          disabled={accepted || !consent.isSuccess || give.isPending}
          onChange={(event) => setTicked(event.target.checked)}
        />
        <label htmlFor={boxId}>{CONSENT_TEXT}</label>
      </div>
      <div role="status">
        {accepted && consent.data?.answeredAt && (
          <p className="message message--success">Consent given on {dateTime(consent.data.answeredAt)}.</p>
        )}
      </div>
      {give.isError && <FormMessage tone="error" text={give.error.message} />}
      <button
        type="button"
        className="button"
        disabled={accepted || !ticked || give.isPending}
        aria-busy={give.isPending}
        onClick={() => give.mutate()}
      >
        {give.isPending ? 'Saving…' : 'Give Consent'}
      </button>
    </section>
  );
}

/** The documents of the chosen loan with their approval state; Awaiting ones are selected and approved or denied. */
function Approvals({ loan }: { loan: DocumentLoanReply }) {
  const query = documentQueries.list(loan.id);
  const documents = useQuery(query);
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [viewed, setViewed] = useState<ViewedDocument | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  // Everyone on this screen has a borrower's session, the spec's type 3, who may select Awaiting rows (part 2 §6).
  const selectable = (document: LoanDocumentReply) => document.approvalState === 'Awaiting';
  // Submitted documents only: a draft is still its uploader's, on the upload screen.
  const shown = (documents.data ?? []).filter((document) => document.submitted);
  const answer = useMutation({
    mutationFn: (consent: 'accepted' | 'denied') =>
      documentData<string[]>('POST', 'doc/setapproval', {
        lender_id: loan.lender_id,
        loan_id: loan.id,
        borrower_id: documents.data?.[0]?.borrower_id,
        stage: 1,
        consent_array: shown
          .filter((document) => selected.has(document.id))
          .map((document) => ({
            document_name: document.docname,
            version_identifier: document.version_identifier,
            consent,
          })),
      }),
    onMutate: () => setOutcome(null),
    // The rows change only once the server has confirmed, and only those it names.
    onSuccess: (updated, consent) => {
      const confirmed = new Set(updated);
      queryClient.setQueryData(query.queryKey, (rows) =>
        rows?.map((document) =>
          confirmed.has(document.version_identifier)
            ? {
                ...document,
                document_consent: consent,
                approvalState: consent === 'accepted' ? ('Approved' as const) : ('Denied' as const),
                status: consent === 'accepted' ? ('approved' as const) : ('denied' as const),
              }
            : document,
        ),
      );
      setSelected(new Set());
      setOutcome({
        tone: 'success',
        text: `${updated.length} ${updated.length === 1 ? 'document' : 'documents'} ${consent === 'accepted' ? 'approved' : 'denied'}.`,
      });
    },
    onError: (error) => setOutcome({ tone: 'error', text: error.message }),
  });
  const awaiting = shown.filter(selectable).length;
  return (
    <>
      <section className="doc-card" aria-labelledby="doc-approvals-heading">
        <h2 id="doc-approvals-heading">Documents</h2>
        {documents.isPending && <p role="status">Loading the documents…</p>}
        {documents.isError && (
          <p className="message message--error" role="alert">
            {documents.error.message}
          </p>
        )}
        {documents.isSuccess && (
          <>
            <p className="doc-muted">
              {awaiting > 0
                ? `${awaiting} ${awaiting === 1 ? 'document is' : 'documents are'} awaiting your approval.`
                : 'No document is awaiting your approval.'}
            </p>
            <DocumentTable
              caption={`Documents of loan ${loan.loannumber} and their approval`}
              documents={shown}
              selection={{
                selected,
                selectable,
                onToggle: (document, on) =>
                  setSelected((current) => {
                    const next = new Set(current);
                    if (on) next.add(document.id);
                    else next.delete(document.id);
                    return next;
                  }),
              }}
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
            <div role="status">
              {outcome?.tone === 'success' && <p className="message message--success">{outcome.text}</p>}
            </div>
            {outcome?.tone === 'error' && <FormMessage tone="error" text={outcome.text} />}
            {awaiting > 0 && (
              <div className="doc-actions">
                <button
                  type="button"
                  className="button"
                  disabled={selected.size === 0 || answer.isPending}
                  onClick={() => answer.mutate('accepted')}
                >
                  Approve
                </button>
                <button
                  type="button"
                  className="button button--danger"
                  disabled={selected.size === 0 || answer.isPending}
                  onClick={() => answer.mutate('denied')}
                >
                  Deny
                </button>
              </div>
            )}
          </>
        )}
      </section>
      {viewed && <DocumentViewer viewed={viewed} onClose={() => setViewed(null)} />}
      <ConsentBox loan={loan} />
    </>
  );
}

/**
 * /docapprove and /docapprove/:id (part 2 §2.8, §4.5, §6): the loan's documents with their approval state
 * (Approved, Denied, Awaiting); the documents awaiting the borrower's approval are selected and approved or denied
 * (the rows change once the server confirms); the consent box is locked once consent is given.
 */
export default function DocumentApprovalPage() {
  const { id } = useParams();
  return (
    <div className="container page doc-page">
      <h1>Approvals</h1>
      <LoanPicker loanId={routeIdOf(id)} basePath="/docapprove">
        {(loan) => <Approvals key={loan.id} loan={loan} />}
      </LoanPicker>
    </div>
  );
}
