import { CONTACT_SUCCESS_MESSAGE, FORM_ERROR_MESSAGE } from '../../../../engine/src/messages.ts';
import { optionalUser } from '../../http/auth.ts';
import { clientIp, type ApiRouter, type AppDeps } from '../../http/context.ts';
import { badRequest, success } from '../../http/envelope.ts';
import { findDefinition } from '../../forms/formDefinitionStore.ts';
import { submissionRateLimit } from '../../forms/submissionRateLimit.ts';
import { validateSubmission } from '../../forms/submissionValidation.ts';
import { CONTACT_FORMS } from './contactMails.ts';
import { saveContactRequest } from './contactRequestSaver.ts';

/** Submissions of the contact forms one client address may save per window. */
export const CONTACT_LIMIT = { formIds: Object.keys(CONTACT_FORMS), max: 10, windowMinutes: 10 } as const;

const FORM_UNAVAILABLE = 'This form is no longer available. Please reload the page and try again.';

function readVersion(value: unknown): number | undefined | null {
  if (value === undefined) return undefined;
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value)) return Number(value);
  return null;
}

/**
 * POST /api/common/contactus: the Contact and Help & Support forms. Body: the form's fields plus formId
 * ('contact' by default, or 'support') and formVersion (default: the latest published).
 */
export function registerContactRoutes(router: ApiRouter, deps: AppDeps): void {
  router.post('/common/contactus', submissionRateLimit(deps, CONTACT_LIMIT), optionalUser(deps), async (ctx) => {
    const body: unknown = ctx.request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest(FORM_ERROR_MESSAGE);
    const { formId = 'contact', formVersion, ...fields } = body as Record<string, unknown>;
    if (typeof formId !== 'string' || !Object.hasOwn(CONTACT_FORMS, formId))
      throw badRequest(FORM_UNAVAILABLE, ['formId']);
    const version = readVersion(formVersion);
    if (version === null) throw badRequest(FORM_UNAVAILABLE, ['formVersion']);
    const stored = await findDefinition(deps.db, formId, version);
    if (!stored) throw badRequest(FORM_UNAVAILABLE, ['formVersion']);
    const data = validateSubmission(stored, fields, (refused) =>
      ctx.state.log.info({ formId, formVersion: stored.version, ...refused }, 'contact request refused'),
    );
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
