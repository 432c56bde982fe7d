import type { FormFixtures } from 'engine';
import { validate } from 'engine/compiler.ts';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { badRequest } from 'server/http/envelope.ts';
import type { Actor } from 'server/policies/policy.ts';
import { writeDraftEdit } from './draftSaver.ts';

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
  return inTransaction(deps, (trx) =>
    writeDraftEdit(
      trx,
      actor,
      formId,
      draftAt,
      ip,
      (draft) => {
        if (!draft.fixtures) throw badRequest('This draft has no examples to update.', ['fixtures']);
        return { definition: draft.definition, fixtures: examplesWithDraftMessages(draft.definition, draft.fixtures) };
      },
      { examples: 'messages updated' },
    ),
  );
}
