import { APPLICATION_PEOPLE } from 'forms/manifests/people.ts';
import { applicantListOf } from 'server/application/applicantList.ts';
import { peopleInStage, personOfSave, personOfValue } from 'server/application/applicationParts.ts';
import { stageValueOf } from 'common';
import {
  applicationListOf,
  presentApplication,
  presentSavedStage,
  presentStage,
  presentStartedApplication,
} from 'server/application/applicationPresenter.ts';
import { NOT_RESUMABLE, saveApplicationStage } from 'server/application/applicationSaver.ts';
import { submitShortApplication } from 'server/application/shortApplication.ts';
import { definitionToRender } from 'server/application/stageDefinitions.ts';
import { moveStageToNewestVersion } from 'server/application/stageMigration.ts';
import { stageStart } from 'server/application/stagePrefill.ts';
import type { AppDeps } from 'server/deps.ts';
import { signedIn, signedInUser } from 'server/http/auth.ts';
import { clientIp, type ApiRouter } from 'server/http/context.ts';
import { badRequest, forbidden, notFound, success } from 'server/http/envelope.ts';
import { readWholeNumber } from 'server/http/input.ts';
import { canFillPerson, type LoanParties } from 'server/policies/policy.ts';
import { ROLES } from 'server/policies/roles.ts';
import { discardApplication } from 'server/commands/applications/applicationDiscarder.ts';
import { startAgreedApplication } from 'server/commands/applications/applicationStarter.ts';
import { discardStageDraft, keepStageDraft } from 'server/commands/applications/draftKeeper.ts';
import { openDraft } from 'server/records/applicationDrafts.ts';
import { FIRST_STAGE } from 'server/records/applicationStages.ts';
import {
  APPLICATION_STATUS,
  findApplicationForStage,
  findApplicationStagePage,
  newestSavedApplication,
  newestUnstartedApplication,
  type ApplicationRow,
} from 'server/records/applications.ts';
import { findLoanNumber } from 'server/records/loans.ts';
import {
  AGREEMENT_REQUIRED,
  readAgreement,
  readBody,
  readIndicator,
  readMapid,
  readPartial,
  readPreapprovalId,
  readRevision,
  readSavedStage,
  readStageNumber,
} from './eloanInput.ts';
import { applicationFor, authorizedRead, readerOf, startingPreapproval } from './eloanAccess.ts';

/** Said when a save writes a part of another person's (issue 21, point 6). */
export const NOT_YOUR_PART = 'You can change only your own part of this application.';

/** Said when there is no application to show (part 2 §8). */
export const NO_APPLICATION = 'No application data available';

type Data = Record<string, unknown>;

/** Said when Save & Finish Later keeps a page with answers missing (issue 21, point 5). */
export const SAVED_INCOMPLETE = 'Saved. This page is not complete yet: you can finish it later.';

/** What a save says: submitted, saved (incomplete) and, from stage 1's Save & Finish Later, the mail sent. */
function savedMessage(submitted: boolean, complete: boolean, mailed: boolean): string {
  if (submitted) return 'Your application has been submitted.';
  if (!complete)
    return mailed ? `${SAVED_INCOMPLETE} We have e-mailed you a link to come back to it.` : SAVED_INCOMPLETE;
  return mailed ? 'Your application is saved. We have e-mailed you a link to come back to it.' : 'Data is saved!';
}

/**
 * The 1003 application on the server (part 2 §2.3–§2.7, §4, §7.1; part 1 §4 Complete Application; decision 4), for
 * the signed-in borrower:
 * - POST eloan/agreement: I AGREE + Continue of Complete Application: starts an application (its loan, and the
 *   agreement kept as a consent on it) and answers its `_id`; with `preapprovalId` (Fill 1003 Form) it starts from the
 *   caller's own pre-approval, whose answers the stages then offer;
 * - POST eloan/form1003: saves one stage at the revision read (409 when stale), validated by the stage's definition
 *   version (with `partial`, Save & Finish Later, missing answers are kept as incomplete); stage 6's Submit of the
 *   last applicant (statusIndicator 1) submits it;
 * - GET eloan/form1003 (the newest saved application), GET eloan/form1003/{stage}/{id} (the record, the stage's
 *   definition version, the caller's typing draft of it, what an unsaved stage starts with: the profile, the
 *   pre-approval, each value from the pre-approval named in `prefilled`), GET eloan/form1003/list/{list}/{id}
 *   (the applicant dropdown), GET eloan/saved (Saved and Completed Applications), GET eloanraw/{id} (the whole
 *   record, also for the loan's staff);
 * - POST eloan/draft and DELETE eloan/draft/{id}/{stage}: the typing draft of a stage, kept while typing;
 * - POST eloan/form1003/{id}/discard: its owner throws away an application never submitted (audited);
 * - POST eloan/short: the short application, submitted at once.
 * Personal values are sealed at rest and only ever sent back masked.
 */
