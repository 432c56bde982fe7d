import { CONTACT_SUCCESS_MESSAGE, FORM_ERROR_MESSAGE } from 'engine';
import { optionalUser } from 'server/http/auth.ts';
import { clientIp, type ApiRouter } from 'server/http/context.ts';
import { type AppDeps } from 'server/deps.ts';
import { ApiError, badRequest, success } from 'server/http/envelope.ts';
import { submissionRateLimit } from 'server/forms/submissionRateLimit.ts';
import { FORM_UNAVAILABLE_MESSAGE, validateSubmission } from 'server/forms/submissionValidation.ts';
import { readFormRequest } from './formRequestBody.ts';
import { saveFormRequest } from './formRequestSaver.ts';
import { lenderQuoteMail, QUOTE_FORMS, quoteConfirmationMail, type QuoteRequestData } from './quoteMails.ts';

/** Rate quote requests one client address may save per window. */
export const QUOTE_LIMIT = { formIds: Object.keys(QUOTE_FORMS), max: 10, windowMinutes: 10 } as const;

/**
 * POST /api/common/quote: the Get a Rate Quote popup (formId 'quote', the default) and the home page's Request A
 * Quote form ('quote-home'), with formVersion (default: the latest published). Whatever the form says in the
 * browser, the server's refusal reads 'You have some errors. Please fix and proceed.' (part 1 §5).
 */
export function registerQuoteRoutes(router: ApiRouter, deps: AppDeps): void {
  router.post('/common/quote', submissionRateLimit(deps, QUOTE_LIMIT), optionalUser(deps), async (ctx) => {
    const { formId, version, fields } = readFormRequest(ctx.request.body, QUOTE_LIMIT.formIds, 'quote');
    const { stored, data } = await validateSubmission<QuoteRequestData>(deps.db, formId, version, fields, {
      onRefused: (refused) => ctx.state.log.info({ formId, formVersion: version, ...refused }, 'quote request refused'),
    }).catch((error: unknown) => {
      if (error instanceof ApiError && error.statusText !== FORM_UNAVAILABLE_MESSAGE) {
        throw badRequest(FORM_ERROR_MESSAGE, error.errors);
      }
      throw error;
    });
    const submissionId = await saveFormRequest(
      deps,
      { stored, data, ip: clientIp(ctx), userId: ctx.state.user?.id ?? null },
      (saved) => [lenderQuoteMail(deps.config.lenderInbox, saved), quoteConfirmationMail(saved)],
    );
    ctx.state.log.info({ formId, formVersion: stored.version, submissionId }, 'quote request saved');
    ctx.body = success(null, CONTACT_SUCCESS_MESSAGE);
  });
}
