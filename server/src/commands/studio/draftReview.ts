import { recordAudit } from 'server/audit/auditLog.ts';
import type { Db, Trx } from 'server/db/database.ts';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import {
  findOpenDraft,
  moveDraftReview,
  type OpenDraft,
  type ReviewState,
  type ReviewStep,
} from 'server/forms/formDefinitionStore.ts';
import { ApiError, badRequest, forbidden, notFound } from 'server/http/envelope.ts';
import { queueMail } from 'server/mail/queueMail.ts';
import { reviewAnsweredMail, reviewRequestedMail } from 'server/mail/templates/studioMails.ts';
import type { Actor } from 'server/policies/policy.ts';
import { staleSave } from 'server/records/revisions.ts';

/** A review step as the studio sends it: the draft's version, the revision the person read, and their words. */
export interface ReviewRequest {
  version: number;
  revision: number;
  /** The author's reason (asking for review) or the reviewer's note (approving or returning). */
  words: string;
}

/** Longest reason or note kept (a paragraph or two). */
export const REVIEW_WORDS_MAX = 2000;

/** The audit actions of a draft's life, in the audit log under record type form_definition. */
export const DRAFT_ACTIONS = {
  open: 'form.draft.open',
  save: 'form.draft.save',
  review: 'form.draft.review',
  approve: 'form.draft.approve',
  return: 'form.draft.return',
  publish: 'form.version.publish',
  retire: 'form.version.retire',
} as const;

/** A staff member as a studio mail or page names them. */
export interface StaffPerson {
  id: number;
  email: string;
  firstName: string;
  name: string;
}

/** Staff members by id with their names and addresses (only those still active, unless `activeOnly` is false). */
export async function staffPeople(trx: Db | Trx, ids: readonly number[], activeOnly = true): Promise<StaffPerson[]> {
  if (ids.length === 0) return [];
  const query = trx('users').whereIn('id', [...new Set(ids)]);
  const rows = (await (activeOnly ? query.whereNull('disabled_at') : query).select(
    'id',
    'email',
    'first_name',
    'last_name',
  )) as {
    id: number;
    email: string;
    first_name: string | null;
    last_name: string | null;
  }[];
  return rows.map((row) => ({
    id: Number(row.id),
    email: row.email,
    firstName: row.first_name ?? '',
    name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || row.email,
  }));
}

/**
 * Everyone who wrote the draft: who opened it and everyone who saved it or asked for its review (from the audit log,
 * so an earlier editor counts too, not only the last one). None of them may approve it.
 */
export async function draftAuthors(trx: Db | Trx, draft: OpenDraft): Promise<number[]> {
  const ids = (await trx('audit_log')
    .where({ record_type: 'form_definition' })
    .whereIn('action', [DRAFT_ACTIONS.open, DRAFT_ACTIONS.save, DRAFT_ACTIONS.review])
    .whereRaw("details ->> 'formId' = ?", [draft.formId])
    .whereRaw("details ->> 'version' = ?", [String(draft.version)])
    .distinct('actor_user_id')
    .pluck('actor_user_id')) as (number | string | null)[];
  const known = [draft.createdBy, draft.updatedBy, draft.review.requestedBy, ...ids.map((id) => id && Number(id))];
  return [...new Set(known.filter((id): id is number => typeof id === 'number' && id > 0))];
}

/** The open draft at the version named, or 404 when that draft is no longer open. */
export async function openDraftNamed(trx: Trx, formId: string, version: number): Promise<OpenDraft> {
  const draft = await findOpenDraft(trx, formId);
  if (!draft || draft.version !== version) throw notFound('This draft is no longer open.');
  return draft;
}

const STATE_WORDS: Record<ReviewState, string> = {
  editing: 'being edited',
  in_review: 'waiting for review',
  approved: 'approved and waiting to be published',
};

/** 409 for a step the draft's state does not allow, saying where it stands. */
export function wrongState(draft: OpenDraft, wanted: string): ApiError {
  return new ApiError(409, `This draft is ${STATE_WORDS[draft.review.state]}, so it cannot be ${wanted} now.`, [
    'revision',
  ]);
}

/** Trimmed words of a reason or note; required ones must not be empty. */
function wordsOf(words: string, required: boolean, what: string): string | null {
  const trimmed = words.trim();
  if (trimmed.length > REVIEW_WORDS_MAX) {
    throw badRequest(`Keep the ${what} under ${REVIEW_WORDS_MAX} characters.`, [
      { path: 'words', message: `Keep the ${what} under ${REVIEW_WORDS_MAX} characters.` },
    ]);
  }
  if (required && trimmed === '') {
    throw badRequest(`Write the ${what}.`, [{ path: 'words', message: `Write the ${what}.` }]);
  }
  return trimmed === '' ? null : trimmed;
}

