import { formUpdatesOfLoan } from 'server/records/formUpdates.ts';
import { isIssuingAuthority, LOAN_AMOUNT_MAX, RATE_LOCK_MAX_DAYS, RATE_RANGE } from 'common';
import { requestLoanConsent } from 'server/commands/loans/consentRequester.ts';
import { CONDITIONS_NEEDED, decideLoan, type Condition } from 'server/commands/loans/loanDecider.ts';
import { recordLoanFacts, recordRateLock } from 'server/commands/loans/loanFactsRecorder.ts';
import { notifyLoanBorrower } from 'server/commands/loans/loanNotifier.ts';
import { makeLoanRequest } from 'server/commands/loans/loanRequestMaker.ts';
import { moveLoanMilestone } from 'server/commands/loans/milestoneMover.ts';
import {
  assignOfficer,
  assignProcessor,
  CHOOSE_OFFICER,
  CHOOSE_PROCESSOR,
  REASON_NEEDED,
} from 'server/commands/loans/staffAssigner.ts';
import type { AppDeps } from 'server/deps.ts';
import { signedIn, signedInUser } from 'server/http/auth.ts';
import type { ApiRouter, AppContext } from 'server/http/context.ts';
import { badRequest, notFound, success } from 'server/http/envelope.ts';
import { readText, readWholeNumber, REVISION_RANGE } from 'server/http/input.ts';
import { authorizeLoan, loanPathGate } from 'server/policies/authorize.ts';
import { STAFF_ROLES } from 'server/policies/roles.ts';
import type { ConsentKind } from 'server/records/consents.ts';
import { isLoanStatus } from 'server/records/loans.ts';
import { staleSave } from 'server/records/revisions.ts';
import { pipelineOf, staffLoanView } from 'server/records/loanViews.ts';
import { isMilestone } from 'server/records/milestones.ts';

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

/** Most conditions one decision may list. */
const MAX_CONDITIONS = 20;

/**
 * The conditions of "Approved with conditions": each { documentTypeId, details? } (a document of a type) or
 * { title, details? } (a written answer), with the failing one named by its index.
 */
function conditionsOf(value: unknown): Condition[] {
  if (!Array.isArray(value) || value.length === 0) throw badRequest(CONDITIONS_NEEDED, ['conditions']);
  if (value.length > MAX_CONDITIONS) {
    throw badRequest(`List at most ${MAX_CONDITIONS} conditions.`, ['conditions']);
  }
  return value.map((item: unknown, index): Condition => {
    const entry = typeof item === 'object' && item !== null && !Array.isArray(item) ? (item as Body) : {};
    const details = optionalText(entry, 'details', 1000, 'Details', true);
    if (entry.documentTypeId !== undefined && entry.documentTypeId !== '') {
      const documentTypeId = readWholeNumber(entry.documentTypeId);
      if (documentTypeId === null)
        throw badRequest('Choose the document each condition asks for.', [`conditions.${index}`]);
      return { kind: 'document', documentTypeId, details };
    }
    const title = readText(entry.title, `conditions.${index}.title`);
    if (title === '') throw badRequest('Say what each condition asks for.', [`conditions.${index}.title`]);
    if (title.length > 120)
      throw badRequest('A condition can be at most 120 characters.', [`conditions.${index}.title`]);
    return { kind: 'information', title, details };
  });
}

