import { preapprovalRef } from 'server/policies/preapprovalAccess.ts';
import type { PreapprovalV1 } from 'forms/generated/types/index.ts';
import {
  discardPreapprovalProgress,
  savePreapprovalProgress,
} from 'server/commands/preapprovals/preapprovalProgressSaver.ts';
import { submitPreapprovalAnswers } from 'server/commands/preapprovals/preapprovalSubmitter.ts';
import type { AppDeps } from 'server/deps.ts';
import { findStoredFile } from 'server/files/storedFiles.ts';
import { signedIn, signedInUser } from 'server/http/auth.ts';
import type { ApiRouter, AppContext } from 'server/http/context.ts';
import { badRequest, notFound, success } from 'server/http/envelope.ts';
import { readWholeNumber, REVISION_RANGE } from 'server/http/input.ts';
import { sendStoredFile } from 'server/http/sendStoredFile.ts';
import { authorizeBorrowerRecord } from 'server/policies/authorize.ts';
import { ROLES } from 'server/policies/roles.ts';
import { preapprovalDefinition } from 'server/preapproval/preapprovalDefinition.ts';
import { borrowerNamesOf, propertyOf } from 'server/preapproval/preapprovalFigures.ts';
import {
  findOpenPreapproval,
  findPreapproval,
  preapprovalSealingContextOf,
  submittedPreapprovals,
  type PreapprovalRow,
} from 'server/records/preapprovals.ts';
import { staleSave } from 'server/records/revisions.ts';
import { presentSealedRecord } from 'server/records/sealedRecords.ts';

/** Step 10 without a record (part 1 §8, spelled correctly per decision 2). */
export const NO_RECORD = 'Could not find the last record.';

/** The letter's financing (part 1 §4). */
export const MORTGAGE_TYPE = '30 Year Fixed';

/** Said while the letter job has not finished yet. */
export const LETTER_PREPARING = 'Your letter is being prepared. Please try again in a moment.';

type Data = Record<string, unknown>;

function readRevision(value: unknown): number {
  const revision = readWholeNumber(value ?? 0, REVISION_RANGE);
  if (revision === null) throw staleSave();
  return revision;
}

function readBody(value: unknown): Data {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest('All fields are mandatory');
  return value as Data;
}

/** The stages sent, as an object (`data`), keeping only the record's own keys (the engine drops the rest). */
function readStages(value: unknown): Data {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badRequest('All fields are mandatory', ['data']);
  return value as Data;
}

/** The letter's link as the spec's replies carry it: a JSON-encoded object naming the PDF's address. */
const letterLinkOf = (row: PreapprovalRow) => JSON.stringify({ url: `/api/pre/letter/${row.id}/pdf` });

/** Step 10's reply (part 1 §3: Borrower, LoanAmount, Letter, DateOn, Validitydate, MortgageType). */
function presentResult(row: PreapprovalRow) {
  const record = row.data as unknown as PreapprovalV1;
  const names = borrowerNamesOf(record);
  return {
    id: row.id,
    refNumber: row.ref_number,
    Borrower: names[0] ?? '',
    CoBorrower: names[1] ?? '',
    Property: propertyOf(record),
    LoanAmount: Number(row.amount ?? 0),
    Letter: letterLinkOf(row),
    letterReady: row.letter_file_id !== null,
    DateOn: row.letter_date,
    Validitydate: row.valid_until,
    MortgageType: MORTGAGE_TYPE,
  };
}

/**
 * The Get Pre-Approved wizard on the server (part 1 §4, decisions 9–11):
 * - GET /pre/progress, POST /pre/progress, POST /pre/progress/discard: a signed-in borrower's progress, kept on
 *   the server so it resumes on any device; each saved step is validated by the definition, and the stage reached
 *   is worked out by the definition's own path;
 * - POST /pre/setapproval: validates the whole record, computes the amount, assigns and tells the officer, and
 *   queues the letter; GET /pre/getletter/:id (step 10), GET /pre/getletters (/letter) and
 *   GET /pre/letter/:id/pdf for the owner and the record's staff.
 * SSN and date of birth are sealed field by field and only ever sent back masked, to their owner.
 */
