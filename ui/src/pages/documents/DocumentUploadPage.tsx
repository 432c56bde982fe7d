import { useParams } from 'react-router-dom';
import { BORROWER_TYPE_INDEX } from 'common';
import { DocumentUploadPanel } from './DocumentUploadPanel.tsx';
import { LoanPicker, routeIdOf } from './LoanPicker.tsx';
import './documents.css';

/** Part 2 §4.6: the upload screen waits 500 ms after a loan is chosen before its stakeholder and loan callbacks. */
const CALLBACK_DELAY_MS = 500;

/**
 * /docupload and /docupload/:id (part 2 §2.8, §4.6): pick a loan, choose a document type, fill its fields and upload
 * the file (with its progress), see and delete what was uploaded, then Submit. Every borrower is the spec's type 3:
 * no Request for Approval, and Submit sends approval 1.
 */
export default function DocumentUploadPage() {
  const { id } = useParams();
  return (
    <div className="container page doc-page">
      <h1>Upload Documents</h1>
      <LoanPicker loanId={routeIdOf(id)} basePath="/docupload" delayMs={CALLBACK_DELAY_MS}>
        {(loan) => (
          <DocumentUploadPanel
            key={loan.id}
            heading="Documents"
            typeIndex={BORROWER_TYPE_INDEX}
            loan={{
              id: loan.id,
              loannumber: loan.loannumber,
              lender_id: loan.lender_id,
              borrower_id: loan.borrower_ids[0] ?? null,
            }}
          />
        )}
      </LoanPicker>
    </div>
  );
}
