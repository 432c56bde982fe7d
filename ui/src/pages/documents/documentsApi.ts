import { queryOptions } from '@tanstack/react-query';
import {
  ALL_DOCUMENT_TYPES,
  type DocumentAccessReply,
  type DocumentConsentReply,
  type DocumentLoanReply,
  type DocumentTypeReply,
  type LoanDocumentReply,
  type PreapprovalDocumentReply,
  type PreapprovalDocumentTypeReply,
  type PreapprovalReferenceReply,
  type StakeholderReply,
  type StaffLoanDocumentsReply,
  type StaffPreapprovalDocumentsReply,
} from 'common';
import { apiFile, apiRequest, SUCCESS } from 'ui/api/client.ts';

/**
 * The document calls (part 2 §7.2, §7.3) and their query options, one factory for every page that shows documents.
 * A call runs with the borrower's session unless another session's token is given (the staff area's).
 */

/** Whose session a call runs with: the staff area's token, or undefined for the signed-in borrower's. */
export type SessionToken = string | null | undefined;

/** The data of a successful call, or an Error carrying the server's statusText. */
export async function documentData<T>(method: string, path: string, body?: unknown, token?: SessionToken): Promise<T> {
  const envelope = await apiRequest<T>(method, path, body, token);
  if (envelope.status !== SUCCESS) throw new Error(envelope.statusText || 'The request failed.');
  return envelope.data as T;
}

/** A call's envelope as it came (a page shows its statusText either way). */
export function documentCall<T>(method: string, path: string, body?: unknown, token?: SessionToken) {
  return apiRequest<T>(method, path, body, token);
}

/** Which session a query's data belongs to, so a borrower's and a staff member's answers never share a cache entry. */
const who = (token: SessionToken) => (token ? 'staff' : 'borrower');

export const documentQueries = {
  all: ['documents'] as const,
  /** The borrower's loans for the picker (the loans list call, GET doc/loans). */
  loans: () =>
    queryOptions({
      queryKey: ['documents', 'loans'],
      queryFn: () => documentData<DocumentLoanReply[]>('GET', 'doc/loans'),
    }),
  stakes: (loanId: number) =>
    queryOptions({
      queryKey: ['documents', 'stakes', loanId],
      queryFn: () => documentData<StakeholderReply[]>('GET', `stakes?l=${loanId}`),
    }),
  types: (loanId: number, token?: SessionToken) =>
    queryOptions({
      queryKey: ['documents', who(token), 'types', loanId],
      queryFn: () => documentData<DocumentTypeReply[]>('GET', `doc/types/${loanId}`, undefined, token),
    }),
  /** The loan's documents: of one type, or all (-100). */
  list: (loanId: number, typeId: number = ALL_DOCUMENT_TYPES, token?: SessionToken) =>
    queryOptions({
      queryKey: ['documents', who(token), 'list', loanId, typeId],
      queryFn: () => documentData<LoanDocumentReply[]>('GET', `doc?l=${loanId}&t=${typeId}`, undefined, token),
    }),
  /** Who at the lender opened the loan's documents (GET docaccess). */
  access: (loanId: number) =>
    queryOptions({
      queryKey: ['documents', 'access', loanId],
      queryFn: () => documentData<DocumentAccessReply[]>('GET', `docaccess?l=${loanId}&t=${ALL_DOCUMENT_TYPES}`),
    }),
  consent: (loanId: number) =>
    queryOptions({
      queryKey: ['documents', 'consent', loanId],
      queryFn: () => documentData<DocumentConsentReply>('POST', 'doc/getconsent', { loan_id: loanId }),
    }),
  preReferences: () =>
    queryOptions({
      queryKey: ['documents', 'pre', 'references'],
      queryFn: () => documentData<PreapprovalReferenceReply[]>('GET', 'pre/getdocrequests'),
    }),
  preTypes: (mapid: number) =>
    queryOptions({
      queryKey: ['documents', 'pre', 'types', mapid],
      queryFn: () =>
        documentData<{ childs: PreapprovalDocumentTypeReply[] }>('GET', `pre/assigndoctypes/${mapid}`).then(
          (reply) => reply.childs,
        ),
    }),
  preDocuments: (mapid: number) =>
    queryOptions({
      queryKey: ['documents', 'pre', 'list', mapid],
      queryFn: () =>
        documentData<{ list: PreapprovalDocumentReply[] }>('GET', `pre/getdocuments/${mapid}/0`).then(
          (reply) => reply.list,
        ),
    }),
  staffLoan: (loanId: number, token: SessionToken) =>
    queryOptions({
      queryKey: ['documents', 'staff', 'loan', loanId],
      queryFn: () => documentData<StaffLoanDocumentsReply>('GET', `staff/loans/${loanId}/documents`, undefined, token),
    }),
  staffPreapproval: (preapprovalId: number, token: SessionToken) =>
    queryOptions({
      queryKey: ['documents', 'staff', 'preapproval', preapprovalId],
      queryFn: () =>
        documentData<StaffPreapprovalDocumentsReply>(
          'GET',
          `staff/preapprovals/${preapprovalId}/documents`,
          undefined,
          token,
        ),
    }),
};

/** A document's bytes (POST doc/getdocurl), with its session; the server's message when it cannot be opened. */
export function fetchDocument(blobname: string, token?: SessionToken) {
  return apiFile('doc/getdocurl', { method: 'POST', body: { doc: blobname, type: 'ISP' }, asToken: token });
}

/** A date and time as the tables show it: 11/04/2026, 2:05 PM. */
export function dateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString('en-US', {
        month: '2-digit',
        day: '2-digit',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      });
}
