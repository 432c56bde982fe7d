import { queryOptions, skipToken } from '@tanstack/react-query';
import { apiGet, apiPost, SUCCESS, type Envelope } from 'ui/api/client.ts';
import type { ProfileNames, WizardRecord } from './wizardProgress.ts';

/** GET /api/pre/progress: a signed-in borrower's saved progress (stage 0 when none). */
export interface ServerProgress {
  id: number;
  stage: number;
  revision: number;
  formVersion: number;
  data: WizardRecord;
  /** Personal values on file, masked, by data path. */
  onFile: Record<string, string>;
}

/** GET /api/pre/getletter/:id: step 10's result (part 1 §3). */
export interface PreapprovalResult {
  id: number;
  refNumber: string;
  Borrower: string;
  CoBorrower: string;
  Property: string;
  LoanAmount: number;
  /** The letter's link, JSON-encoded ({ url }). */
  Letter: string;
  letterReady: boolean;
  /** YYYY-MM-DD. */
  DateOn: string | null;
  /** YYYY-MM-DD. */
  Validitydate: string | null;
  MortgageType: string;
}

/** An item of GET /api/pre/getletters (/letter). */
export interface LetterRow {
  _id: number;
  Address: string;
  /** ISO date and time. */
  DateOn: string;
  LoanAmount: number;
  Letter: string;
  letterReady: boolean;
}

/** A call the page cannot go on without failed: the server's statusText. */
export class PreapprovalLoadError extends Error {
  constructor(statusText: string) {
    super(statusText || 'This could not be loaded. Please try again.');
    this.name = 'PreapprovalLoadError';
  }
}

async function dataOf<T>(path: string): Promise<T> {
  const envelope = await apiGet<T>(path);
  if (envelope.status !== SUCCESS || envelope.data === null) throw new PreapprovalLoadError(envelope.statusText);
  return envelope.data;
}

/** GET /api/pre/progress. */
export const loadProgress = () => dataOf<ServerProgress>('pre/progress');

/** GET /api/profile/user: the names step 3 is filled with. */
export const loadProfileNames = () => dataOf<ProfileNames>('profile/user');

/** GET /api/dashboard/preapproval: the newest pre-approval's id and whether it was submitted. */
export const loadLatest = () =>
  dataOf<{ statusIndicator: number; stage: number; id: number | null }>('dashboard/preapproval');

/** POST /api/pre/progress: the steps' answers at the revision read; replies the stage reached and the new revision. */
export function saveProgress(
  revision: number,
  formVersion: number,
  data: WizardRecord,
): Promise<Envelope<{ id: number; stage: number; revision: number }>> {
  return apiPost('pre/progress', { revision, formVersion, data });
}

/** POST /api/pre/setapproval: the whole record; replies the submitted pre-approval's id. */
export function submitPreapproval(
  revision: number,
  formVersion: number,
  data: WizardRecord,
): Promise<Envelope<{ id: number }>> {
  return apiPost('pre/setapproval', { revision, formVersion, data });
}

/** Query options of the pre-approval's results and letters. */
export const preapprovalQueries = {
  all: ['preapproval'] as const,
  /** Step 10's result; asked again every few seconds until its letter is ready. */
  result: (id: number | null) =>
    queryOptions({
      queryKey: [...preapprovalQueries.all, 'result', id],
      queryFn: id === null ? skipToken : () => dataOf<PreapprovalResult>(`pre/getletter/${id}`),
      retry: false,
      refetchInterval: (query) => {
        const result = query.state.data;
        return result && result.LoanAmount > 0 && !result.letterReady ? 2000 : false;
      },
    }),
  letters: () =>
    queryOptions({
      queryKey: [...preapprovalQueries.all, 'letters'],
      queryFn: () => dataOf<LetterRow[]>('pre/getletters'),
    }),
};
