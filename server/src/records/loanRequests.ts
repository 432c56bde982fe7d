import type { DocumentRequestReply, DocumentRequestState } from 'common';
import type { Db, Trx } from 'server/db/database.ts';

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

/** An open request as the borrower's Requests list shows it, with its loan's number (none for a pre-approval's). */
export interface OpenRequestRow {
  id: number;
  loan_id: number | null;
  preapproval_id: number | null;
  kind: string;
  title: string;
  details: string | null;
  created_at: Date;
  is_condition: boolean;
  loan_number: string | null;
  document_type_id: number | null;
  status: 'open';
}

/** The open requests of the loans the user takes part in and of their own pre-approvals, newest first. */
export async function openRequestsOf(db: Db | Trx, userId: number): Promise<OpenRequestRow[]> {
  return (await db('loan_requests as r')
    .leftJoin('loans as l', 'l.id', 'r.loan_id')
    .leftJoin('loan_participants as p', (join) => join.on('p.loan_id', 'r.loan_id').andOnVal('p.user_id', userId))
    .leftJoin('preapprovals as pa', 'pa.id', 'r.preapproval_id')
    .where('r.status', 'open')
    .andWhere((where) => where.whereNotNull('p.user_id').orWhere('pa.user_id', userId))
    .orderBy('r.id', 'desc')
    .select(
      'r.id',
      'r.loan_id',
      'r.preapproval_id',
      'r.kind',
      'r.title',
      'r.details',
      'r.created_at',
      'r.is_condition',
      'l.loan_number',
      'r.document_type_id',
      'r.status',
    )) as OpenRequestRow[];
}

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : '');

/** A document request as its state is worked out from. */
interface DocumentRequestRow {
  id: number;
  title: string;
  details: string | null;
  document_type_id: number | null;
  status: 'open' | 'fulfilled' | 'cancelled';
  created_at: Date;
}

/**
 * Where document requests stand: fulfilled is accepted (an upload for it was accepted), cancelled stays so, open is
 * pending while an upload for it awaits review and owed otherwise (with the last rejection's reason).
 */
async function statesOf(db: Db | Trx, requests: readonly DocumentRequestRow[]): Promise<DocumentRequestReply[]> {
  if (requests.length === 0) return [];
  const answers = (await db('documents')
    .whereIn(
      'request_id',
      requests.map((request) => request.id),
    )
    .whereNull('deleted_at')
    .whereNotNull('submitted_at')
    .orderBy('id', 'desc')
    .select('request_id', 'review_status', 'review_reason')) as {
    request_id: number;
    review_status: string;
    review_reason: string | null;
  }[];
  return requests.map((request) => {
    const mine = answers.filter((answer) => answer.request_id === request.id);
    let state: DocumentRequestState = 'owed';
    if (request.status === 'fulfilled') state = 'accepted';
    else if (request.status === 'cancelled') state = 'cancelled';
    else if (mine.some((answer) => answer.review_status === 'pending')) state = 'pending';
    const latest = mine[0];
    return {
      id: request.id,
      title: request.title,
      details: request.details,
      typeId: request.document_type_id,
      state,
      createdAt: iso(request.created_at),
      rejectedReason: state === 'owed' && latest?.review_status === 'rejected' ? latest.review_reason : null,
    };
  });
}

/** Where each document request of a loan or a pre-approval stands (statesOf), newest first. */
export async function documentRequestStates(
  db: Db | Trx,
  parent: { loanId: number } | { preapprovalId: number },
): Promise<DocumentRequestReply[]> {
  const where = 'loanId' in parent ? { loan_id: parent.loanId } : { preapproval_id: parent.preapprovalId };
  const requests = (await db('loan_requests')
    .where(where)
    .whereIn('kind', ['document', 'preapproval-document'])
    .orderBy('id', 'desc')) as DocumentRequestRow[];
  return statesOf(db, requests);
}

/** Where some open requests stand (statesOf), by id: those asking for a document only. */
export async function openDocumentRequestStates(
  db: Db | Trx,
  rows: readonly OpenRequestRow[],
): Promise<Map<number, DocumentRequestReply>> {
  const documents = rows.filter((row) => row.kind === 'document' || row.kind === 'preapproval-document');
  return new Map((await statesOf(db, documents)).map((state) => [state.id, state]));
}
