import { publicRoute } from 'server/http/auth.ts';
import { type ApiRouter } from 'server/http/context.ts';
import { type AppDeps } from 'server/deps.ts';
import { notFound, success } from 'server/http/envelope.ts';
import { readWholeNumber } from 'server/http/input.ts';
import { findDefinition, READABLE_STATUSES, type StoredDefinition } from 'server/forms/formDefinitionStore.ts';
import { servedValidatorModule } from 'forms/validatorCode.ts';
import { validatorModules } from 'server/forms/validatorModules.ts';
import { presentFormDefinition } from './formDefinitionPresenter.ts';

const FORM_NOT_FOUND = 'This form is not available.';

/**
 * GET /api/forms/:formId: the latest published definition.
 * GET /api/forms/:formId/:version: that version, published or retired (records are read with their own version).
 * Each names the module of its validators: the UI build's when the build carries the version, else the one below.
 * GET /api/forms/:formId/:version/validator.js: that version's validators as an ES module, for a version published
 * after the UI was built (the bundle carries the others): generated from the stored definition by ajv, cached, and
 * cacheable for ever by the browser, since a published version never changes.
 */
export function registerFormRoutes(router: ApiRouter, deps: AppDeps): void {
  const open = publicRoute(deps);
  // Read at the first request: a route reads no dependency while it is registered.
  let validatorModuleOf: ReturnType<typeof validatorModules> | undefined;
  const present = (stored: StoredDefinition) => {
    validatorModuleOf ??= validatorModules(deps.config.uiDir);
    return presentFormDefinition(stored, validatorModuleOf(stored.definition.id, stored.definition.version));
  };
  router.get('/forms/:formId', open, async (ctx) => {
    const stored = await findDefinition(deps.db, ctx.params.formId ?? '', undefined);
    if (!stored) throw notFound(FORM_NOT_FOUND);
    ctx.body = success(present(stored));
  });

  const readable = async (formId: string | undefined, version: string | undefined) => {
    const number = readWholeNumber(version);
    if (number === null) throw notFound(FORM_NOT_FOUND);
    const stored = await findDefinition(deps.db, formId ?? '', number, READABLE_STATUSES);
    if (!stored) throw notFound(FORM_NOT_FOUND);
    return stored;
  };

  router.get('/forms/:formId/:version', open, async (ctx) => {
    ctx.body = success(present(await readable(ctx.params.formId, ctx.params.version)));
  });

  const modules = new Map<string, string>();
  router.get('/forms/:formId/:version/validator.js', open, async (ctx) => {
    const { definition } = await readable(ctx.params.formId, ctx.params.version);
    const key = `${definition.id}@${definition.version}`;
    const source = modules.get(key) ?? servedValidatorModule(definition);
    modules.set(key, source);
    ctx.type = 'text/javascript';
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.body = source;
  });
}
