import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import type { StoredDefinition } from 'server/forms/formDefinitionStore.ts';
import { saveProfile } from 'server/records/profiles.ts';

/**
 * Saves a borrower's profile values, already validated by the profile definition, at the revision they read (409
 * when stale), and moves a new account from status 3 (profile incomplete) to 1: every required field passed.
 */
export async function saveBorrowerProfile(
  deps: AppDeps,
  user: { id: number; status: number },
  expectedRevision: number,
  validated: { stored: StoredDefinition; data: Record<string, unknown> },
): Promise<{ id: number; revision: number }> {
  return inTransaction(deps, async (trx) => {
    const result = await saveProfile(
      trx,
      user.id,
      expectedRevision,
      { formId: validated.stored.formId, formVersion: validated.stored.version },
      validated.data,
    );
    if (user.status !== 1) await trx('users').where({ id: user.id }).update({ status: 1, updated_at: trx.fn.now() });
    return result;
  });
}
