import { correctApplicationStage } from 'server/application/applicationCorrection.ts';
import { presentListRow } from 'server/application/applicationPresenter.ts';
import { completeApplication } from 'server/commands/applications/applicationCompleter.ts';
import type { AppDeps } from 'server/deps.ts';
import { signedIn, signedInUser } from 'server/http/auth.ts';
import type { ApiRouter } from 'server/http/context.ts';
import { notFound, success } from 'server/http/envelope.ts';
import { readWholeNumber } from 'server/http/input.ts';
import { applicationRef } from 'server/policies/applicationAccess.ts';
import { authorizeLoan, borrowerRecordRefusal } from 'server/policies/authorize.ts';
import { STAFF_ROLES } from 'server/policies/roles.ts';
import { APPLICATION_STATUS, applicationsOfLoan, findApplication } from 'server/records/applications.ts';
import { findLoanNumber } from 'server/records/loans.ts';
import { readApplicationId, readBody, readRevision, readStageNumber } from './eloanInput.ts';
import { applicationPathGate } from './eloanAccess.ts';

/**
 * The loan officer's side of the 1003 (issue 13 item 7), on the loans they work:
 * - GET staff/loans/{id}/applications: the loan's applications, to open from the loan page (the whole application
 *   is GET eloanraw/{id}, its PDF and lender file GET eloan/pdf/{id} and eloan/mismo/{id});
 * - POST staff/applications/{id}/stages/{stage}: corrects one stage with the same definition version and the same
 *   revision check as the borrower's save; the audit log names the fields changed, never their values;
 * - POST staff/applications/{id}/complete: marks a submitted application Completed (status 3): the officer has
 *   reviewed it and has what underwriting needs; the borrower's lists then show it completed.
 * Compliance and admins read every loan; only the loan's assigned officer or processor change it.
 */
export function registerStaffApplicationRoutes(router: ApiRouter, deps: AppDeps): void {
  const staff = signedIn(deps, STAFF_ROLES);

  router.get('/staff/loans/:id/applications', staff, async (ctx) => {
    const loanId = readWholeNumber(ctx.params.id);
    if (loanId === null) throw notFound();
    await authorizeLoan(deps.db, ctx, 'read', loanId, { recordType: 'application', details: { view: 'applications' } });
    const loanNumber = await findLoanNumber(deps.db, loanId);
    const rows = await applicationsOfLoan(deps.db, loanId);
    ctx.body = success(rows.map((row) => ({ ...presentListRow(row, loanNumber), revision: row.revision })));
  });

  router.post('/staff/applications/:id/stages/:stage', staff, applicationPathGate(deps, 'fill'), async (ctx) => {
    const user = signedInUser(ctx);
    const stage = readStageNumber(ctx.params.stage);
    const row = await findApplication(deps.db, readApplicationId(ctx.params.id));
    if (!row || row.kind !== 'full') throw notFound();
    const refusal = await borrowerRecordRefusal(deps.db, ctx, 'fill', applicationRef(row));
    if (refusal) throw refusal;
    const body = readBody(ctx.request.body);
    const corrected = await correctApplicationStage(deps, {
      ctx,
      actorId: user.id,
      row,
      stage,
      value: body[stage.key],
      formVersion: body.formVersion,
      expectedRevision: readRevision(body.revision),
    });
    ctx.body = success(
      { _id: row.id, revision: corrected.revision, fields: corrected.fields },
      corrected.fields.length > 0 ? 'The correction is saved.' : 'Nothing was changed.',
    );
  });

  router.post('/staff/applications/:id/complete', staff, applicationPathGate(deps, 'fill'), async (ctx) => {
    const body = readBody(ctx.request.body);
    const expected = readRevision(body.revision);
    const id = readApplicationId(ctx.params.id);
    const revision = await completeApplication(deps, ctx, id, expected);
    ctx.body = success(
      { _id: id, revision, statusIndicator: APPLICATION_STATUS.completed },
      'The application is marked Completed.',
    );
  });
}
