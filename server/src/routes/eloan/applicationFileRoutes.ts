import { ensureApplicationPdfs } from 'server/application/applicationPdfJob.ts';
import { openedApplication } from 'server/application/openedApplication.ts';
import type { AppDeps } from 'server/deps.ts';
import { buildMismoFile } from 'server/export/mismoExport.ts';
import { signedIn, signedInUser } from 'server/http/auth.ts';
import type { ApiRouter } from 'server/http/context.ts';
import { ApiError, forbidden, notFound } from 'server/http/envelope.ts';
import { sendStoredFile } from 'server/http/sendStoredFile.ts';
import { isStaff, ROLES } from 'server/policies/roles.ts';
import { APPLICATION_STATUS } from 'server/records/applications.ts';
import { findLoanNumber } from 'server/records/loans.ts';
import { applicationFor, readerOf } from './eloanAccess.ts';

/** Said when a download is asked of an application whose record moved on while its PDF was being made. */
export const PDF_PREPARING = 'Your PDF is being prepared. Please try again in a moment.';

/** Said to a co-borrower who joined an application when they ask for its PDF (issue 21, point 6). */
export const PDF_FOR_APPLICANT =
  "The application's PDF holds everyone's details, so only the applicant downloads it. You can read the application on its preview.";

/** Said when the lender file is asked of an application not submitted yet. */
export const LENDER_FILE_LATER = 'The lender file is made once the application is submitted.';

/**
 * The application's documents for the UI's /download, the 'Fannie Mae file download' of completed rows and the
 * staff loan page, to the owner (and co-borrowers on the loan, the PDF excepted) and the loan's staff only (404 to
 * anyone else; staff downloads are audited):
 * - GET eloan/pdf/{id}: the application PDF of its current revision (made now if the pdf job has not yet); staff get
 *   the lender's copy with personal numbers whole, borrowers the copy with them masked;
 * - GET eloan/mismo/{id}: the MISMO 3.4 lender file of a submitted application; the borrower's copy leaves out the
 *   SSN, dates of birth and account numbers.
 */
export function registerApplicationFileRoutes(router: ApiRouter, deps: AppDeps): void {
  const anyone = signedIn(deps, ROLES);

  router.get('/eloan/pdf/:id', anyone, async (ctx) => {
    const user = signedInUser(ctx);
    const row = await applicationFor(deps, ctx, ctx.params.id, 'read', 'application PDF');
    // The PDF shows everyone's personal numbers masked: a co-borrower who joined reads the preview instead.
    if ((await readerOf(deps, ctx, row)).parts.role === 'participant') throw forbidden(PDF_FOR_APPLICANT);
    // The record may change while its PDF is made: then it is made once more for the new revision.
    const made = (await ensureApplicationPdfs(deps, row.id)) ?? (await ensureApplicationPdfs(deps, row.id));
    if (!made) throw new ApiError(503, PDF_PREPARING);
    const file = isStaff(user.role) ? made.lenderCopy : made.borrowerCopy;
    await sendStoredFile(deps, ctx, file, `loan-application-${made.row.ref_number}.pdf`);
  });

  router.get('/eloan/mismo/:id', anyone, async (ctx) => {
    const user = signedInUser(ctx);
    const row = await applicationFor(deps, ctx, ctx.params.id, 'read', 'lender file');
    if (row.status_indicator === APPLICATION_STATUS.saved) throw notFound(LENDER_FILE_LATER);
    const { data } = await openedApplication(deps, row);
    const xml = buildMismoFile({
      data,
      kind: row.kind,
      loanNumber: await findLoanNumber(deps.db, row.loan_id),
      copy: isStaff(user.role) ? 'lender' : 'borrower',
      createdAt: new Date(),
      signedAt: row.submitted_at,
    });
    ctx.set('Content-Type', 'application/xml; charset=utf-8');
    ctx.set('Content-Disposition', `attachment; filename="loan-application-${row.ref_number}-mismo-3.4.xml"`);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    ctx.body = xml;
  });
}
