import type { Trx } from 'server/db/database.ts';

/** What a request asks the borrower for. */
export type RequestKind = 'document' | 'preapproval-document' | 'consent' | 'information';

/** A request staff make of a borrower, about a loan or a pre-approval. */
export interface NewLoanRequest {
  loanId?: number | null;
  preapprovalId?: number | null;
  kind: RequestKind;
  title: string;
  details?: string | null;
  documentTypeId?: number | null;
  /** A condition of an approval with conditions. */
  isCondition?: boolean;
  createdBy: number | null;
}

/** Records a request; it shows in the borrower's dashboard Requests until it is fulfilled. Returns its id. */
export async function createLoanRequest(trx: Trx, request: NewLoanRequest): Promise<number> {
  const [row] = await trx('loan_requests')
    .insert({
      loan_id: request.loanId ?? null,
      preapproval_id: request.preapprovalId ?? null,
      kind: request.kind,
      title: request.title,
      details: request.details ?? null,
      document_type_id: request.documentTypeId ?? null,
      is_condition: request.isCondition ?? false,
      created_by: request.createdBy,
    })
    .returning('id');
  return (row as { id: number }).id;
}

/** Marks a request fulfilled (the document arrived, the consent was answered). */
export async function fulfilLoanRequest(trx: Trx, requestId: number): Promise<void> {
  await trx('loan_requests')
    .where({ id: requestId, status: 'open' })
    .update({ status: 'fulfilled', fulfilled_at: trx.fn.now() });
}
