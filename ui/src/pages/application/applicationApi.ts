import { queryOptions, skipToken } from '@tanstack/react-query';
import type {
  ProfileUserReply,
  ApplicationListRow,
  ApplicationReply,
  SavedStageReply,
  StageKey,
  StageReply,
  StartedApplication,
} from 'common';
import { apiGet, apiPost, apiRequest, SUCCESS, type Envelope } from 'ui/api/client.ts';
import type { FormData } from 'ui/forms/definitionValidator.ts';

/**
 * The 1003 calls of the browser (part 2 §7.1, server/src/routes/eloan): start, read and save stages at a revision,
 * typing drafts, the saved-and-completed list, the short application, and the whole application for the preview.
 * Requests and replies are typed by common/applicationReplies.ts, as the server's presenters build them.
 */

/** A call the page cannot go on without failed: the server's statusText (404 when the application is not there). */
export class ApplicationLoadError extends Error {
  constructor(
    readonly status: number,
    statusText: string,
  ) {
    super(statusText || 'Your application could not be loaded. Please try again.');
    this.name = 'ApplicationLoadError';
  }
}

async function dataOf<T>(path: string): Promise<T> {
  const envelope = await apiGet<T>(path);
  if (envelope.status !== SUCCESS) throw new ApplicationLoadError(envelope.status, envelope.statusText);
  // A call whose answer may be empty (the newest saved application) says so with null.
  return envelope.data as T;
}

/**
 * POST eloan/agreement: I AGREE + Continue starts an application (part 1 §4); Fill 1003 Form starts it from the
 * borrower's pre-approval, whose answers the stages then offer.
 */
export const startApplication = (agreementVersion: number, preapprovalId?: number) =>
  apiPost<StartedApplication>('eloan/agreement', {
    acceptAggrement: true,
    agreementVersion,
    ...(preapprovalId === undefined ? {} : { preapprovalId }),
  });

/** GET eloan/form1003: the newest saved application, or null when there is none. */
export const loadNewestSaved = () => dataOf<ApplicationReply | null>('eloan/form1003');

/** GET eloan/form1003/{stage}/{id}. */
export const loadStage = (stage: number, id: number) => dataOf<StageReply>(`eloan/form1003/${stage}/${id}`);

/** What one stage save sends besides the stage's value (part 2 §7.1, decision 4). */
export interface StageSaveRequest {
  id: number;
  revision: number;
  formId: string;
  formVersion: number;
  key: StageKey;
  value: FormData;
  /** 1 only on stage 6's Submit of the last applicant. */
  statusIndicator: 0 | 1;
  /** Save & Finish Later: kept as it is, answers missing (the stage is then listed as incomplete). */
  partial?: boolean;
  /** Stage 1 only: 1 for Save & Finish Later, 0 for Continue. */
  emailIndicator?: 0 | 1;
  /** The applicant on screen of stages 3, 5 and 6. */
  mapid?: number;
}

/** POST eloan/form1003: one stage at the revision read (409 when another save came first). */
export function saveStage(request: StageSaveRequest): Promise<Envelope<SavedStageReply>> {
  return apiPost<SavedStageReply>('eloan/form1003', {
    _id: request.id,
    revision: request.revision,
    formId: request.formId,
    formVersion: request.formVersion,
    statusIndicator: request.statusIndicator,
    ...(request.partial ? { partial: true } : {}),
    ...(request.emailIndicator === undefined ? {} : { emailIndicator: request.emailIndicator }),
    ...(request.mapid === undefined ? {} : { mapid: request.mapid }),
    [request.key]: request.value,
  });
}

/** POST eloan/draft: what is being typed on a stage, kept (encrypted) so a closed tab loses nothing. */
export const keepDraft = (id: number, stage: number, revision: number, data: FormData) =>
  apiPost<{ stage: number; savedAt: string }>('eloan/draft', { _id: id, stage, revision, data });

/** DELETE eloan/draft/{id}/{stage}: the draft is not wanted. */
export const discardDraft = (id: number, stage: number) =>
  apiRequest<{ removed: boolean }>('DELETE', `eloan/draft/${id}/${stage}`);

/** POST eloan/short: the short application, submitted at once. */
export const submitShortApplication = (formVersion: number, data: FormData) =>
  apiPost<{ _id: number; refNumber: string; loanNumber: string }>('eloan/short', { ...data, formVersion });

/** Query options of the 1003's reads, shared by the pages, the dashboard and the staff loan page. */
export const applicationQueries = {
  all: ['applications'] as const,
  /** GET eloan/saved: the borrower's saved and completed applications, newest first. */
  saved: () =>
    queryOptions({
      queryKey: [...applicationQueries.all, 'saved'],
      queryFn: () => dataOf<ApplicationListRow[]>('eloan/saved'),
    }),
  /** GET eloanraw/{id}: the whole application (the owner's, a co-borrower's on the loan, or staff's). */
  whole: (id: number | null) =>
    queryOptions({
      queryKey: [...applicationQueries.all, 'whole', id],
      queryFn: id === null ? skipToken : () => dataOf<ApplicationReply>(`eloanraw/${id}`),
      retry: false,
    }),
  /** GET profile/user. */
  profile: () =>
    queryOptions({
      queryKey: [...applicationQueries.all, 'profile'],
      queryFn: () => dataOf<ProfileUserReply>('profile/user'),
      staleTime: 60_000,
    }),
};
