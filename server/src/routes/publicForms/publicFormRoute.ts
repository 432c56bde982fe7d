import type { FormRequest } from 'server/commands/publicForms/formRequests.ts';
import type { AppDeps } from 'server/deps.ts';
import { submissionRateLimit, type SubmissionLimit } from 'server/forms/submissionRateLimit.ts';
import { FORM_UNAVAILABLE_MESSAGE, validateSubmission } from 'server/forms/submissionValidation.ts';
import { publicRoute } from 'server/http/auth.ts';
import { clientIp, type ApiRouter } from 'server/http/context.ts';
import { ApiError, success } from 'server/http/envelope.ts';
import { readFormRequest } from './formRequestBody.ts';

/** One public form's route: where it posts, which forms it takes, how it is limited, saved and answered. */
export interface PublicFormRoute<T extends object> {
  /** Under /api, e.g. '/common/contactus'. */
  path: string;
  /** The forms it takes (formId), at most `max` saved per client address per window. */
  limit: SubmissionLimit;
  /** The form when the body names none. */
  defaultFormId: string;
  /** The request's name in the log ('contact request'). */
  logName: string;
  /** The reply's statusText on success. */
  successMessage: string;
  /**
   * When set, every refusal of the fields says this instead of the definition's form message (the quote forms:
   * part 1 §5); the failing fields are still named.
   */
  refusalMessage?: string;
  /** Saves the request that passed its definition; returns what the log may say of it (ids, flags). */
  save(deps: AppDeps, request: FormRequest<T>): Promise<object>;
}

/**
 * Registers a public form's POST route: limited per client address, the body read as formId, formVersion and the
 * form's fields, validated with that definition version before anything is written, saved, and answered in the
 * envelope. Signed-in callers are remembered on the request.
 */
export function registerPublicFormRoute<T extends object>(
  router: ApiRouter,
  deps: AppDeps,
  route: PublicFormRoute<T>,
): void {
  router.post(route.path, submissionRateLimit(deps, route.limit), publicRoute(deps), async (ctx) => {
    const { formId, version, fields } = readFormRequest(ctx.request.body, route.limit.formIds, route.defaultFormId);
    const { stored, data } = await validateSubmission<T>(deps.db, formId, version, fields, {
      onRefused: (refused) =>
        ctx.state.log.info({ formId, formVersion: version, ...refused }, `${route.logName} refused`),
    }).catch((error: unknown) => {
      if (route.refusalMessage && error instanceof ApiError && error.statusText !== FORM_UNAVAILABLE_MESSAGE) {
        throw new ApiError(error.httpStatus, route.refusalMessage, error.errors, error.fieldErrors);
      }
      throw error;
    });
    const outcome = await route.save(deps, { stored, data, ip: clientIp(ctx), userId: ctx.state.user?.id ?? null });
    ctx.state.log.info({ formId, formVersion: stored.version, ...outcome }, `${route.logName} saved`);
    ctx.body = success(null, route.successMessage);
  });
}
