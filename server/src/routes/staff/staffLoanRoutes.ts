import { findUserByEmail } from 'server/commands/accounts/users.ts';
import { recordAudit } from 'server/audit/auditLog.ts';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { signedIn, signedInUser } from 'server/http/auth.ts';
import { clientIp, type ApiRouter, type AppContext } from 'server/http/context.ts';
import { badRequest, notFound, success } from 'server/http/envelope.ts';
import { readWholeNumber, REVISION_RANGE } from 'server/http/input.ts';
import { authorizeLoan } from 'server/policies/authorize.ts';
import { STAFF_ROLES } from 'server/policies/roles.ts';
import { createConsent, type ConsentKind } from 'server/records/consents.ts';
import { createLoanRequest } from 'server/records/loanRequests.ts';
import {
  createLoan,
  isLoanStatus,
  LOAN_STATUS_NAMES,
  moveMilestone,
  recordDecision,
  touchLoan,
  type LoanRow,
} from 'server/records/loans.ts';
import { staleSave } from 'server/records/revisions.ts';
import { pipelineOf, staffLoanView } from 'server/records/loanViews.ts';
import { isMilestone, MILESTONES } from 'server/records/milestones.ts';
import { postNotification } from 'server/records/notifications.ts';

type Body = Record<string, unknown>;

function bodyOf(ctx: AppContext): Body {
  const body = ctx.request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body) : {};
}

/** A required text field of at most `max` characters: 400 naming it otherwise. */
function requiredText(body: Body, field: string, max: number, label: string): string {
  const value = typeof body[field] === 'string' ? (body[field] as string).trim() : '';
  if (value === '') throw badRequest(`${label} is required.`, [field]);
  if (value.length > max) throw badRequest(`${label} can be at most ${max} characters.`, [field]);
  return value;
}

function optionalText(body: Body, field: string, max: number, label: string): string | null {
  return typeof body[field] === 'string' && (body[field] as string).trim() !== ''
    ? requiredText(body, field, max, label)
    : null;
}

function loanIdOf(ctx: AppContext): number {
  const id = readWholeNumber(ctx.params.id);
  if (id === null) throw notFound();
  return id;
}

const CONSENT_KINDS: readonly ConsentKind[] = ['esign', 'credit-report', 'privacy', 'other'];

/**
 * The staff's loan work: GET /staff/pipeline (their loans, or every loan for compliance and admins), POST
 * /staff/loans (open a loan for a borrower by e-mail, the phone-intake path), GET /staff/loans/:id, and on a loan
 * POST …/milestone, …/notifications, …/requests and …/consents. Every loan is checked by the policy (the assigned
 * officer or processor works it; compliance and admins read it) and every staff read or change is audited.
 */
