import type { ApplicationPartsReply } from 'common';
import { applicationParties, partiesOrOwner, partsFor } from 'server/application/applicationParts.ts';
import type { AppDeps } from 'server/deps.ts';
import type { AppContext } from 'server/http/context.ts';
import { signedInUser } from 'server/http/auth.ts';
import { notFound } from 'server/http/envelope.ts';
import { applicationRef } from 'server/policies/applicationAccess.ts';
import { authorizeBorrowerRecord, borrowerRecordRefusal, pathGate } from 'server/policies/authorize.ts';
import { seesPersonalValuesOf, type Actor, type LoanParties } from 'server/policies/policy.ts';
import type { Middleware } from 'koa';
import type { AppState } from 'server/http/context.ts';
import { readWholeNumber } from 'server/http/input.ts';
import { findApplication, type ApplicationRow } from 'server/records/applications.ts';
import { findPreapproval, PREAPPROVAL_SUBMITTED, type PreapprovalRow } from 'server/records/preapprovals.ts';
import { readApplicationId } from './eloanInput.ts';

/**
 * The application with this id if the caller may do the action to it (read or fill), else 404; staff are audited.
 * `load` reads it (the whole record by default).
 */
export async function applicationFor(
  deps: Pick<AppDeps, 'db'>,
  ctx: AppContext,
  rawId: unknown,
  action: 'read' | 'fill' | 'discard',
  view: string,
  load: (db: AppDeps['db'], id: number) => Promise<ApplicationRow | undefined> = findApplication,
): Promise<ApplicationRow> {
  return authorizedRead(deps, ctx, rawId, action, view, load, (row) => row);
}

/**
 * The same for a read that brings more than the row (its loan's parties, a draft): `load` reads it and `rowOf` names
 * the application in what it read.
 */
export async function authorizedRead<T>(
  deps: Pick<AppDeps, 'db'>,
  ctx: AppContext,
  rawId: unknown,
  action: 'read' | 'fill' | 'discard',
  view: string,
  load: (db: AppDeps['db'], id: number) => Promise<T | undefined>,
  rowOf: (found: T) => ApplicationRow,
): Promise<T> {
  const found = await load(deps.db, readApplicationId(rawId));
  if (!found) throw notFound();
  await authorizeBorrowerRecord(deps.db, ctx, action, applicationRef(rowOf(found)), { view });
  return found;
}

/** pathGate for a route about the application of the path's `:id` (see pathGate: checked before the body is read). */
export function applicationPathGate(
  deps: Pick<AppDeps, 'db'>,
  action: 'read' | 'fill' | 'discard',
): Middleware<AppState> {
  return pathGate(async (ctx) => {
    const id = readWholeNumber(ctx.params.id);
    const row = id === null ? undefined : await findApplication(deps.db, id);
    return row === undefined ? notFound() : borrowerRecordRefusal(deps.db, ctx, action, applicationRef(row));
  });
}

/** The caller as a reader of one application: the loan's parties, whose personal values they see, what they fill. */
export interface ApplicationReader {
  actor: Actor;
  parties: LoanParties;
  /** Whether replies may carry this person's personal values (masked): never another borrower's. */
  sees(mapid: number): boolean;
  parts: ApplicationPartsReply;
}

/**
 * The caller as a reader of the application (after the policy let them read it); `known` gives the loan's parties
 * when they were read with the application (undefined: on no loan), else they are read.
 */
export async function readerOf(
  deps: Pick<AppDeps, 'db'>,
  ctx: AppContext,
  row: Pick<ApplicationRow, 'user_id' | 'loan_id' | 'data'>,
  known?: { parties: LoanParties | undefined },
): Promise<ApplicationReader> {
  const user = signedInUser(ctx);
  const actor: Actor = { id: user.id, role: user.role };
  const parties = known ? partiesOrOwner(row, known.parties) : await applicationParties(deps.db, row);
  return {
    actor,
    parties,
    sees: (mapid) => seesPersonalValuesOf(actor, parties, mapid),
    parts: partsFor(actor, parties, row.data),
  };
}

/**
 * The submitted pre-approval an application is started from (Fill 1003 Form), if the caller may: its owner only
 * (no loan of its reaches it for anyone else), else 404 as for one that does not exist.
 */
export async function startingPreapproval(
  deps: Pick<AppDeps, 'db'>,
  ctx: AppContext,
  id: number,
): Promise<PreapprovalRow> {
  const row = await findPreapproval(deps.db, id);
  if (!row || row.status_indicator !== PREAPPROVAL_SUBMITTED) throw notFound();
  await authorizeBorrowerRecord(
    deps.db,
    ctx,
    'fill',
    { recordType: 'preapproval', recordId: row.id, ownerId: row.user_id, loanIds: [] },
    { view: 'application start' },
  );
  return row;
}
