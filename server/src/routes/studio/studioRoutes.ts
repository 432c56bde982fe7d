import { openFormDraft } from 'server/commands/studio/draftOpener.ts';
import { saveFormDraft } from 'server/commands/studio/draftSaver.ts';
import type { AppDeps } from 'server/deps.ts';
import { studioForm, studioForms } from 'server/forms/studioForms.ts';
import { signedInOrUnseen, signedInUser } from 'server/http/auth.ts';
import { clientIp, type ApiRouter, type AppContext } from 'server/http/context.ts';
import { notFound, success } from 'server/http/envelope.ts';
import { STAFF_ROLES } from 'server/policies/roles.ts';
import { parseDraftSave, studioFormId } from './studioInput.ts';

/** The form a studio path names; 404 when it cannot name one. */
function formIdOf(ctx: AppContext): string {
  const formId = studioFormId(ctx.params.formId);
  if (formId === null) throw notFound('There is no such form.');
  return formId;
}

/**
 * The compliance studio (issue 23) under /api/staff/forms: every staff member reads it, compliance staff edit;
 * borrowers and visitors are told it does not exist (404).
 * - GET /staff/forms: every form with its versions and the records filled on each;
 * - GET /staff/forms/:formId: one form, its published definition and its open draft;
 * - POST /staff/forms/:formId/draft: opens a draft (a copy of the newest version under the next number);
 * - PUT /staff/forms/:formId/draft: saves the draft at the revision read (409 on an older one).
 */
export function registerStudioRoutes(router: ApiRouter, deps: AppDeps): void {
  const staff = signedInOrUnseen(deps, STAFF_ROLES);
  const compliance = signedInOrUnseen(deps, ['compliance']);

  router.get('/staff/forms', staff, async (ctx) => {
    ctx.body = success(await studioForms(deps.db));
  });

  router.get('/staff/forms/:formId', staff, async (ctx) => {
    const form = await studioForm(deps.db, formIdOf(ctx));
    if (!form) throw notFound('There is no such form.');
    ctx.body = success(form);
  });

  router.post('/staff/forms/:formId/draft', compliance, async (ctx) => {
    const draft = await openFormDraft(deps, signedInUser(ctx), formIdOf(ctx), clientIp(ctx));
    ctx.body = success(
      { version: draft.version, revision: draft.revision },
      `Version ${draft.version} is open as a draft.`,
    );
  });

  router.put('/staff/forms/:formId/draft', compliance, async (ctx) => {
    const saved = await saveFormDraft(
      deps,
      signedInUser(ctx),
      formIdOf(ctx),
      parseDraftSave(ctx.request.body),
      clientIp(ctx),
    );
    ctx.body = success(saved, 'Draft saved.');
  });
}
