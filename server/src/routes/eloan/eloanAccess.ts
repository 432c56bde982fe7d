import type { Db } from 'server/db/database.ts';
import type { AppDeps } from 'server/deps.ts';
import type { AppContext } from 'server/http/context.ts';
import { notFound } from 'server/http/envelope.ts';
import { authorizeBorrowerRecord, mayActOnBorrowerRecord, pathGate } from 'server/policies/authorize.ts';
import type { Middleware } from 'koa';
import type { AppState } from 'server/http/context.ts';
import { readWholeNumber } from 'server/http/input.ts';
import { findApplication, type ApplicationRow } from 'server/records/applications.ts';
import { readApplicationId } from './eloanInput.ts';

/** The number of an application's loan, if it has one. */
export async function loanNumberOf(db: Db, row: Pick<ApplicationRow, 'loan_id'>): Promise<string | null> {
  if (row.loan_id === null) return null;
  const loan = (await db('loans').where({ id: row.loan_id }).first('loan_number')) as
    { loan_number: string } | undefined;
  return loan?.loan_number ?? null;
}

/** What a policy decision about an application needs. */
export function applicationRef(row: Pick<ApplicationRow, 'id' | 'user_id' | 'loan_id'>) {
  return {
    recordType: 'application',
    recordId: row.id,
    ownerId: row.user_id,
    loanIds: row.loan_id === null ? [] : [row.loan_id],
  };
}

/**
 * The application with this id if the caller may do the action to it (read or fill), else 404; staff are audited.
 * `load` reads it (the whole record by default).
 */
export async function applicationFor(
  deps: Pick<AppDeps, 'db'>,
  ctx: AppContext,
  rawId: unknown,
  action: 'read' | 'fill',
  view: string,
  load: (db: Db, id: number) => Promise<ApplicationRow | undefined> = findApplication,
): Promise<ApplicationRow> {
  const row = await load(deps.db, readApplicationId(rawId));
  if (!row) throw notFound();
  await authorizeBorrowerRecord(deps.db, ctx, action, applicationRef(row), { view });
  return row;
}

/** pathGate for a route about the application of the path's `:id` (see pathGate: checked before the body is read). */
export function applicationPathGate(deps: Pick<AppDeps, 'db'>, action: 'read' | 'fill'): Middleware<AppState> {
  return pathGate(async (ctx) => {
    const id = readWholeNumber(ctx.params.id);
    const row = id === null ? undefined : await findApplication(deps.db, id);
    return row !== undefined && mayActOnBorrowerRecord(deps.db, ctx, action, applicationRef(row));
  });
}