export function registerEloanRoutes(router: ApiRouter, deps: AppDeps): void {
  const borrower = signedIn(deps, ['borrower']);
  const anyone = signedIn(deps, ROLES);

  router.post('/eloan/agreement', borrower, async (ctx) => {
    const body = readBody(ctx.request.body);
    readAgreement(body);
    const preapprovalId = readPreapprovalId(body.preapprovalId);
    const preapproval = preapprovalId === undefined ? undefined : await startingPreapproval(deps, ctx, preapprovalId);
    const started = await startAgreedApplication(deps, ctx, preapproval);
    ctx.body = success(presentStartedApplication(started), 'Thank you. Your authorization is recorded.');
  });

  router.post('/eloan/form1003', borrower, async (ctx) => {
    const user = signedInUser(ctx);
    const body = readBody(ctx.request.body);
    const { stage, value } = readSavedStage(body);
    const expectedRevision = readRevision(body.revision);
    const statusIndicator = readIndicator(body.statusIndicator, 'statusIndicator');
    const emailIndicator = readIndicator(body.emailIndicator, 'emailIndicator');
    const partial = readPartial(body.partial);
    const mapid = stage.perApplicant ? readMapid(body.mapid) : undefined;
    let row: ApplicationRow | undefined;
    // The loan's parties when the read brought them (undefined: on no loan); else the reader reads them.
    let known: { parties: LoanParties | undefined } | undefined;
    if (body._id === undefined || body._id === null || body._id === '' || body._id === 0) {
      // The first save of stage 1 may come without the id Complete Application cleared (part 1 §4).
      row = stage.stage === FIRST_STAGE.stage ? await newestUnstartedApplication(deps.db, user.id) : undefined;
      if (!row) throw badRequest(AGREEMENT_REQUIRED, ['_id']);
    } else {
      // A save reads only stage 1 and the stage it saves of the record, with the loan's parties, in one statement.
      const found = await authorizedRead(
        deps,
        ctx,
        body._id,
        'fill',
        stage.key,
        (db, id) => findApplicationForStage(db, id, stage.key),
        (read) => read.row,
      );
      row = found.row;
      known = { parties: found.parties };
      if (row.kind !== 'full') throw notFound();
    }
    // Each person's parts are theirs to save (issue 21, point 6): the policy says whose the caller may write.
    const reader = await readerOf(deps, ctx, row, known);
    const mayFill = (person: number) => canFillPerson(reader.actor, reader.parties, person);
    const person = personOfSave(stage, mapid);
    if (person !== undefined && !mayFill(person)) throw forbidden(NOT_YOUR_PART);
    if (statusIndicator === 1 && !mayFill(APPLICATION_PEOPLE.mapidOf('Applicant'))) throw forbidden(NOT_YOUR_PART);
    // A participant names their entry; the owner's save of every entry keeps the participants' entries as saved.
    if (person === undefined && reader.parts.role === 'participant') throw forbidden(NOT_YOUR_PART);
    const keep =
      person === undefined
        ? peopleInStage(row.data, stage.key)
            .filter((other) => !mayFill(other))
            .map(String)
        : [];
    const saved = await saveApplicationStage(deps, {
      caller: { id: user.id, email: user.email },
      row,
      stage,
      value,
      formVersion: body.formVersion,
      mapid,
      keep,
      keepStageIndicator: reader.parts.role === 'participant',
      expectedRevision,
      statusIndicator,
      emailIndicator,
      partial,
      onRefused: (refused) => ctx.state.log.info({ formId: stage.formId, ...refused }, 'application stage refused'),
    });
    const message = savedMessage(
      saved.statusIndicator === APPLICATION_STATUS.submitted,
      saved.prepared.complete,
      emailIndicator === 1,
    );
    ctx.body = success(presentSavedStage(row.id, stage, saved, reader.sees), message);
  });

  router.get('/eloan/form1003', borrower, async (ctx) => {
    const user = signedInUser(ctx);
    const row = await newestSavedApplication(deps.db, user.id);
    ctx.body = row
      ? success(
          await presentApplication(
            deps,
            row,
            await findLoanNumber(deps.db, row.loan_id),
            (await readerOf(deps, ctx, row)).sees,
          ),
        )
      : success(null, NO_APPLICATION);
  });

  router.get('/eloan/form1003/list/:list/:id', borrower, async (ctx) => {
    const list = ctx.params.list === '1' ? 1 : ctx.params.list === '2' ? 2 : null;
    if (list === null) throw notFound();
    const row = await applicationFor(deps, ctx, ctx.params.id, 'read', 'applicant list');
    ctx.body = success(applicantListOf(row.data, list));
  });

  router.get('/eloan/form1003/:stage/:id', borrower, async (ctx) => {
    const user = signedInUser(ctx);
    const stage = readStageNumber(ctx.params.stage);
    // One statement: the people stage and this one of the record, the loan's parties, the caller's draft of the
    // stage and the newest version of its form.
    const page = await authorizedRead(
      deps,
      ctx,
      ctx.params.id,
      'read',
      stage.key,
      (db, id) => findApplicationStagePage(db, id, stage, user.id),
      (read) => read.row,
    );
    if (page.row.kind !== 'full') throw notFound();
    // A stage saved on an older version of its form moves to the newest one as it is opened (issue 23).
    const row = await moveStageToNewestVersion(deps, page.row, stage, user.id, { newestVersion: page.newestVersion });
    const reader = await readerOf(deps, ctx, row, { parties: page.parties });
    const [shown, definition] = await Promise.all([
      presentApplication(deps, row, page.loanNumber, reader.sees),
      definitionToRender(deps.db, row, stage, { newestVersion: page.newestVersion }),
    ]);
    const draft = openDraft(deps.keys, { applicationId: row.id, stage: stage.stage, userId: user.id }, page.draft);
    // What an unsaved stage starts with; a per-applicant stage opens with an entry for everyone who should have one
    // (part 2 §4.2), an unsaved one from the pre-approval.
    const start = await stageStart(deps, row, stage, user.id, stageValueOf(shown, stage.key));
    const stageValue = start.entries ?? start.prefill?.[stage.key];
    const prefilledOnFile = Object.entries(start.onFile).filter(([path]) =>
      reader.sees(personOfValue(stage, path.slice(stage.key.length + 1), stageValue)),
    );
    ctx.body = success(
      presentStage(shown, stage, {
        formVersion: definition?.version ?? null,
        draft,
        start: { ...start, onFile: Object.fromEntries(prefilledOnFile) },
        parts: reader.parts,
        notice: row.version_notices[stage.versionKey],
      }),
    );
  });

  router.get('/eloan/saved', borrower, async (ctx) => {
    const rows = await applicationListOf(deps.db, signedInUser(ctx).id);
    ctx.body = success(rows, rows.length === 0 ? NO_APPLICATION : 'Success');
  });

  router.get('/eloanraw/:id', anyone, async (ctx) => {
    const row = await applicationFor(deps, ctx, ctx.params.id, 'read', 'application');
    const reader = await readerOf(deps, ctx, row);
    ctx.body = success(await presentApplication(deps, row, await findLoanNumber(deps.db, row.loan_id), reader.sees));
  });

  router.post('/eloan/draft', borrower, async (ctx) => {
    const user = signedInUser(ctx);
    const body = readBody(ctx.request.body);
    const stage = readStageNumber(body.stage);
    const row = await applicationFor(deps, ctx, body._id, 'fill', `${stage.key} draft`);
    if (row.kind !== 'full') throw notFound();
    if (row.status_indicator !== APPLICATION_STATUS.saved) throw badRequest(NOT_RESUMABLE, ['_id']);
    const data = body.data;
    if (typeof data !== 'object' || data === null || Array.isArray(data))
      throw badRequest('Nothing to keep.', ['data']);
    const baseRevision = readWholeNumber(body.revision ?? row.revision, { min: 0, max: 2_147_483_647 });
    if (baseRevision === null) throw badRequest('Nothing to keep.', ['revision']);
    await keepStageDraft(deps, {
      applicationId: row.id,
      stage: stage.stage,
      userId: user.id,
      data: data as Data,
      baseRevision,
    });
    ctx.body = success({ stage: stage.stage, savedAt: new Date().toISOString() }, 'Draft kept.');
  });

  router.post('/eloan/form1003/:id/discard', borrower, async (ctx) => {
    const row = await applicationFor(deps, ctx, ctx.params.id, 'discard', 'application');
    const discarded = await discardApplication(deps, signedInUser(ctx), row.id, clientIp(ctx));
    ctx.body = success(discarded, `Application ${discarded.refNumber} was discarded.`);
  });

  router.delete('/eloan/draft/:id/:stage', borrower, async (ctx) => {
    const user = signedInUser(ctx);
    const stage = readStageNumber(ctx.params.stage);
    const row = await applicationFor(deps, ctx, ctx.params.id, 'fill', `${stage.key} draft`);
    const removed = await discardStageDraft(deps, { applicationId: row.id, stage: stage.stage, userId: user.id });
    ctx.body = success({ removed }, removed ? 'Draft discarded.' : 'There was no draft.');
  });

  router.post('/eloan/short', borrower, async (ctx) => {
    const user = signedInUser(ctx);
    const body = readBody(ctx.request.body);
    const submitted = await submitShortApplication(deps, {
      user,
      value: body,
      formVersion: body.formVersion,
      onRefused: (refused) =>
        ctx.state.log.info({ formId: 'application-short', ...refused }, 'short application refused'),
    });
    ctx.body = success(submitted, 'Your application has been submitted.');
  });
}
