import type { AlertReply, DocumentRequestReply, LoanRequestReply, PreapprovalStatusReply } from 'common';
import { applicationListOf } from 'server/application/applicationPresenter.ts';
import { markNotificationAsRead } from 'server/commands/accounts/notificationReadMarker.ts';
import { chooseSubscriptions } from 'server/commands/accounts/subscriptionChooser.ts';
import { answerLoanConsent } from 'server/commands/loans/consentAnswerer.ts';
import type { AppDeps } from 'server/deps.ts';
import { signedIn, signedInUser } from 'server/http/auth.ts';
import type { ApiRouter } from 'server/http/context.ts';
import { badRequest, notFound, success } from 'server/http/envelope.ts';
import { readText, readWholeNumber } from 'server/http/input.ts';
import { answerLoanRequest } from 'server/commands/loans/requestAnswerer.ts';
import { authorizeLoan } from 'server/policies/authorize.ts';
import { consentsOf, type BorrowerConsentRow } from 'server/records/consents.ts';
import { openDocumentRequestStates, openRequestsOf } from 'server/records/loanRequests.ts';
import { borrowerLoans } from 'server/records/loanViews.ts';
import { notificationsOf } from 'server/records/notifications.ts';
import { newestPreapprovalOf } from 'server/records/preapprovals.ts';
import { knownTopicIds, subscriptionsOf } from 'server/records/subscriptions.ts';

/** An open document request's state for the Requests list (an open request is owed or pending, never more). */
function documentStateOf(state: DocumentRequestReply | undefined): Pick<LoanRequestReply, 'state' | 'rejectedReason'> {
  if (!state) return {};
  return { state: state.state === 'pending' ? 'pending' : 'owed', rejectedReason: state.rejectedReason };
}

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);
/** When a row was made (never empty). */
const madeAt = (value: Date | string) => new Date(value).toISOString();

/** Longest written answer to a request. */
const ANSWER_MAX = 2000;

/**
 * The signed-in borrower's home (part 1 §2–§4): GET /dashboard/loans/:n (1 the status cards, 0 the 1003 list),
 * GET /loan/requests with POST /loan/requests/:id/answer (a written answer), GET /dashboard/alerts with POST /dashboard/alerts/:id/read, GET /dashboard/preapproval;
 * consents (GET consents/request/user, …/:mapid, …/:consentId/:answer) and subscriptions (GET and POST subs/user).
 * Everything is the caller's own: their loans (as borrower or co-borrower), their notifications and choices.
 */
