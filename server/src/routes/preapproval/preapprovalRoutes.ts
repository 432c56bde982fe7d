import { preapprovalRef } from 'server/routes/predocs/preapprovalAccess.ts';
import { deriveFields, resumeStepAfter, stepNumberOf, type FormDefinition } from 'engine';
import type { PreapprovalV1 } from 'forms/generated/types/index.ts';
import { findUserById } from 'server/commands/accounts/users.ts';
import type { Db } from 'server/db/database.ts';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { findStoredFile } from 'server/files/storedFiles.ts';
import { findDefinition, READABLE_STATUSES, type StoredDefinition } from 'server/forms/formDefinitionStore.ts';
import { FORM_UNAVAILABLE_MESSAGE, validateSubmission } from 'server/forms/submissionValidation.ts';
import { signedIn, signedInUser } from 'server/http/auth.ts';
import type { ApiRouter, AppContext } from 'server/http/context.ts';
import { badRequest, notFound, success, unauthorized } from 'server/http/envelope.ts';
import { readWholeNumber, REVISION_RANGE } from 'server/http/input.ts';
import { sendStoredFile } from 'server/http/sendStoredFile.ts';
import { officerChoice } from 'server/routes/officers/officerStore.ts';
import { recordJob } from 'server/jobs/outbox.ts';
import { queueMail } from 'server/mail/queueMail.ts';
import { officerAssignedMail } from 'server/mail/templates/preapprovalMails.ts';
import { authorizeBorrowerRecord } from 'server/policies/authorize.ts';
import { ROLES } from 'server/policies/roles.ts';
import { preapprovalAmount } from 'server/preapproval/amountRule.ts';
import { LETTER_JOB } from 'server/preapproval/letterJob.ts';
import { amountInputOf, borrowerNamesOf, propertyOf } from 'server/preapproval/preapprovalFigures.ts';
import { latestRates } from 'server/rates/rateStore.ts';
import { postNotification } from 'server/records/notifications.ts';
import {
  discardProgress,
  findOpenPreapproval,
  findPreapproval,
  preapprovalSealingContextOf,
  saveProgress,
  submitPreapproval,
  submittedPreapprovals,
  type PreapprovalRow,
} from 'server/records/preapprovals.ts';
import { staleSave } from 'server/records/revisions.ts';
import { mergeKeepingOnFile, openRecord, presentSealedRecord, sealRecord } from 'server/records/sealedRecords.ts';

/** The wizard's definition (forms/preapproval). */
export const PREAPPROVAL_FORM = 'preapproval';

/** Step 10 without a record (part 1 §8, spelled correctly per decision 2). */
export const NO_RECORD = 'Could not find the last record.';

/** The letter's financing (part 1 §4). */
export const MORTGAGE_TYPE = '30 Year Fixed';

/** Said while the letter job has not finished yet. */
export const LETTER_PREPARING = 'Your letter is being prepared. Please try again in a moment.';

type Data = Record<string, unknown>;

/** The stage a person resumes at, by number (`stage7` -> 7); 10, the result, after the last step. */
function stageNumberOf(definition: FormDefinition, stepId: string | undefined): number {
  return stepNumberOf(definition, stepId) || 10;
}

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

async function definitionFor(db: Db, version: unknown, statuses = READABLE_STATUSES): Promise<StoredDefinition> {
  const wanted = version === undefined ? undefined : readWholeNumber(version);
  if (wanted === null) throw badRequest(FORM_UNAVAILABLE_MESSAGE, ['formVersion']);
  const stored = await findDefinition(db, PREAPPROVAL_FORM, wanted, statuses);
  if (!stored) throw badRequest(FORM_UNAVAILABLE_MESSAGE, ['formVersion']);
  return stored;
}

