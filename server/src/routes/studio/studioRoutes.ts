import type { StudioDraftProblem } from 'common';
import { compareDefinitions, validationSchemaOf, type FormDefinition } from 'engine';
import { servedValidatorModule } from 'forms/validatorCode.ts';
import { answerDraftReview, requestDraftReview } from 'server/commands/studio/draftReview.ts';
import { refreshDraftExamples } from 'server/commands/studio/draftExamples.ts';
import { openFormDraft } from 'server/commands/studio/draftOpener.ts';
import { saveFormDraft } from 'server/commands/studio/draftSaver.ts';
import { publishFormDraft, retireFormVersion } from 'server/commands/studio/versionPublisher.ts';
import type { AppDeps } from 'server/deps.ts';
import { checkDraft } from 'server/forms/draftChecks.ts';
import { draftImpact } from 'server/forms/draftImpact.ts';
import { isDraftValidatorSignature } from 'server/forms/draftValidatorLink.ts';
import {
  findDefinition,
  findOpenDraft,
  findStoredDefinition,
  type OpenDraft,
} from 'server/forms/formDefinitionStore.ts';
import { studioForm, studioForms } from 'server/forms/studioForms.ts';
import { studioHistory } from 'server/forms/studioHistory.ts';
import { publicRoute, signedInOrUnseen, signedInUser } from 'server/http/auth.ts';
import { clientIp, type ApiRouter, type AppContext } from 'server/http/context.ts';
import { badRequest, notFound, success } from 'server/http/envelope.ts';
import { readWholeNumber } from 'server/http/input.ts';
import { STAFF_ROLES } from 'server/policies/roles.ts';
import {
  comparedSide,
  parseDraftSave,
  parsePublish,
  parseReviewStep,
  studioFormId,
  studioVersion,
} from './studioInput.ts';

/** The form a studio path names; 404 when it cannot name one. */
function formIdOf(ctx: AppContext): string {
  const formId = studioFormId(ctx.params.formId);
  if (formId === null) throw notFound('There is no such form.');
  return formId;
}

/** The version a studio path names; 404 when it cannot name one. */
function versionOf(ctx: AppContext): number {
  const version = studioVersion(ctx.params.version);
  if (version === null) throw notFound('There is no such version.');
  return version;
}

/** The studio's checks of a draft as it is stored (its examples included). */
function draftProblems(draft: OpenDraft): StudioDraftProblem[] {
  return checkDraft(draft.definition, { formId: draft.formId, version: draft.version, fixtures: draft.fixtures })
    .problems;
}

/** The open draft, or 404. */
async function openDraftOf(deps: AppDeps, formId: string): Promise<OpenDraft> {
  const draft = await findOpenDraft(deps.db, formId);
  if (!draft) throw notFound('This form has no open draft.');
  return draft;
}

/**
 * The compliance studio (issue 23) under /api/staff/forms: every staff member reads it, compliance staff edit and
 * ask for review, a second compliance member or an admin approves and publishes; borrowers and visitors are told it
 * does not exist (404).
 * - GET /staff/forms: every form with its versions and the records filled on each;
 * - GET /staff/forms/:formId: one form, its published definition and its open draft with its review;
 * - GET /staff/forms/:formId/history: who did what to which version, when and why (the audit log);
 * - GET /staff/forms/:formId/compare?from=&to=: the change list and JSON difference of two versions ('draft' too);
 * - POST /staff/forms/:formId/draft: opens a draft (a copy of the newest version under the next number);
 * - PUT /staff/forms/:formId/draft: saves the draft at the revision read (409 on an older one);
 * - POST /staff/forms/:formId/draft/examples/refresh: the wrong-answer examples take the draft's messages;
 * - GET /staff/forms/:formId/draft/checks: what the studio's checks find in the stored draft;
 * - GET /staff/forms/:formId/draft/impact: what the draft would do to the records in progress;
 * - GET /staff/forms/:formId/draft/:revision/validator.js?s=: the draft's validators, for the studio's preview (a
 *   signed address: import() sends no token);
 * - POST /staff/forms/:formId/draft/review | approve | return | publish: the review and its publication;
 * - POST /staff/forms/:formId/versions/:version/retire: no longer offered (its records keep it);
 * - POST /staff/forms/:formId/versions/:version/rollback: a draft copying an earlier version.
 */
