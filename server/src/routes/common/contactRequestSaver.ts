import { inTransaction, type AppDeps } from '../../http/context.ts';
import type { StoredDefinition } from '../../forms/formDefinitionStore.ts';
import { insertSubmission } from '../../forms/insertSubmission.ts';
import { queueMail } from '../../mail/queueMail.ts';
import { contactConfirmationMail, lenderContactMail } from './contactMails.ts';

/** A contact request that passed its definition. */
export interface ContactRequest {
  stored: StoredDefinition;
  data: Record<string, unknown>;
  ip: string;
  userId: number | null;
}

/**
 * Saves a contact request with its definition version and queues the lender's mail and the sender's
 * confirmation, all in one transaction. Returns the submission id.
 */
export async function saveContactRequest(deps: AppDeps, request: ContactRequest): Promise<number> {
  return inTransaction(deps, async (trx) => {
    const formId = request.stored.formId;
    const formVersion = request.stored.version;
    const submissionId = await insertSubmission(trx, {
      formId,
      formVersion,
      userId: request.userId,
      data: request.data,
      ip: request.ip,
    });
    const mailInput = { submissionId, formId, formVersion, data: request.data };
    await queueMail(trx, deps.keys, lenderContactMail(deps.config.lenderInbox, mailInput));
    await queueMail(trx, deps.keys, contactConfirmationMail(mailInput));
    return submissionId;
  });
}