export function registerPreapprovalRoutes(router: ApiRouter, deps: AppDeps): void {
  const borrower = signedIn(deps, ['borrower']);
  const anyone = signedIn(deps, ROLES);

  router.get('/pre/progress', borrower, async (ctx) => {
    const user = signedInUser(ctx);
    const open = await findOpenPreapproval(deps.db, user.id);
    if (!open) {
      const latest = await preapprovalDefinition(deps.db, undefined, ['published']);
      ctx.body = success({ id: 0, stage: 0, revision: 0, formVersion: latest.version, data: {}, onFile: {} });
      return;
    }
    const stored = await preapprovalDefinition(deps.db, open.form_version);
    const shown = presentSealedRecord(
      deps.keys.personal,
      stored.definition,
      preapprovalSealingContextOf(user.id),
      open.data,
    );
    ctx.body = success({
      id: open.id,
      stage: open.current_stage,
      revision: open.revision,
      formVersion: open.form_version,
      ...shown,
    });
  });

  router.post('/pre/progress', borrower, async (ctx) => {
    const body = readBody(ctx.request.body);
    const saved = await savePreapprovalProgress(deps, ctx, {
      expected: readRevision(body.revision),
      incoming: readStages(body.data),
      formVersion: body.formVersion,
    });
    ctx.body = success({ id: saved.id, stage: saved.current_stage, revision: saved.revision });
  });

  router.post('/pre/progress/discard', borrower, async (ctx) => {
    const removed = await discardPreapprovalProgress(deps, signedInUser(ctx).id);
    ctx.body = success({ removed }, removed > 0 ? 'Your saved pre-approval was cleared.' : 'Nothing was saved.');
  });

  router.post('/pre/setapproval', borrower, async (ctx) => {
    const body = readBody(ctx.request.body);
    const id = await submitPreapprovalAnswers(deps, ctx, {
      expected: readRevision(body.revision),
      incoming: readStages(body.data),
      formVersion: body.formVersion,
    });
    ctx.body = success({ id }, 'Data is saved!');
  });

  /** The pre-approval with this id if the caller may read it (owner, assigned staff, compliance, admin); else 404. */
  async function readable(ctx: AppContext, rawId: string, view: string): Promise<PreapprovalRow> {
    const id = readWholeNumber(rawId);
    const row = id === null ? undefined : await findPreapproval(deps.db, id);
    if (!row || row.status_indicator !== 1) throw notFound(NO_RECORD);
    await authorizeBorrowerRecord(deps.db, ctx, 'read', preapprovalRef(row, 'preapproval'), { view });
    return row;
  }

  router.get('/pre/getletter/:id', anyone, async (ctx) => {
    const row = await readable(ctx, ctx.params.id ?? '', 'result');
    ctx.body = success(presentResult(row));
  });

  router.get('/pre/getletters', borrower, async (ctx) => {
    const rows = await submittedPreapprovals(deps.db, signedInUser(ctx).id);
    ctx.body = success(
      rows
        .filter((row) => Number(row.amount) > 0)
        .map((row) => ({
          _id: row.id,
          Address: propertyOf(row.data as unknown as PreapprovalV1),
          DateOn: (row.submitted_at ?? row.created_at).toISOString(),
          LoanAmount: Number(row.amount),
          Letter: letterLinkOf(row),
          letterReady: row.letter_file_id !== null,
        })),
    );
  });

  router.get('/pre/letter/:id/pdf', anyone, async (ctx) => {
    const row = await readable(ctx, ctx.params.id ?? '', 'letter');
    const file = row.letter_file_id ? await findStoredFile(deps.db, row.letter_file_id) : undefined;
    if (!file) throw notFound(LETTER_PREPARING);
    await sendStoredFile(deps, ctx, file, `preapproval-letter-${row.ref_number}.pdf`);
  });
}