async function step(
  trx: Trx,
  draft: OpenDraft,
  request: ReviewRequest,
  from: ReviewState,
  next: ReviewStep,
): Promise<number> {
  if (draft.revision !== request.revision) throw staleSave();
  const revision = await moveDraftReview(
    trx,
    { formId: draft.formId, version: draft.version, revision: request.revision },
    from,
    next,
  );
  if (revision === null) throw staleSave();
  return revision;
}

/** What a review step answers: the draft's new revision and state. */
export interface ReviewStepReply {
  version: number;
  revision: number;
  state: ReviewState;
}

/**
 * Asks for a review of the draft (its author, with a reason): the draft stops taking edits until it is approved or
 * returned, and every other compliance member is mailed. `problemsBeforeReview` lists what would stop its
 * publication (the studio's checks); a draft with such problems is not sent to review.
 */
export async function requestDraftReview(
  deps: AppDeps,
  actor: Actor,
  formId: string,
  request: ReviewRequest,
  ip: string,
  problemsBeforeReview: (draft: OpenDraft) => { path: string; message: string }[],
): Promise<ReviewStepReply> {
  const reason = wordsOf(request.words, true, 'reason for the change') as string;
  return inTransaction(deps, async (trx) => {
    const draft = await openDraftNamed(trx, formId, request.version);
    if (draft.review.state !== 'editing') throw wrongState(draft, 'sent to review');
    const problems = problemsBeforeReview(draft);
    if (problems.length > 0) {
      throw badRequest(
        `The draft has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`} to fix before review.`,
        problems,
      );
    }
    const revision = await step(trx, draft, request, 'editing', { to: 'in_review', by: actor.id, reason });
    await recordAudit(trx, {
      actor,
      action: DRAFT_ACTIONS.review,
      recordType: 'form_definition',
      ip,
      details: { formId, version: draft.version, revision, reason },
    });
    const [author] = await staffPeople(trx, [actor.id]);
    const authors = await draftAuthors(trx, draft);
    const reviewers = (await trx('users')
      .whereIn('role', ['compliance'])
      .whereNull('disabled_at')
      .whereNotIn('id', authors.length > 0 ? authors : [actor.id])
      .pluck('id')) as number[];
    for (const reviewer of await staffPeople(trx, reviewers.map(Number))) {
      await queueMail(
        trx,
        deps.keys,
        reviewRequestedMail(
          reviewer,
          { formId, title: draft.definition.title, version: draft.version },
          { by: author?.name ?? 'A compliance member', reason },
          deps.config.publicUrl,
        ),
      );
    }
    return { version: draft.version, revision, state: 'in_review' };
  });
}

/**
 * A second compliance member (or an admin) approves the draft at the revision they read, or returns it to editing with
 * a note; the author is mailed. The author may not approve their own draft; they may take it back (return it) to edit
 * it again, which needs no note.
 */
export async function answerDraftReview(
  deps: AppDeps,
  actor: Actor,
  formId: string,
  request: ReviewRequest,
  approve: boolean,
  ip: string,
): Promise<ReviewStepReply> {
  return inTransaction(deps, async (trx) => {
    const draft = await openDraftNamed(trx, formId, request.version);
    const authors = await draftAuthors(trx, draft);
    const isAuthor = authors.includes(actor.id);
    if (approve && isAuthor) {
      throw forbidden('You worked on this draft, so another compliance member approves it.');
    }
    const from: ReviewState = approve ? 'in_review' : draft.review.state === 'approved' ? 'approved' : 'in_review';
    if (draft.review.state !== from) throw wrongState(draft, approve ? 'approved' : 'returned');
    const note = wordsOf(request.words, !approve && !isAuthor, approve ? 'note' : 'note saying what to change');
    const revision = await step(trx, draft, request, from, {
      to: approve ? 'approved' : 'editing',
      by: actor.id,
      note,
    });
    await recordAudit(trx, {
      actor,
      action: approve ? DRAFT_ACTIONS.approve : DRAFT_ACTIONS.return,
      recordType: 'form_definition',
      ip,
      details: { formId, version: draft.version, revision, ...(note ? { note } : {}) },
    });
    const [reviewer] = await staffPeople(trx, [actor.id]);
    const toTell = authors.filter((id) => id !== actor.id);
    for (const author of await staffPeople(trx, toTell)) {
      await queueMail(
        trx,
        deps.keys,
        reviewAnsweredMail(
          author,
          { formId, title: draft.definition.title, version: draft.version },
          { by: reviewer?.name ?? 'A reviewer', approved: approve, note },
          deps.config.publicUrl,
        ),
      );
    }
    return { version: draft.version, revision, state: approve ? 'approved' : 'editing' };
  });
}
