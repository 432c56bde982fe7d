import type { Db, Trx } from 'server/db/database.ts';
import { findDefinition, READABLE_STATUSES, type StoredDefinition } from 'server/forms/formDefinitionStore.ts';
import { FORM_UNAVAILABLE_MESSAGE } from 'server/forms/submissionValidation.ts';
import { badRequest } from 'server/http/envelope.ts';
import { readWholeNumber } from 'server/http/input.ts';

/** The wizard's definition (forms/preapproval). */
export const PREAPPROVAL_FORM = 'preapproval';

/**
 * The wizard's definition version a client names (the latest when `version` is undefined) among `statuses`; a 400
 * naming formVersion when it is not offered.
 */
export async function preapprovalDefinition(
  db: Db | Trx,
  version: unknown,
  statuses = READABLE_STATUSES,
): Promise<StoredDefinition> {
  const wanted = version === undefined ? undefined : readWholeNumber(version);
  if (wanted === null) throw badRequest(FORM_UNAVAILABLE_MESSAGE, ['formVersion']);
  const stored = await findDefinition(db, PREAPPROVAL_FORM, wanted, statuses);
  if (!stored) throw badRequest(FORM_UNAVAILABLE_MESSAGE, ['formVersion']);
  return stored;
}
