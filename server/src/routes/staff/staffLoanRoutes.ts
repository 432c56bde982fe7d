import {
  assignOfficer,
  assignProcessor,
  CHOOSE_OFFICER,
  CHOOSE_PROCESSOR,
  REASON_NEEDED,
} from 'server/commands/loans/staffAssigner.ts';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { signedIn, signedInUser } from 'server/http/auth.ts';
import type { ApiRouter, AppContext } from 'server/http/context.ts';
import { badRequest, notFound, success } from 'server/http/envelope.ts';
import { readText, readWholeNumber, REVISION_RANGE } from 'server/http/input.ts';
import { authorizeLoan, loanPathGate } from 'server/policies/authorize.ts';
import { STAFF_ROLES } from 'server/policies/roles.ts';
import { createConsent, type ConsentKind } from 'server/records/consents.ts';
import { createLoanRequest } from 'server/records/loanRequests.ts';
import {
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

/**
 * A required text field of at most `max` characters: 400 naming it otherwise. Single-line (an e-mail, a title)
 * unless `multiline` (a message typed in a textarea): see readText.
 */
function requiredText(body: Body, field: string, max: number, label: string, multiline = false): string {
  const value = readText(body[field], field, multiline);
  if (value === '') throw badRequest(`${label} is required.`, [field]);
  if (value.length > max) throw badRequest(`${label} can be at most ${max} characters.`, [field]);
  return value;
}

function optionalText(body: Body, field: string, max: number, label: string, multiline = false): string | null {
  return readText(body[field], field, multiline) !== '' ? requiredText(body, field, max, label, multiline) : null;
}

function loanIdOf(ctx: AppContext): number {
  const id = readWholeNumber(ctx.params.id);
  if (id === null) throw notFound();
  return id;
}

const CONSENT_KINDS: readonly ConsentKind[] = ['esign', 'credit-report', 'privacy', 'other'];

/**
 * The staff's loan work: GET /staff/pipeline (their loans, or every loan for compliance and admins), GET
 * /staff/loans/:id, and on a loan POST …/milestone, …/decision, …/notifications, …/requests and …/consents, and its
 * staffing: POST …/processor (admins and the loan's officer) and …/officer (admins, with a reason). No route opens a
 * loan for a borrower: a loan officer reaches one only through the borrower's own act or an admin (issue 20). Every
 * loan is checked by the policy before the body is read (the assigned officer or processor works it; compliance and
 * admins read it) and every staff read or change is audited.
 */
export function registerStaffLoanRoutes(router: ApiRouter, deps: AppDeps): void {
  const staff = signedIn(deps, STAFF_ROLES);
  const worker = loanPathGate(deps, 'work');
  const admin = signedIn(deps, ['admin']);

  router.get('/staff/pipeline', staff, async (ctx) => {
    const user = signedInUser(ctx);
    ctx.body = success(await pipelineOf(deps.db, { id: user.id, role: user.role }));
  });

  router.get('/staff/loans/:id', staff, async (ctx) => {
    const loanId = loanIdOf(ctx);
    await authorizeLoan(deps.db, ctx, 'read', loanId, { details: { view: 'staff loan page' } });
    const view = await staffLoanView(deps.db, loanId, signedInUser(ctx));
    if (!view) throw notFound();
    ctx.body = success(view);
  });

  router.post('/staff/loans/:id/milestone', staff, worker, async (ctx) => {
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

  router.post('/staff/loans/:id/decision', staff, worker, async (ctx) => {
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

  router.post('/staff/loans/:id/notifications', staff, worker, async (ctx) => {
    const loanId = loanIdOf(ctx);
    const body = bodyOf(ctx);
    const title = requiredText(body, 'title', 120, 'Title');
    const message = requiredText(body, 'body', 2000, 'Message', true);
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

  router.post('/staff/loans/:id/requests', staff, worker, async (ctx) => {
    const loanId = loanIdOf(ctx);
    const body = bodyOf(ctx);
    const title = requiredText(body, 'title', 120, 'Title');
    const details = optionalText(body, 'details', 2000, 'Details', true);
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

  router.post('/staff/loans/:id/consents', staff, worker, async (ctx) => {
    const loanId = loanIdOf(ctx);
    const body = bodyOf(ctx);
    const kind = body.kind;
    if (!CONSENT_KINDS.includes(kind as ConsentKind)) throw badRequest('Choose the kind of consent.', ['kind']);
    const title = requiredText(body, 'title', 120, 'Title');
    const question = requiredText(body, 'question', 2000, 'Question', true);
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

  router.post('/staff/loans/:id/processor', staff, loanPathGate(deps, 'assignProcessor'), async (ctx) => {
    const loanId = loanIdOf(ctx);
    const body = bodyOf(ctx);
    const processorId = body.processorId === null ? null : readWholeNumber(body.processorId);
    if (processorId === null && body.processorId !== null) throw badRequest(CHOOSE_PROCESSOR, ['processorId']);
    const revision = readWholeNumber(body.revision, REVISION_RANGE);
    if (revision === null) throw staleSave();
    const next = await assignProcessor(deps, ctx, loanId, { processorId, revision });
    ctx.body = success(
      { revision: next, processorId },
      processorId === null ? 'The processor is taken off the loan.' : 'Processor assigned.',
    );
  });

  router.post('/staff/loans/:id/officer', admin, loanPathGate(deps, 'assignOfficer'), async (ctx) => {
    const loanId = loanIdOf(ctx);
    const body = bodyOf(ctx);
    const officerId = readWholeNumber(body.officerId);
    if (officerId === null) throw badRequest(CHOOSE_OFFICER, ['officerId']);
    const reason = optionalText(body, 'reason', 500, 'The reason', true);
    if (reason === null) throw badRequest(REASON_NEEDED, ['reason']);
    const revision = readWholeNumber(body.revision, REVISION_RANGE);
    if (revision === null) throw staleSave();
    const next = await assignOfficer(deps, ctx, loanId, { officerId, reason, revision });
    ctx.body = success({ revision: next, officerId }, 'Loan officer assigned.');
  });
}
