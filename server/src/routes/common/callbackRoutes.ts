import { CONTACT_SUCCESS_MESSAGE } from 'engine';
import { optionalUser } from 'server/http/auth.ts';
import { clientIp, type ApiRouter } from 'server/http/context.ts';
import { type AppDeps } from 'server/deps.ts';
import { success } from 'server/http/envelope.ts';
import { submissionRateLimit } from 'server/forms/submissionRateLimit.ts';
import { validateSubmission } from 'server/forms/submissionValidation.ts';
import { callbackConfirmationMail, lenderCallbackMail, type CallbackRequestData } from './callbackMails.ts';
import { readFormRequest } from './formRequestBody.ts';
import { saveFormRequest } from './formRequestSaver.ts';

/** Call-back requests one client address may save per window. */
export const CALLBACK_LIMIT = { formIds: ['callback'], max: 5, windowMinutes: 10 } as const;

/** POST /api/common/callback: the home page's call-back form (callName, callEmail, callPhone; formId 'callback'). */
export function registerCallbackRoutes(router: ApiRouter, deps: AppDeps): void {
  router.post('/common/callback', submissionRateLimit(deps, CALLBACK_LIMIT), optionalUser(deps), async (ctx) => {
    const { formId, version, fields } = readFormRequest(ctx.request.body, CALLBACK_LIMIT.formIds, 'callback');
    const { stored, data } = await validateSubmission<CallbackRequestData>(deps.db, formId, version, fields, {
      onRefused: (refused) =>
        ctx.state.log.info({ formId, formVersion: version, ...refused }, 'call-back request refused'),
    });
    const submissionId = await saveFormRequest(
      deps,
      { stored, data, ip: clientIp(ctx), userId: ctx.state.user?.id ?? null },
      (saved) => [lenderCallbackMail(deps.config.lenderInbox, saved), callbackConfirmationMail(saved)],
    );
    ctx.state.log.info({ formId, formVersion: stored.version, submissionId }, 'call-back request saved');
    ctx.body = success(null, CONTACT_SUCCESS_MESSAGE);
  });
}