const isoDate = (moment: Date) => moment.toISOString().slice(0, 10);

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
      const latest = await definitionFor(deps.db, undefined, ['published']);
      ctx.body = success({ id: 0, stage: 0, revision: 0, formVersion: latest.version, data: {}, onFile: {} });
      return;
    }
    const stored = await definitionFor(deps.db, open.form_version);
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
    const user = signedInUser(ctx);
    const body = readBody(ctx.request.body);
    const expected = readRevision(body.revision);
    const incoming = readStages(body.data);
    const stored = await definitionFor(deps.db, body.formVersion, ['published']);
    const { definition } = stored;
    const steps = (definition.steps ?? []).filter((step) => step.fields.some((field) => field in incoming));
    if (steps.length === 0) throw badRequest('All fields are mandatory', ['data']);
    const recordKey = preapprovalSealingContextOf(user.id);
    const open = await findOpenPreapproval(deps.db, user.id);
    if (open && open.revision !== expected) throw staleSave();
    const merged = deriveFields(
      definition,
      openRecord(deps.keys.personal, definition, recordKey, mergeKeepingOnFile(definition, open?.data ?? {}, incoming)),
    );
    // Every step sent must pass on its own; the rest of the record is checked when it is submitted.
    let clean: Data = merged;
    for (const step of steps) {
      clean = (
        await validateSubmission(deps.db, PREAPPROVAL_FORM, stored.version, merged, {
          scope: { step: step.id },
          onRefused: (refused) =>
            ctx.state.log.info({ formId: PREAPPROVAL_FORM, ...refused }, 'pre-approval step refused'),
        })
      ).data;
    }
    const last = steps[steps.length - 1]?.id ?? '';
    const stage = stageNumberOf(definition, resumeStepAfter(definition, last, clean, { signedIn: true })?.id);
    const saved = await inTransaction(deps, (trx) =>
      saveProgress(trx, expected, {
        userId: user.id,
        formId: stored.formId,
        formVersion: stored.version,
        data: sealRecord(deps.keys.personal, definition, recordKey, clean),
        currentStage: Math.max(stage, Math.min(open?.current_stage ?? 0, 9)),
      }),
    );
    ctx.body = success({ id: saved.id, stage: saved.current_stage, revision: saved.revision });
  });

  router.post('/pre/progress/discard', borrower, async (ctx) => {
    const user = signedInUser(ctx);
    const removed = await inTransaction(deps, (trx) => discardProgress(trx, user.id));
    ctx.body = success({ removed }, removed > 0 ? 'Your saved pre-approval was cleared.' : 'Nothing was saved.');
  });

  router.post('/pre/setapproval', borrower, async (ctx) => {
    const caller = signedInUser(ctx);
    const user = await findUserById(deps.db, caller.id);
    if (!user) throw unauthorized();
    const body = readBody(ctx.request.body);
    const expected = readRevision(body.revision);
    const incoming = readStages(body.data);
    const stored = await definitionFor(deps.db, body.formVersion, ['published']);
    const { definition } = stored;
    const recordKey = preapprovalSealingContextOf(user.id);
    const open = await findOpenPreapproval(deps.db, user.id);
    if (open && open.revision !== expected) throw staleSave();
    const merged = deriveFields(
      definition,
      openRecord(deps.keys.personal, definition, recordKey, {
        ...mergeKeepingOnFile(definition, open?.data ?? {}, incoming),
        // The account step holds the e-mail the person signed in with, whichever way they did.
        stage6: { email: user.email },
      }),
    );
    const { data } = await validateSubmission<PreapprovalV1>(deps.db, PREAPPROVAL_FORM, stored.version, merged, {
      onRefused: (refused) => ctx.state.log.info({ formId: PREAPPROVAL_FORM, ...refused }, 'pre-approval refused'),
    });
    const officer = await officerChoice(deps.db, {
      chosen: Boolean(data.stage2.loanOfficerIndicator),
      officerId: data.stage2.loanOfficerId,
      state: data.stage2.propertyAddressState,
      fieldPath: 'stage2.loanOfficerId',
    });
    const record: PreapprovalV1 = { ...data, stage2: { ...data.stage2, ...officer.details } };
    const today = new Date();
    const rate = (await latestRates(deps.db, isoDate(today))).find((r) => r.type === 'purchase' && r.orderid === 1);
    const input = amountInputOf(record, rate?.rate ?? 0);
    const result = preapprovalAmount(input);
    const id = await inTransaction(deps, async (trx) => {
      const row =
        open ??
        (await saveProgress(trx, 0, {
          userId: user.id,
          formId: stored.formId,
          formVersion: stored.version,
          data: {},
          currentStage: 9,
        }));
      await submitPreapproval(trx, row, open ? expected : row.revision, {
        data: sealRecord(deps.keys.personal, definition, recordKey, record as unknown as Data),
        formVersion: stored.version,
        amount: result.amount,
        // The rule's figures, for staff and the letter: no personal field is among them.
        computation: { rule: 'docs/preapproval-amount.md', rateEffective: rate?.effectiveDate ?? null, input, result },
        officerUserId: officer.userId,
        letterDate: isoDate(today),
        validUntil: isoDate(new Date(today.getTime() + 90 * 24 * 3600 * 1000)),
      });
      if (result.amount > 0) await recordJob(trx, 'pdf', LETTER_JOB, { preapprovalId: row.id });
      await postNotification(trx, {
        userId: user.id,
        title: result.amount > 0 ? 'Your pre-approval is ready' : 'We need a little more information',
        body:
          result.amount > 0
            ? 'Your pre-approval letter is on the Pre-Approval Letters page.'
            : 'A loan officer will contact you to complete your pre-approval.',
        createdBy: null,
      });
      if (officer.userId) {
        const staff = (await trx('users').where({ id: officer.userId }).first('email')) as
          { email: string } | undefined;
        if (staff)
          await queueMail(trx, deps.keys, officerAssignedMail(staff.email, row.ref_number, deps.config.publicUrl));
      }
      return row.id;
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
