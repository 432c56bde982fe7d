import { CONTACT_SUCCESS_MESSAGE } from 'engine';
import { optionalUser } from 'server/http/auth.ts';
import { clientIp, type ApiRouter } from 'server/http/context.ts';
import { type AppDeps } from 'server/deps.ts';
import { success } from 'server/http/envelope.ts';
import { submissionRateLimit } from 'server/forms/submissionRateLimit.ts';
import { validateSubmission } from 'server/forms/submissionValidation.ts';
import { CONTACT_FORMS, type ContactRequestData } from './contactMails.ts';
import { saveContactRequest } from './contactRequestSaver.ts';
import { readFormRequest } from './formRequestBody.ts';

/** Submissions of the contact forms one client address may save per window. */
export const CONTACT_LIMIT = { formIds: Object.keys(CONTACT_FORMS), max: 10, windowMinutes: 10 } as const;

/**
 * POST /api/common/contactus: the Contact and Help & Support forms. Body: the form's fields plus formId
 * ('contact' by default, or 'support') and formVersion (default: the latest published).
 */
export function registerContactRoutes(router: ApiRouter, deps: AppDeps): void {
  router.post('/common/contactus', submissionRateLimit(deps, CONTACT_LIMIT), optionalUser(deps), async (ctx) => {
    const { formId, version, fields } = readFormRequest(ctx.request.body, CONTACT_LIMIT.formIds, 'contact');
    const { stored, data } = await validateSubmission<ContactRequestData>(deps.db, formId, version, fields, {
      onRefused: (refused) =>
        ctx.state.log.info({ formId, formVersion: version, ...refused }, 'contact request refused'),
    });
    const submissionId = await saveContactRequest(deps, {
      stored,
      data,
      ip: clientIp(ctx),
      userId: ctx.state.user?.id ?? null,
    });
    ctx.state.log.info({ formId, formVersion: stored.version, submissionId }, 'contact request saved');
    ctx.body = success(null, CONTACT_SUCCESS_MESSAGE);
  });
}
