import type { AppDeps } from 'server/deps.ts';
import { loadLookupOptions } from 'server/lookups/lookupOptions.ts';
import {
  branchConfirmationMail,
  choiceLabel,
  lenderBranchMail,
  type BranchApplicationData,
} from 'server/mail/templates/branchMails.ts';
import {
  callbackConfirmationMail,
  lenderCallbackMail,
  type CallbackRequestData,
} from 'server/mail/templates/callbackMails.ts';
import {
  contactConfirmationMail,
  lenderContactMail,
  type ContactRequestData,
} from 'server/mail/templates/contactMails.ts';
import { lenderQuoteMail, quoteConfirmationMail, type QuoteRequestData } from 'server/mail/templates/quoteMails.ts';
import { saveFormRequest, type FormRequest, type FormRequestOutcome } from './formRequests.ts';

/**
 * The savers of the public forms answered by a person of ours: each keeps the request with its definition version
 * and queues the lender's copy and the sender's confirmation in one transaction (see formRequests.ts).
 */

/** The Contact and Help & Support forms. */
export function saveContactRequest(
  deps: AppDeps,
  request: FormRequest<ContactRequestData>,
): Promise<FormRequestOutcome> {
  return saveFormRequest(deps, request, (saved) => ({
    lender: lenderContactMail(deps.config.lenderInbox, saved),
    confirmation: contactConfirmationMail(saved),
  }));
}

/** The Get a Rate Quote popup and the home page's Request A Quote form. */
export function saveQuoteRequest(deps: AppDeps, request: FormRequest<QuoteRequestData>): Promise<FormRequestOutcome> {
  return saveFormRequest(deps, request, (saved) => ({
    lender: lenderQuoteMail(deps.config.lenderInbox, saved),
    confirmation: quoteConfirmationMail(saved),
  }));
}

/** The home page's call-back form. */
export function saveCallbackRequest(
  deps: AppDeps,
  request: FormRequest<CallbackRequestData>,
): Promise<FormRequestOutcome> {
  return saveFormRequest(deps, request, (saved) => ({
    lender: lenderCallbackMail(deps.config.lenderInbox, saved),
    confirmation: callbackConfirmationMail(saved),
  }));
}

/** The Become a Branch application; the lender's copy names the state and description in words. */
export async function saveBranchApplication(
  deps: AppDeps,
  request: FormRequest<BranchApplicationData>,
): Promise<FormRequestOutcome> {
  const { definition } = request.stored;
  const stateType = definition.lookups.branchState;
  const states = stateType === undefined ? [] : ((await loadLookupOptions(deps.db, [stateType])).get(stateType) ?? []);
  const labels = {
    state: states.find((option) => option.value === request.data.branchState)?.text ?? request.data.branchState,
    brief: choiceLabel(definition, 'branchBrief', request.data.branchBrief),
  };
  return saveFormRequest(deps, request, (saved) => ({
    lender: lenderBranchMail(deps.config.lenderInbox, saved, labels),
    confirmation: branchConfirmationMail(saved),
  }));
}
