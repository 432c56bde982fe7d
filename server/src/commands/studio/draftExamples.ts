import type { FormFixtures } from 'engine';
import { validate } from 'engine/compiler.ts';
import { recordAudit } from 'server/audit/auditLog.ts';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { writeDraftAtRevision } from 'server/forms/formDefinitionStore.ts';
import { badRequest } from 'server/http/envelope.ts';
import type { Actor } from 'server/policies/policy.ts';
import { staleSave } from 'server/records/revisions.ts';
import { DRAFT_ACTIONS, openDraftNamed, wrongState } from './draftReview.ts';

/**
 * The wrong-answer examples of a draft with the messages the draft gives them now: each example keeps its answers,
 * and its expected messages become the draft's (the first message of each field). The right-answer examples are left
 * as they are: an answer they lack is the author's to give.
 */
export function examplesWithDraftMessages(
  definition: Parameters<typeof validate>[0],
  fixtures: FormFixtures,
): FormFixtures {
  return {
    valid: fixtures.valid,
    invalid: fixtures.invalid.map((example) => {
      const errors: Record<string, string> = {};
      for (const error of validate(definition, example.data).errors) errors[error.path] ??= error.message;
      return { ...example, errors };
    }),
  };
}

/**
 * Takes the draft's messages into its wrong-answer examples (the studio's "update the examples" after a message was
 * reworded or a rule changed), at the revision the author read; a stale revision is 409 and nothing changes.
 */
export async function refreshDraftExamples(
  deps: AppDeps,
  actor: Actor,
  formId: string,
  draftAt: { version: number; revision: number },
  ip: string,
): Promise<{ version: number; revision: number }> {
  return inTransaction(deps, async (trx) => {
    const draft = await openDraftNamed(trx, formId, draftAt.version);
    if (draft.review.state !== 'editing' && draft.revision === draftAt.revision) throw wrongState(draft, 'edited');
    if (!draft.fixtures) throw badRequest('This draft has no examples to update.', ['fixtures']);
    const fixtures = examplesWithDraftMessages(draft.definition, draft.fixtures);
    const revision = await writeDraftAtRevision(trx, { formId, ...draftAt }, draft.definition, actor.id, fixtures);
    if (revision === null) throw staleSave();
    await recordAudit(trx, {
      actor,
      action: DRAFT_ACTIONS.save,
      recordType: 'form_definition',
      ip,
      details: { formId, version: draftAt.version, revision, examples: 'messages updated' },
    });
    return { version: draftAt.version, revision };
  });
}
