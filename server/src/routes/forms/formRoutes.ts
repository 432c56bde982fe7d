import type { ApiRouter, AppDeps } from '../../http/context.ts';
import { notFound, success } from '../../http/envelope.ts';
import { findDefinition, READABLE_STATUSES } from '../../forms/formDefinitionStore.ts';
import { presentFormDefinition } from './formDefinitionPresenter.ts';

const FORM_NOT_FOUND = 'This form is not available.';

/**
 * GET /api/forms/:formId: the latest published definition.
 * GET /api/forms/:formId/:version: that version, published or retired (records are read with their own version).
 */
export function registerFormRoutes(router: ApiRouter, deps: AppDeps): void {
  router.get('/forms/:formId', async (ctx) => {
    const stored = await findDefinition(deps.db, ctx.params.formId ?? '', undefined);
    if (!stored) throw notFound(FORM_NOT_FOUND);
    ctx.body = success(presentFormDefinition(stored));
  });

  router.get('/forms/:formId/:version', async (ctx) => {
    const version = ctx.params.version ?? '';
    if (!/^[1-9]\d{0,8}$/.test(version)) throw notFound(FORM_NOT_FOUND);
    const stored = await findDefinition(deps.db, ctx.params.formId ?? '', Number(version), READABLE_STATUSES);
    if (!stored) throw notFound(FORM_NOT_FOUND);
    ctx.body = success(presentFormDefinition(stored));
  });
}