export function registerStudioRoutes(router: ApiRouter, deps: AppDeps): void {
  const staff = signedInOrUnseen(deps, STAFF_ROLES);
  const compliance = signedInOrUnseen(deps, ['compliance']);
  const reviewers = signedInOrUnseen(deps, ['compliance', 'admin']);

  router.get('/staff/forms', staff, async (ctx) => {
    ctx.body = success(await studioForms(deps.db));
  });

  router.get('/staff/forms/:formId', staff, async (ctx) => {
    const form = await studioForm(deps.db, formIdOf(ctx), signedInUser(ctx).id, deps.keys);
    if (!form) throw notFound('There is no such form.');
    ctx.body = success(form);
  });

  router.get('/staff/forms/:formId/history', staff, async (ctx) => {
    ctx.body = success(await studioHistory(deps.db, formIdOf(ctx)));
  });

  router.get('/staff/forms/:formId/compare', staff, async (ctx) => {
    const formId = formIdOf(ctx);
    const side = async (name: 'from' | 'to'): Promise<{ label: string; definition: FormDefinition }> => {
      const wanted = comparedSide(ctx.query[name]);
      if (wanted === null) throw badRequest(`Choose a version to compare (${name}).`, [name]);
      if (wanted === 'draft') {
        const draft = await openDraftOf(deps, formId);
        return { label: `Draft (version ${draft.version})`, definition: draft.definition };
      }
      const stored = await findStoredDefinition(deps.db, formId, wanted);
      if (!stored) throw notFound(`There is no version ${wanted} of this form.`);
      return { label: `Version ${stored.version}`, definition: stored.definition };
    };
    const [from, to] = [await side('from'), await side('to')];
    ctx.body = success({
      from: from.label,
      to: to.label,
      comparison: compareDefinitions(from.definition, to.definition),
    });
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

  router.post('/staff/forms/:formId/draft/examples/refresh', compliance, async (ctx) => {
    const { version, revision } = parseReviewStep({ ...(ctx.request.body as object), words: '' });
    const reply = await refreshDraftExamples(
      deps,
      signedInUser(ctx),
      formIdOf(ctx),
      { version, revision },
      clientIp(ctx),
    );
    ctx.body = success(reply, "The wrong-answer examples now expect the draft's messages.");
  });

  router.get('/staff/forms/:formId/draft/checks', staff, async (ctx) => {
    ctx.body = success(draftProblems(await openDraftOf(deps, formIdOf(ctx))));
  });

  router.get('/staff/forms/:formId/draft/impact', staff, async (ctx) => {
    const draft = await openDraftOf(deps, formIdOf(ctx));
    ctx.body = success(
      await draftImpact(deps.db, draft.formId, draft.definition, { personalKeys: deps.keys.personal }),
    );
  });

  // Loaded by the preview with import(), which carries no staff token: the address's signature stands for it.
  router.get('/staff/forms/:formId/draft/:revision/validator.js', publicRoute(deps), async (ctx) => {
    const formId = formIdOf(ctx);
    const draft = await findOpenDraft(deps.db, formId);
    if (!draft || !isDraftValidatorSignature(deps.keys, formId, draft.version, ctx.query.s)) {
      throw notFound('This draft is no longer open.');
    }
    if (readWholeNumber(ctx.params.revision) !== draft.revision) throw notFound('The draft has moved on; reload it.');
    ctx.type = 'text/javascript';
    // The revision names exactly this text, but a draft is staff's work in progress: never kept by a shared cache.
    ctx.set('Cache-Control', 'private, max-age=3600');
    // Compiled without annotations, so the preview redraws a reworded title or help text with these validators.
    ctx.body = servedValidatorModule({ ...draft.definition, schema: validationSchemaOf(draft.definition.schema) });
  });

  router.post('/staff/forms/:formId/draft/review', compliance, async (ctx) => {
    const reply = await requestDraftReview(
      deps,
      signedInUser(ctx),
      formIdOf(ctx),
      parseReviewStep(ctx.request.body),
      clientIp(ctx),
      (draft) => draftProblems(draft),
    );
    ctx.body = success(reply, 'The draft was sent for review.');
  });

  router.post('/staff/forms/:formId/draft/approve', reviewers, async (ctx) => {
    const request = parseReviewStep(ctx.request.body);
    const reply = await answerDraftReview(deps, signedInUser(ctx), formIdOf(ctx), request, true, clientIp(ctx));
    ctx.body = success(reply, 'The draft is approved; it can be published.');
  });

  router.post('/staff/forms/:formId/draft/return', reviewers, async (ctx) => {
    const request = parseReviewStep(ctx.request.body);
    const reply = await answerDraftReview(deps, signedInUser(ctx), formIdOf(ctx), request, false, clientIp(ctx));
    ctx.body = success(reply, 'The draft is back to editing.');
  });

  router.post('/staff/forms/:formId/draft/publish', reviewers, async (ctx) => {
    const reply = await publishFormDraft(
      deps,
      signedInUser(ctx),
      formIdOf(ctx),
      parsePublish(ctx.request.body),
      clientIp(ctx),
      (draft) => draftProblems(draft),
    );
    ctx.body = success(
      reply,
      reply.scheduled ? `Version ${reply.version} will be published then.` : `Version ${reply.version} is published.`,
    );
  });

  router.post('/staff/forms/:formId/versions/:version/retire', reviewers, async (ctx) => {
    const reply = await retireFormVersion(deps, signedInUser(ctx), formIdOf(ctx), versionOf(ctx), clientIp(ctx));
    ctx.body = success(reply, `Version ${reply.version} is retired.`);
  });

  router.post('/staff/forms/:formId/versions/:version/rollback', compliance, async (ctx) => {
    const formId = formIdOf(ctx);
    const version = versionOf(ctx);
    if (!(await findDefinition(deps.db, formId, version, ['published', 'retired']))) {
      throw notFound('There is no published or retired version with that number.');
    }
    const draft = await openFormDraft(deps, signedInUser(ctx), formId, clientIp(ctx), version);
    ctx.body = success(
      { version: draft.version, revision: draft.revision },
      `Version ${draft.version} is open as a draft copying version ${version}.`,
    );
  });
}
