import { recordAudit } from 'server/audit/auditLog.ts';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import {
  DefinitionConflictError,
  EVERY_STATUS,
  findDefinition,
  findOpenDraft,
  insertDraft,
  READABLE_STATUSES,
  type OpenDraft,
} from 'server/forms/formDefinitionStore.ts';
import { ApiError, notFound } from 'server/http/envelope.ts';
import type { Actor } from 'server/policies/policy.ts';
import { DRAFT_ACTIONS } from './draftReview.ts';

/**
 * Opens a draft of a form in the studio (issue 23): a copy of its newest version (or, to roll back, of an earlier
 * published or retired one) under the next version number, for compliance staff to edit. A form has one open draft at a time: opening another while one is open is refused with
 * who has it, so two people work on one draft (saved at revisions) instead of two drafts that would race to publish.
 */
export async function openFormDraft(
  deps: AppDeps,
  actor: Actor,
  formId: string,
  ip: string,
  fromVersion?: number,
): Promise<OpenDraft> {
  return inTransaction(deps, async (trx) => {
    const newest = await findDefinition(trx, formId, undefined, EVERY_STATUS);
    if (!newest) throw notFound('There is no such form.');
    // A roll back: the copy is of an earlier version, still under the next number (a version never changes).
    const source =
      fromVersion === undefined ? newest : await findDefinition(trx, formId, fromVersion, READABLE_STATUSES);
    if (!source) throw notFound('There is no published or retired version with that number.');
    const open = await findOpenDraft(trx, formId);
    if (open) {
      throw new ApiError(
        409,
        `This form already has an open draft (version ${open.version}). Edit that draft instead.`,
        ['version'],
      );
    }
    // Two people opening at once: the version's primary key lets one in, the other is told to edit that draft.
    const draft = await insertDraft(trx, source, actor.id, newest.version + 1).catch((error: unknown) => {
      if (error instanceof DefinitionConflictError) {
        throw new ApiError(409, 'Someone opened a draft of this form a moment ago. Reload to edit it.', ['version']);
      }
      throw error;
    });
    await recordAudit(trx, {
      actor,
      action: DRAFT_ACTIONS.open,
      recordType: 'form_definition',
      ip,
      details: {
        formId,
        version: draft.version,
        from: source.version,
        ...(fromVersion === undefined ? {} : { rollBack: true }),
      },
    });
    return draft;
  });
}
