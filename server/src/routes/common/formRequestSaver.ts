import { inTransaction } from 'server/db/transaction.ts';
import { type AppDeps } from 'server/deps.ts';
import type { StoredDefinition } from 'server/forms/formDefinitionStore.ts';
import { insertSubmission } from 'server/forms/insertSubmission.ts';
import { queueMail, type MailMessage } from 'server/mail/queueMail.ts';

/** A public form's data that passed its definition. */
export interface FormRequest<T extends object> {
  stored: StoredDefinition;
  data: T;
  ip: string;
  userId: number | null;
}

/** What the mails about a saved request are built from. */
export interface SavedFormRequest<T extends object> {
  submissionId: number;
  formId: string;
  formVersion: number;
  data: T;
}

/**
 * Saves a public form's request with its definition version and queues the mails about it (the lender's inbox,
 * the sender's confirmation), all in one transaction, so a mail is never sent for a request that was not kept.
 * Returns the submission id.
 */
export async function saveFormRequest<T extends object>(
  deps: AppDeps,
  request: FormRequest<T>,
  mails: (saved: SavedFormRequest<T>) => MailMessage[],
): Promise<number> {
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
    for (const mail of mails({ submissionId, formId, formVersion, data: request.data })) {
      await queueMail(trx, deps.keys, mail);
    }
    return submissionId;
  });
}