export function registerDashboardRoutes(router: ApiRouter, deps: AppDeps): void {
  const borrower = signedIn(deps, ['borrower']);

  router.get('/dashboard/loans/:n', borrower, async (ctx) => {
    const user = signedInUser(ctx);
    if (ctx.params.n === '1') {
      ctx.body = success(await borrowerLoans(deps.db, user.id));
      return;
    }
    if (ctx.params.n !== '0') throw notFound();
    // The 1003 list: the rows of part 2 §3.1, as the saved-and-completed list has them.
    ctx.body = success(await applicationListOf(deps.db, user.id));
  });

  router.get('/loan/requests', borrower, async (ctx) => {
    const user = signedInUser(ctx);
    const rows = await openRequestsOf(deps.db, user.id);
    // A document asked for says whether an upload for it is with the loan team, or why the last one was refused.
    const states = await openDocumentRequestStates(deps.db, rows);
    ctx.body = success(
      rows.map((row): LoanRequestReply => ({
        id: row.id,
        mapid: row.loan_id ?? row.preapproval_id,
        type: row.kind === 'preapproval-document' ? 'Pre' : row.kind,
        title: row.title,
        details: row.details,
        loanNumber: row.loan_number,
        // A condition of an approval with conditions; an information request is answered in writing here.
        condition: row.is_condition,
        count: 0,
        total: 1,
        createdAt: madeAt(row.created_at),
        ...documentStateOf(states.get(row.id)),
      })),
    );
  });

  router.post('/loan/requests/:id/answer', borrower, async (ctx) => {
    const id = readWholeNumber(ctx.params.id);
    if (id === null) throw notFound();
    const body = ctx.request.body as Record<string, unknown> | undefined;
    const answer = readText(body?.answer, 'answer', true);
    if (answer === '') throw badRequest('Write your answer.', ['answer']);
    if (answer.length > ANSWER_MAX) throw badRequest(`An answer can be at most ${ANSWER_MAX} characters.`, ['answer']);
    await answerLoanRequest(deps, ctx, id, answer);
    ctx.body = success({ id }, 'Thank you. Your answer was sent to your loan team.');
  });

  router.get('/dashboard/alerts', borrower, async (ctx) => {
    const user = signedInUser(ctx);
    const rows = await notificationsOf(deps.db, user.id);
    ctx.body = success(
      rows.map((row): AlertReply => ({
        id: row.id,
        title: row.title,
        body: row.body,
        loanNumber: row.loan_number,
        createdAt: madeAt(row.created_at),
        read: row.read_at !== null,
      })),
    );
  });

  router.post('/dashboard/alerts/:id/read', borrower, async (ctx) => {
    const id = readWholeNumber(ctx.params.id);
    const user = signedInUser(ctx);
    const marked = id !== null && (await markNotificationAsRead(deps, user.id, id));
    if (!marked) throw notFound();
    ctx.body = success(null, 'Marked as read.');
  });

  router.get('/dashboard/preapproval', borrower, async (ctx) => {
    const user = signedInUser(ctx);
    const row = await newestPreapprovalOf(deps.db, user.id);
    const reply: PreapprovalStatusReply = {
      statusIndicator: row?.status_indicator ?? 0,
      stage: row?.current_stage ?? 0,
      id: row?.id ?? null,
    };
    ctx.body = success(reply);
  });

  const presentConsent = (row: BorrowerConsentRow) => ({
    _id: row.id,
    mapid: row.loan_id,
    refNumber: row.loan_number,
    title: row.title,
    question: row.question,
    statusid: Number(row.status),
    selfApproved: row.self_approved,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  });

  // The loans that have consents, one row per loan (duplicates by mapid removed), for the loan selector.
  router.get('/consents/request/user', borrower, async (ctx) => {
    const seen = new Set<number>();
    const rows = (await consentsOf(deps.db, signedInUser(ctx).id)).filter((row) => {
      if (seen.has(row.loan_id)) return false;
      seen.add(row.loan_id);
      return true;
    });
    ctx.body = success(rows.map(presentConsent));
  });

  router.get('/consents/request/user/:mapid', borrower, async (ctx) => {
    const loanId = readWholeNumber(ctx.params.mapid);
    if (loanId === null) throw notFound();
    await authorizeLoan(deps.db, ctx, 'read', loanId, { recordType: 'consent' });
    ctx.body = success((await consentsOf(deps.db, signedInUser(ctx).id, loanId)).map(presentConsent));
  });

  // The spec's answer call is a GET; it changes only the caller's own answer and needs the bearer token.
  router.get('/consents/request/user/:consentId/:answer', borrower, async (ctx) => {
    const consentId = readWholeNumber(ctx.params.consentId);
    const answer = ctx.params.answer === '1' ? 1 : ctx.params.answer === '0' ? 0 : null;
    if (answer === null) throw badRequest('Answer 1 (give) or 0 (deny).', ['answer']);
    await answerLoanConsent(deps, ctx, consentId, answer);
    ctx.body = success({ statusid: answer }, answer === 1 ? 'Consent given.' : 'Consent denied.');
  });

  router.get('/subs/user', borrower, async (ctx) => {
    ctx.body = success(await subscriptionsOf(deps.db, signedInUser(ctx)));
  });

  router.post('/subs/user', borrower, async (ctx) => {
    const user = signedInUser(ctx);
    const raw = ctx.request.body as unknown;
    const list = Array.isArray(raw) ? raw : (raw as { subscriptions?: unknown } | undefined)?.subscriptions;
    if (!Array.isArray(list) || list.length === 0 || list.length > 50) {
      throw badRequest('Choose your subscriptions.', ['subscriptions']);
    }
    const known = await knownTopicIds(deps.db);
    const choices = list.map((item: unknown) => {
      const record = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
      const subid = readWholeNumber(record.subid);
      const statusid =
        record.statusid === 1 || record.statusid === '1'
          ? 1
          : record.statusid === 0 || record.statusid === '0'
            ? 0
            : null;
      if (subid === null || !known.has(subid) || statusid === null) {
        throw badRequest('Choose your subscriptions.', ['subscriptions']);
      }
      return { subid, statusid } as const;
    });
    await chooseSubscriptions(deps, user, choices);
    ctx.body = success(await subscriptionsOf(deps.db, user), 'Your subscriptions are saved.');
  });
}
