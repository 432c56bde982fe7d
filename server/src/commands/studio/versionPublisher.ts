import { compareDefinitions } from 'engine';
import { recordAudit } from 'server/audit/auditLog.ts';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import {
  findDefinition,
  LIVE,
  publishDraft,
  retireDefinition,
  type OpenDraft,
} from 'server/forms/formDefinitionStore.ts';
import { ApiError, badRequest, notFound } from 'server/http/envelope.ts';
import { queueMail } from 'server/mail/queueMail.ts';
import { versionPublishedMail } from 'server/mail/templates/studioMails.ts';
import type { Actor } from 'server/policies/policy.ts';
import { staleSave } from 'server/records/revisions.ts';
import { DRAFT_ACTIONS, draftAuthors, openDraftNamed, staffPeople, wrongState } from './draftReview.ts';

/** How far ahead a publication may be scheduled. */
export const LONGEST_SCHEDULE_DAYS = 366;

/** A publication as the studio sends it: the approved draft at the revision read, now or at a later time. */
export interface PublishRequest {
  version: number;
  revision: number;
  /** When it goes live; absent (or past) means now. */
  at: Date | null;
}

/** What a publication answers: the version, and when it goes live (ISO 8601). */
export interface PublishReply {
  version: number;
  publishedAt: string;
  scheduled: boolean;
}

/**
 * Publishes an approved draft (issue 23), now or at a set time: from then on it is the version visitors and borrowers
 * get on their next page (the server serves its validators; no rebuild) and it never changes. The studio's checks run
 * again first (`problemsBeforePublish`): a draft they refuse is not published. The audit entry keeps the change list
 * against the version served until now, and the draft's authors and reviewer are mailed.
 */
export async function publishFormDraft(
  deps: AppDeps,
  actor: Actor,
  formId: string,
  request: PublishRequest,
  ip: string,
  problemsBeforePublish: (draft: OpenDraft) => { path: string; message: string }[],
): Promise<PublishReply> {
  const now = Date.now();
  if (request.at && request.at.getTime() > now + LONGEST_SCHEDULE_DAYS * 86_400_000) {
    throw badRequest(`Schedule a publication within ${LONGEST_SCHEDULE_DAYS} days.`, [
      { path: 'at', message: `Schedule a publication within ${LONGEST_SCHEDULE_DAYS} days.` },
    ]);
  }
  const scheduled = request.at !== null && request.at.getTime() > now;
  return inTransaction(deps, async (trx) => {
    const draft = await openDraftNamed(trx, formId, request.version);
    if (draft.revision !== request.revision) throw staleSave();
    if (draft.review.state !== 'approved') throw wrongState(draft, 'published');
    const problems = problemsBeforePublish(draft);
    if (problems.length > 0) {
      throw badRequest(
        `The draft has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}; it was not published.`,
        problems,
      );
    }
    const served = await findDefinition(trx, formId, undefined);
    const published = await publishDraft(
      trx,
      formId,
      draft.version,
      actor.id,
      scheduled ? (request.at ?? undefined) : undefined,
    );
    const changes = served ? compareDefinitions(served.definition, draft.definition).changes.map((c) => c.words) : [];
    const at = published.publishedAt ?? new Date();
    await recordAudit(trx, {
      actor,
      action: DRAFT_ACTIONS.publish,
      recordType: 'form_definition',
      ip,
      details: {
        formId,
        version: draft.version,
        from: served?.version ?? null,
        at: at.toISOString(),
        scheduled,
        reason: draft.review.reason,
        changes,
      },
    });
    const [publisher] = await staffPeople(trx, [actor.id]);
    const authors = await draftAuthors(trx, draft);
    const people = [...authors, ...(draft.review.reviewedBy ? [draft.review.reviewedBy] : [])];
    for (const person of await staffPeople(trx, people)) {
      await queueMail(
        trx,
        deps.keys,
        versionPublishedMail(
          person,
          { formId, title: draft.definition.title, version: draft.version },
          { by: publisher?.name ?? 'A compliance member', at, scheduled },
          deps.config.publicUrl,
        ),
      );
    }
    return { version: draft.version, publishedAt: at.toISOString(), scheduled };
  });
}

/**
 * Retires a published version (issue 23): it is no longer offered for new records; records filled on it are still
 * read, printed and exported with it. The version served now cannot be retired while no other published version
 * would take its place (the form would disappear); a version scheduled for later can be (its publication is
 * cancelled).
 */
export async function retireFormVersion(
  deps: AppDeps,
  actor: Actor,
  formId: string,
  version: number,
  ip: string,
): Promise<{ version: number }> {
  return inTransaction(deps, async (trx) => {
    const stored = await findDefinition(trx, formId, version, ['published']);
    const scheduled = stored
      ? false
      : Boolean(
          await trx('form_definitions').where({ form_id: formId, version, status: 'published' }).first('version'),
        );
    if (!stored && !scheduled) throw notFound('There is no published version with that number.');
    if (stored) {
      const others = (await trx('form_definitions')
        .where({ form_id: formId, status: 'published' })
        .whereNot({ version })
        .whereRaw(LIVE)
        .count({ n: '*' })) as { n: number | string }[];
      if (Number(others[0]?.n ?? 0) === 0) {
        throw new ApiError(
          409,
          `Version ${version} is the only published version of this form; publish another before retiring it.`,
          ['version'],
        );
      }
    }
    await retireDefinition(trx, formId, version);
    await recordAudit(trx, {
      actor,
      action: DRAFT_ACTIONS.retire,
      recordType: 'form_definition',
      ip,
      details: { formId, version, scheduled },
    });
    return { version };
  });
}
