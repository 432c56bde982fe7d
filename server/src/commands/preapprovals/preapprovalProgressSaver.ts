import { deriveFields, resumeStepAfter, stepNumberOf, type FormDefinition } from 'engine';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { validateSubmission } from 'server/forms/submissionValidation.ts';
import { signedInUser } from 'server/http/auth.ts';
import type { AppContext } from 'server/http/context.ts';
import { badRequest } from 'server/http/envelope.ts';
import { PREAPPROVAL_FORM, preapprovalDefinition } from 'server/preapproval/preapprovalDefinition.ts';
import {
  discardProgress,
  findOpenPreapproval,
  preapprovalSealingContextOf,
  saveProgress,
  type SavedProgress,
} from 'server/records/preapprovals.ts';
import { staleSave } from 'server/records/revisions.ts';
import { mergeKeepingOnFile, openRecord, sealRecord } from 'server/records/sealedRecords.ts';

type Data = Record<string, unknown>;

/** The stage a person resumes at, by number (`stage7` -> 7); 10, the result, after the last step. */
function stageNumberOf(definition: FormDefinition, stepId: string | undefined): number {
  return stepNumberOf(definition, stepId) || 10;
}

/**
 * The signed-in borrower saves steps of the Get Pre-Approved wizard at the revision they read (409 when stale), kept
 * on the server so it resumes on any device: every step sent must pass the definition on its own (the rest of the
 * record is checked at submission), and the stage reached is worked out by the definition's own path. Personal
 * fields are sealed before they are stored.
 */
export async function savePreapprovalProgress(
  deps: AppDeps,
  ctx: AppContext,
  input: { expected: number; incoming: Data; formVersion: unknown },
): Promise<SavedProgress> {
  const user = signedInUser(ctx);
  const { expected, incoming } = input;
  // The definition and the record being filled at once: each is a round trip of its own.
  const [stored, open] = await Promise.all([
    preapprovalDefinition(deps.db, input.formVersion, ['published']),
    findOpenPreapproval(deps.db, user.id),
  ]);
  const { definition } = stored;
  const steps = (definition.steps ?? []).filter((step) => step.fields.some((field) => field in incoming));
  if (steps.length === 0) throw badRequest('All fields are mandatory', ['data']);
  const recordKey = preapprovalSealingContextOf(user.id);
  if (open && open.revision !== expected) throw staleSave();
  const merged = deriveFields(
    definition,
    openRecord(deps.keys.personal, definition, recordKey, mergeKeepingOnFile(definition, open?.data ?? {}, incoming)),
  );
  let clean: Data = merged;
  for (const step of steps) {
    clean = (
      await validateSubmission(deps.db, PREAPPROVAL_FORM, stored.version, merged, {
        definition: stored,
        scope: { step: step.id },
        onRefused: (refused) =>
          ctx.state.log.info({ formId: PREAPPROVAL_FORM, ...refused }, 'pre-approval step refused'),
      })
    ).data;
  }
  const last = steps[steps.length - 1]?.id ?? '';
  const stage = stageNumberOf(definition, resumeStepAfter(definition, last, clean, { signedIn: true })?.id);
  // One statement, at the revision read (saveProgress): no transaction to hold a connection across round trips.
  return saveProgress(deps.db, open, expected, {
    userId: user.id,
    formId: stored.formId,
    formVersion: stored.version,
    data: sealRecord(deps.keys.personal, definition, recordKey, clean),
    currentStage: Math.max(stage, Math.min(open?.current_stage ?? 0, 9)),
  });
}

/** The borrower clears the wizard's saved progress; returns how many records went. */
export async function discardPreapprovalProgress(deps: AppDeps, userId: number): Promise<number> {
  return inTransaction(deps, (trx) => discardProgress(trx, userId));
}