export function registerStaffLoanRoutes(router: ApiRouter, deps: AppDeps): void {
  const staff = signedIn(deps, STAFF_ROLES);
  const opener = signedIn(deps, ['loan_officer', 'admin']);

  router.get('/staff/pipeline', staff, async (ctx) => {
    const user = signedInUser(ctx);
    ctx.body = success(await pipelineOf(deps.db, { id: user.id, role: user.role }));
  });

  router.post('/staff/loans', opener, async (ctx) => {
    const user = signedInUser(ctx);
    const body = bodyOf(ctx);
    const email = requiredText(body, 'borrowerEmail', 254, 'Borrower e-mail').toLowerCase();
    const propertyAddress = optionalText(body, 'propertyAddress', 200, 'Property address');
    const borrower = await findUserByEmail(deps.db, email);
    if (!borrower || borrower.role !== 'borrower' || borrower.disabled_at) {
      throw badRequest('No borrower account uses this e-mail. Ask the borrower to sign up first.', ['borrowerEmail']);
    }
    const loan = await inTransaction(deps, async (trx) => {
      const defaultOfficer = (await trx('loan_officers').where({ is_default: true }).first('user_id')) as
        { user_id: number | null } | undefined;
      const created = await createLoan(trx, {
        borrowerUserId: borrower.id,
        officerUserId: user.role === 'loan_officer' ? user.id : (defaultOfficer?.user_id ?? null),
        createdBy: user.id,
        propertyAddress,
      });
      await postNotification(trx, {
        userId: borrower.id,
        loanId: created.id,
        title: `Loan ${created.loan_number} opened`,
        body: 'Your loan officer opened a loan for you. Its status and requests show on your dashboard.',
        createdBy: user.id,
      });
      await recordAudit(trx, {
        actor: user,
        action: 'create',
        recordType: 'loan',
        recordId: created.id,
        subjectUserId: borrower.id,
        loanId: created.id,
        ip: clientIp(ctx),
      });
      return created;
    });
    ctx.body = success({ id: loan.id, loanNumber: loan.loan_number }, `Loan ${loan.loan_number} opened.`);
  });

  router.get('/staff/loans/:id', staff, async (ctx) => {
    const loanId = loanIdOf(ctx);
    await authorizeLoan(deps.db, ctx, 'read', loanId, { details: { view: 'staff loan page' } });
    const view = await staffLoanView(deps.db, loanId);
    if (!view) throw notFound();
    ctx.body = success(view);
  });

  router.post('/staff/loans/:id/milestone', staff, async (ctx) => {
    const loanId = loanIdOf(ctx);
    const body = bodyOf(ctx);
    const milestone = body.milestone;
    if (!isMilestone(milestone)) throw badRequest('Choose a milestone.', ['milestone']);
    const revision = readWholeNumber(body.revision, REVISION_RANGE);
    if (revision === null) throw badRequest('This page is out of date. Please reload it and try again.', ['revision']);
    const user = signedInUser(ctx);
    const next = await inTransaction(deps, async (trx) => {
      const parties = await authorizeLoan(trx, ctx, 'work', loanId, { details: { fields: ['milestone'] } });
      const moved = await moveMilestone(trx, loanId, revision, milestone, user.id);
      const name = MILESTONES.find((step) => step.milestone === milestone)?.name ?? milestone;
      await postNotification(trx, {
        userId: parties.borrowerUserId,
        loanId,
        title: `Your loan is at ${name}`,
        body: `Your loan moved to ${name}.`,
        createdBy: user.id,
      });
      return moved;
    });
    ctx.body = success({ revision: next, milestone }, 'Milestone moved.');
  });

  router.post('/staff/loans/:id/decision', staff, async (ctx) => {
    const loanId = loanIdOf(ctx);
    const body = bodyOf(ctx);
    const decision = body.status;
    if (!isLoanStatus(decision) || decision === 'open') throw badRequest('Choose a decision.', ['status']);
    const revision = readWholeNumber(body.revision, REVISION_RANGE);
    if (revision === null) throw staleSave();
    const user = signedInUser(ctx);
    const next = await inTransaction(deps, async (trx) => {
      const parties = await authorizeLoan(trx, ctx, 'work', loanId, { details: { fields: ['status'] } });
      const loan = (await trx('loans').where({ id: loanId }).first('id', 'status', 'decided_at', 'revision')) as Pick<
        LoanRow,
        'id' | 'status' | 'decided_at' | 'revision'
      >;
      if (loan.revision !== revision) throw staleSave();
      const moved = await recordDecision(trx, loan, revision, decision);
      if (moved === undefined) {
        const current = isLoanStatus(loan.status) ? LOAN_STATUS_NAMES[loan.status] : loan.status;
        throw badRequest(
          `A loan that is ${current.toLowerCase()} cannot be marked ${LOAN_STATUS_NAMES[decision].toLowerCase()}.`,
          ['status'],
        );
      }
      await postNotification(trx, {
        userId: parties.borrowerUserId,
        loanId,
        title: `Your loan is ${LOAN_STATUS_NAMES[decision].toLowerCase()}`,
        body: 'Your loan officer recorded a decision on your loan. Sign in and contact your loan officer with any question.',
        createdBy: user.id,
      });
      return moved;
    });
    ctx.body = success({ revision: next, status: decision }, 'Decision recorded.');
  });

  router.post('/staff/loans/:id/notifications', staff, async (ctx) => {
    const loanId = loanIdOf(ctx);
    const body = bodyOf(ctx);
    const title = requiredText(body, 'title', 120, 'Title');
    const message = requiredText(body, 'body', 2000, 'Message');
    const user = signedInUser(ctx);
    const id = await inTransaction(deps, async (trx) => {
      const parties = await authorizeLoan(trx, ctx, 'work', loanId, { recordType: 'notification' });
      await touchLoan(trx, loanId);
      return postNotification(trx, {
        userId: parties.borrowerUserId,
        loanId,
        title,
        body: message,
        createdBy: user.id,
      });
    });
    ctx.body = success({ id }, 'Notification posted.');
  });

  router.post('/staff/loans/:id/requests', staff, async (ctx) => {
    const loanId = loanIdOf(ctx);
    const body = bodyOf(ctx);
    const title = requiredText(body, 'title', 120, 'Title');
    const details = optionalText(body, 'details', 2000, 'Details');
    const kind = body.kind === undefined ? 'information' : body.kind;
    if (kind !== 'document' && kind !== 'information') throw badRequest('Choose what is asked for.', ['kind']);
    const user = signedInUser(ctx);
    const id = await inTransaction(deps, async (trx) => {
      await authorizeLoan(trx, ctx, 'work', loanId, { recordType: 'loan request' });
      await touchLoan(trx, loanId);
      return createLoanRequest(trx, { loanId, kind, title, details, createdBy: user.id });
    });
    ctx.body = success({ id }, 'Request created.');
  });

  router.post('/staff/loans/:id/consents', staff, async (ctx) => {
    const loanId = loanIdOf(ctx);
    const body = bodyOf(ctx);
    const kind = body.kind;
    if (!CONSENT_KINDS.includes(kind as ConsentKind)) throw badRequest('Choose the kind of consent.', ['kind']);
    const title = requiredText(body, 'title', 120, 'Title');
    const question = requiredText(body, 'question', 2000, 'Question');
    const user = signedInUser(ctx);
    const id = await inTransaction(deps, async (trx) => {
      await authorizeLoan(trx, ctx, 'work', loanId, { recordType: 'consent' });
      await touchLoan(trx, loanId);
      return createConsent(trx, {
        loanId,
        kind: kind as ConsentKind,
        title,
        question,
        selfApproved: body.selfApproved === true,
        createdBy: user.id,
      });
    });
    ctx.body = success({ id }, 'Consent added.');
  });
}
