import { FORM_ERROR_MESSAGE, WE_WILL_GET_BACK_MESSAGE } from 'engine';
import type { SubscribeV1 } from 'forms/generated/types/index.ts';
import {
  saveBranchApplication,
  saveCallbackRequest,
  saveContactRequest,
  saveQuoteRequest,
} from 'server/commands/publicForms/publicFormRequests.ts';
import { subscribe } from 'server/commands/publicForms/subscriber.ts';
import type { AppDeps } from 'server/deps.ts';
import type { ApiRouter } from 'server/http/context.ts';
import type { BranchApplicationData } from 'server/mail/templates/branchMails.ts';
import type { CallbackRequestData } from 'server/mail/templates/callbackMails.ts';
import { CONTACT_FORMS, type ContactRequestData } from 'server/mail/templates/contactMails.ts';
import { QUOTE_FORMS, type QuoteRequestData } from 'server/mail/templates/quoteMails.ts';
import { SUBSCRIBED_MESSAGE } from 'server/mail/templates/subscribeMails.ts';
import { registerPublicFormRoute } from './publicFormRoute.ts';

/** Submissions of the contact forms one client address may save per window. */
export const CONTACT_LIMIT = { formIds: Object.keys(CONTACT_FORMS), max: 10, windowMinutes: 10 } as const;
/** Rate quote requests one client address may save per window. */
export const QUOTE_LIMIT = { formIds: Object.keys(QUOTE_FORMS), max: 10, windowMinutes: 10 } as const;
/** Call-back requests one client address may save per window. */
export const CALLBACK_LIMIT = { formIds: ['callback'], max: 5, windowMinutes: 10 } as const;
/** Subscription requests one client address may make per window. */
export const SUBSCRIBE_LIMIT = { formIds: ['subscribe'], max: 5, windowMinutes: 10 } as const;
/** Branch applications one client address may save per window. */
export const BRANCH_LIMIT = { formIds: ['branch'], max: 5, windowMinutes: 10 } as const;

/**
 * The public forms under /api/common, one route each through registerPublicFormRoute:
 * - contactus: the Contact and Help & Support forms (formId 'contact', the default, or 'support');
 * - quote: the Get a Rate Quote popup ('quote', the default) and the home page's Request A Quote ('quote-home');
 *   whatever the form says in the browser, the server's refusal reads FORM_ERROR_MESSAGE (part 1 §5);
 * - callback: the home page's call-back form;
 * - subcribeupdates (the spec's spelling): the same reply whether the address is new or already subscribed, so it
 *   tells no one who is on the list;
 * - branch: the Become a Branch application.
 */
export function registerPublicFormRoutes(router: ApiRouter, deps: AppDeps): void {
  registerPublicFormRoute<ContactRequestData>(router, deps, {
    path: '/common/contactus',
    limit: CONTACT_LIMIT,
    defaultFormId: 'contact',
    logName: 'contact request',
    successMessage: WE_WILL_GET_BACK_MESSAGE,
    save: saveContactRequest,
  });
  registerPublicFormRoute<QuoteRequestData>(router, deps, {
    path: '/common/quote',
    limit: QUOTE_LIMIT,
    defaultFormId: 'quote',
    logName: 'quote request',
    successMessage: WE_WILL_GET_BACK_MESSAGE,
    refusalMessage: FORM_ERROR_MESSAGE,
    save: saveQuoteRequest,
  });
  registerPublicFormRoute<CallbackRequestData>(router, deps, {
    path: '/common/callback',
    limit: CALLBACK_LIMIT,
    defaultFormId: 'callback',
    logName: 'call-back request',
    successMessage: WE_WILL_GET_BACK_MESSAGE,
    save: saveCallbackRequest,
  });
  registerPublicFormRoute<SubscribeV1>(router, deps, {
    path: '/common/subcribeupdates',
    limit: SUBSCRIBE_LIMIT,
    defaultFormId: 'subscribe',
    logName: 'subscription',
    successMessage: SUBSCRIBED_MESSAGE,
    save: subscribe,
  });
  registerPublicFormRoute<BranchApplicationData>(router, deps, {
    path: '/common/branch',
    limit: BRANCH_LIMIT,
    defaultFormId: 'branch',
    logName: 'branch application',
    successMessage: WE_WILL_GET_BACK_MESSAGE,
    save: saveBranchApplication,
  });
}