/** A day as YYYY-MM-DD (a date input's value), or null when empty; a 400 naming the field otherwise. */
function dayOf(value: unknown, field: string, label: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  const text = typeof value === 'string' ? value : '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = match ? new Date(`${text}T00:00:00Z`) : undefined;
  if (!match || !date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
    throw badRequest(`${label} must be a date.`, [field]);
  }
  return text;
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
    ctx.body = success({ ...view, formUpdates: await formUpdatesOfLoan(deps.db, deps.keys, loanId) });
  });

  router.post('/staff/loans/:id/milestone', staff, worker, async (ctx) => {
    const loanId = loanIdOf(ctx);
    const body = bodyOf(ctx);
    const milestone = body.milestone;
    if (!isMilestone(milestone)) throw badRequest('Choose a milestone.', ['milestone']);
    const revision = readWholeNumber(body.revision, REVISION_RANGE);
    if (revision === null) throw badRequest('This page is out of date. Please reload it and try again.', ['revision']);
    const next = await moveLoanMilestone(deps, ctx, loanId, { milestone, revision });
    ctx.body = success({ revision: next, milestone }, 'Milestone moved.');
  });

  router.post('/staff/loans/:id/decision', staff, worker, async (ctx) => {
    const loanId = loanIdOf(ctx);
    const body = bodyOf(ctx);
    const decision = body.status;
    if (!isLoanStatus(decision) || decision === 'open') throw badRequest('Choose a decision.', ['status']);
    const revision = readWholeNumber(body.revision, REVISION_RANGE);
    if (revision === null) throw staleSave();
    const conditions = decision === 'conditional' ? conditionsOf(body.conditions) : [];
    const next = await decideLoan(deps, ctx, loanId, { status: decision, revision, conditions });
    ctx.body = success({ revision: next, status: decision }, 'Decision recorded.');
  });

  router.post('/staff/loans/:id/notifications', staff, worker, async (ctx) => {
    const loanId = loanIdOf(ctx);
    const body = bodyOf(ctx);
    const title = requiredText(body, 'title', 120, 'Title');
    const message = requiredText(body, 'body', 2000, 'Message', true);
    const id = await notifyLoanBorrower(deps, ctx, loanId, { title, body: message });
    ctx.body = success({ id }, 'Notification posted.');
  });

  router.post('/staff/loans/:id/requests', staff, worker, async (ctx) => {
    const loanId = loanIdOf(ctx);
    const body = bodyOf(ctx);
    const title = requiredText(body, 'title', 120, 'Title');
    const details = optionalText(body, 'details', 2000, 'Details', true);
    const kind = body.kind === undefined ? 'information' : body.kind;
    if (kind !== 'document' && kind !== 'information') throw badRequest('Choose what is asked for.', ['kind']);
    const id = await makeLoanRequest(deps, ctx, loanId, { kind, title, details });
    ctx.body = success({ id }, 'Request created.');
  });

  router.post('/staff/loans/:id/consents', staff, worker, async (ctx) => {
    const loanId = loanIdOf(ctx);
    const body = bodyOf(ctx);
    const kind = body.kind;
    if (!CONSENT_KINDS.includes(kind as ConsentKind)) throw badRequest('Choose the kind of consent.', ['kind']);
    const title = requiredText(body, 'title', 120, 'Title');
    const question = requiredText(body, 'question', 2000, 'Question', true);
    const id = await requestLoanConsent(deps, ctx, loanId, {
      kind: kind as ConsentKind,
      title,
      question,
      selfApproved: body.selfApproved === true,
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

  router.post('/staff/loans/:id/facts', staff, worker, async (ctx) => {
    const loanId = loanIdOf(ctx);
    const body = bodyOf(ctx);
    let loanAmount: number | null = null;
    if (body.loanAmount !== undefined && body.loanAmount !== null && body.loanAmount !== '') {
      const amount = typeof body.loanAmount === 'number' ? body.loanAmount : Number(body.loanAmount);
      if (
        !Number.isFinite(amount) ||
        amount <= 0 ||
        amount > LOAN_AMOUNT_MAX ||
        Math.round(amount * 100) !== amount * 100
      ) {
        throw badRequest(`Enter the loan amount in dollars (up to ${LOAN_AMOUNT_MAX.toLocaleString('en-US')}).`, [
          'loanAmount',
        ]);
      }
      loanAmount = amount;
    }
    const authority = body.issuingAuthority === '' || body.issuingAuthority === null ? null : body.issuingAuthority;
    if (authority !== null && authority !== undefined && !isIssuingAuthority(authority)) {
      throw badRequest('Choose the issuing authority.', ['issuingAuthority']);
    }
    const estCloseDate = dayOf(body.estCloseDate, 'estCloseDate', 'The estimated closing date');
    const revision = readWholeNumber(body.revision, REVISION_RANGE);
    if (revision === null) throw staleSave();
    const next = await recordLoanFacts(deps, ctx, loanId, {
      loanAmount,
      issuingAuthority: authority ?? null,
      estCloseDate,
      revision,
    });
    ctx.body = success({ revision: next }, 'Loan details saved.');
  });

  router.post('/staff/loans/:id/rate-lock', staff, worker, async (ctx) => {
    const loanId = loanIdOf(ctx);
    const body = bodyOf(ctx);
    const rate = typeof body.rate === 'number' ? body.rate : Number(typeof body.rate === 'string' ? body.rate : NaN);
    if (
      !Number.isFinite(rate) ||
      rate < RATE_RANGE.min ||
      rate > RATE_RANGE.max ||
      Math.round(rate * 1000) !== rate * 1000
    ) {
      throw badRequest('Enter the locked rate in percent, up to three decimals (6.125).', ['rate']);
    }
    const lockedOn = dayOf(body.lockedOn, 'lockedOn', 'The lock date');
    if (lockedOn === null) throw badRequest('Enter the date the rate was locked.', ['lockedOn']);
    const expiresOn = dayOf(body.expiresOn, 'expiresOn', 'The expiry date');
    if (expiresOn === null) throw badRequest('Enter the date the lock ends.', ['expiresOn']);
    const days = (Date.parse(expiresOn) - Date.parse(lockedOn)) / 86_400_000;
    if (days < 0 || days > RATE_LOCK_MAX_DAYS) {
      throw badRequest(`The lock ends on or after its lock date, within ${RATE_LOCK_MAX_DAYS} days.`, ['expiresOn']);
    }
    const revision = readWholeNumber(body.revision, REVISION_RANGE);
    if (revision === null) throw staleSave();
    const next = await recordRateLock(deps, ctx, loanId, { rate, lockedOn, expiresOn, revision });
    ctx.body = success({ revision: next }, 'Rate lock recorded.');
  });
}
