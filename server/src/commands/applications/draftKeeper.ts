import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { discardDraft, keepDraft } from 'server/records/applicationDrafts.ts';

/** Where a typing draft belongs: one person's draft of one stage of one application. */
export interface DraftPlace {
  applicationId: number;
  stage: number;
  userId: number;
}

/** Keeps (or replaces) what the person typed on a stage, sealed, over the revision they read. */
export async function keepStageDraft(
  deps: AppDeps,
  draft: DraftPlace & { data: Record<string, unknown>; baseRevision: number },
): Promise<void> {
  await inTransaction(deps, (trx) => keepDraft(trx, deps.keys, draft));
}

/** Throws away the person's draft of a stage; returns whether there was one. */
export async function discardStageDraft(deps: AppDeps, place: DraftPlace): Promise<boolean> {
  return inTransaction(deps, (trx) => discardDraft(trx, place));
}
