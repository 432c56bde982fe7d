import { inTransaction } from 'server/db/transaction.ts';
import type { Trx } from 'server/db/database.ts';
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

/** The mails about one request: the lender's copy, and the confirmation to the address the sender typed. */
export interface FormRequestMails {
  lender: MailMessage;
  confirmation?: MailMessage;
}

/** What saving a request did. */
export interface FormRequestOutcome {
  submissionId: number;
  /** False when the confirmation was withheld: its address had as many as it may get in a day. */
  confirmed: boolean;
}

/**
 * Confirmations one address may receive from the public forms in CONFIRMATION_WINDOW_HOURS, whoever sends the
 * forms and from wherever: the forms must not become a way to mail strangers in our name. The request is still
 * saved and the lender still told; the reply does not say, so it tells no one about the address.
 */
export const CONFIRMATIONS_PER_RECIPIENT = 3;
/** The window of CONFIRMATIONS_PER_RECIPIENT. */
export const CONFIRMATION_WINDOW_HOURS = 24;

/**
 * Whether the address may receive one more confirmation now. Under a lock per address (held to the end of the
 * transaction), so parallel requests for one address cannot all pass.
 */
export async function mayConfirmTo(trx: Trx, address: string): Promise<boolean> {
  const recipient = address.trim().toLowerCase();
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`confirmation:${recipient}`]);
  const [row] = await trx('outbound_emails')
    .whereRaw('lower(to_address) = ?', [recipient])
    .andWhere('template', 'like', '%\\_confirmation')
    .andWhere('created_at', '>', trx.raw('now() - make_interval(hours => ?)', [CONFIRMATION_WINDOW_HOURS]))
    .count<{ count: string | number }[]>({ count: '*' });
  return Number(row?.count ?? 0) < CONFIRMATIONS_PER_RECIPIENT;
}

/**
 * Saves a public form's request with its definition version and queues the mails about it (the lender's copy
 * always; the sender's confirmation while its address is under CONFIRMATIONS_PER_RECIPIENT), all in one
 * transaction, so a mail is never sent for a request that was not kept.
 */
export async function saveFormRequest<T extends object>(
  deps: AppDeps,
  request: FormRequest<T>,
  mails: (saved: SavedFormRequest<T>) => FormRequestMails,
): Promise<FormRequestOutcome> {
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
    const { lender, confirmation } = mails({ submissionId, formId, formVersion, data: request.data });
    await queueMail(trx, deps.keys, lender);
    const confirmed = confirmation !== undefined && (await mayConfirmTo(trx, confirmation.to));
    if (confirmation && confirmed) await queueMail(trx, deps.keys, confirmation);
    return { submissionId, confirmed };
  });
}
