import { type AppDeps } from 'server/deps.ts';
import { contactConfirmationMail, lenderContactMail, type ContactRequestData } from './contactMails.ts';
import { saveFormRequest, type FormRequest } from './formRequestSaver.ts';

/** A contact request that passed its definition. */
export type ContactRequest = FormRequest<ContactRequestData>;

/**
 * Saves a contact request with its definition version and queues the lender's mail and the sender's
 * confirmation, all in one transaction. Returns the submission id.
 */
export async function saveContactRequest(deps: AppDeps, request: ContactRequest): Promise<number> {
  return saveFormRequest(deps, request, (saved) => [
    lenderContactMail(deps.config.lenderInbox, saved),
    contactConfirmationMail(saved),
  ]);
}
