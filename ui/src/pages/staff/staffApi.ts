import { queryOptions } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type {
  StudioDraftProblem,
  StudioFormDetailReply,
  StudioHistoryEntry,
  StudioImpactReply,
  StudioFormReply,
  StaffRole,
  StaffSessionReply,
  PipelineLoanReply,
  PipelinePreapprovalReply,
  SentInvitationReply,
  StaffLoanReply,
  StaffPreapprovalReply,
  StaffMemberReply,
} from 'common';
import type { DefinitionComparison } from 'engine';
import { apiRequest, SUCCESS, type Envelope } from 'ui/api/client.ts';

/** GET /api/staff/forms/:formId/compare: the two sides' names and their comparison. */
export interface StudioComparisonReply {
  from: string;
  to: string;
  comparison: DefinitionComparison;
}

/**
 * Where the server serves a saved draft's validators (GET /api/staff/forms/:formId/draft/:revision/validator.js?s=):
 * signed with the draft's `validatorSignature`, since the browser's import() sends no token.
 */
export const draftValidatorUrl = (formId: string, revision: number, signature: string): string =>
  `/api/staff/forms/${encodeURIComponent(formId)}/draft/${revision}/validator.js?s=${encodeURIComponent(signature)}`;

/**
 * The staff area's session: its own token (kept apart from a borrower's, in this tab only), its calls and queries.
 * Staff sign in with a password and an authenticator code; their sessions are shorter than borrowers'.
 */

const TOKEN_KEY = 'staffToken';
const listeners = new Set<() => void>();

export function staffToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setStaffToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    else sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage refused (private mode): the session lasts as long as the page.
  }
  listeners.forEach((listener) => listener());
}

/** The staff token, re-rendering when it changes. */
export function useStaffToken(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    staffToken,
    () => null,
  );
}

/** A staff call; a refused session (401) signs the staff member out of this tab. */
export async function staffRequest<T>(method: string, path: string, body?: unknown): Promise<Envelope<T>> {
  const envelope = await apiRequest<T>(method, path, body, staffToken());
  if (envelope.status === 401 && staffToken()) setStaffToken(null);
  return envelope;
}

/** The data of a successful staff call, or an Error carrying the server's statusText. */
export async function staffData<T>(method: string, path: string, body?: unknown): Promise<T> {
  const envelope = await staffRequest<T>(method, path, body);
  if (envelope.status !== SUCCESS) throw new Error(envelope.statusText || 'The request failed.');
  return envelope.data as T;
}

export const ROLE_NAMES: Record<StaffRole, string> = {
  loan_officer: 'Loan officer',
  processor: 'Processor',
  compliance: 'Compliance',
  admin: 'Admin',
};

export const staffQueries = {
  all: ['staff'] as const,
  /** Who is signed in with this token; a refused token is not asked again (the sign-in shows at once). */
  me: (token: string) =>
    queryOptions({
      queryKey: ['staff', 'me', token],
      queryFn: () => staffData<StaffSessionReply>('GET', 'session'),
      retry: false,
    }),
  pipeline: () =>
    queryOptions({
      queryKey: ['staff', 'pipeline'],
      queryFn: () => staffData<PipelineLoanReply[]>('GET', 'staff/pipeline'),
    }),
  preapprovals: () =>
    queryOptions({
      queryKey: ['staff', 'preapprovals'],
      queryFn: () => staffData<PipelinePreapprovalReply[]>('GET', 'staff/preapprovals'),
    }),
  preapproval: (id: number) =>
    queryOptions({
      queryKey: ['staff', 'preapproval', id],
      queryFn: () => staffData<StaffPreapprovalReply>('GET', `staff/preapprovals/${id}`),
    }),
  loan: (id: number) =>
    queryOptions({
      queryKey: ['staff', 'loan', id],
      queryFn: () => staffData<StaffLoanReply>('GET', `staff/loans/${id}`),
    }),
  invitations: () =>
    queryOptions({
      queryKey: ['staff', 'invitations'],
      queryFn: () => staffData<SentInvitationReply[]>('GET', 'staff/invitations'),
    }),
  forms: () =>
    queryOptions({
      queryKey: ['staff', 'forms'],
      queryFn: () => staffData<StudioFormReply[]>('GET', 'staff/forms'),
    }),
  form: (formId: string) =>
    queryOptions({
      queryKey: ['staff', 'forms', formId],
      queryFn: () => staffData<StudioFormDetailReply>('GET', `staff/forms/${encodeURIComponent(formId)}`),
    }),
  formHistory: (formId: string) =>
    queryOptions({
      queryKey: ['staff', 'forms', formId, 'history'],
      queryFn: () => staffData<StudioHistoryEntry[]>('GET', `staff/forms/${encodeURIComponent(formId)}/history`),
    }),
  compare: (formId: string, from: number | 'draft', to: number | 'draft') =>
    queryOptions({
      queryKey: ['staff', 'forms', formId, 'compare', from, to],
      queryFn: () =>
        staffData<StudioComparisonReply>(
          'GET',
          `staff/forms/${encodeURIComponent(formId)}/compare?from=${from}&to=${to}`,
        ),
    }),
  /** The checks and the impact of the stored draft at a revision (a new revision asks again). */
  draftChecks: (formId: string, revision: number) =>
    queryOptions({
      queryKey: ['staff', 'forms', formId, 'draft', revision, 'checks'],
      queryFn: () => staffData<StudioDraftProblem[]>('GET', `staff/forms/${encodeURIComponent(formId)}/draft/checks`),
    }),
  draftImpact: (formId: string, revision: number) =>
    queryOptions({
      queryKey: ['staff', 'forms', formId, 'draft', revision, 'impact'],
      queryFn: () => staffData<StudioImpactReply>('GET', `staff/forms/${encodeURIComponent(formId)}/draft/impact`),
    }),
  members: () =>
    queryOptions({
      queryKey: ['staff', 'members'],
      queryFn: () => staffData<StaffMemberReply[]>('GET', 'staff/members'),
    }),
};

export const shortDate = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
