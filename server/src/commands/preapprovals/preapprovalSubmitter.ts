import { deriveFields } from 'engine';
import type { PreapprovalV1 } from 'forms/generated/types/index.ts';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { validateSubmission } from 'server/forms/submissionValidation.ts';
import { signedInUser } from 'server/http/auth.ts';
import type { AppContext } from 'server/http/context.ts';
import { recordJob } from 'server/jobs/outbox.ts';
import { queueMail } from 'server/mail/queueMail.ts';
import { officerAssignedMail } from 'server/mail/templates/preapprovalMails.ts';
import { preapprovalAmount } from 'server/preapproval/amountRule.ts';
import { LETTER_JOB } from 'server/preapproval/letterJob.ts';
import { PREAPPROVAL_FORM, preapprovalDefinition } from 'server/preapproval/preapprovalDefinition.ts';
import { amountInputOf } from 'server/preapproval/preapprovalFigures.ts';
import { latestRates } from 'server/rates/rateStore.ts';
import { postNotification } from 'server/records/notifications.ts';
import { officerChoice } from 'server/records/officers.ts';
import {
  findOpenPreapproval,
  preapprovalSealingContextOf,
  saveProgress,
  submitPreapproval,
} from 'server/records/preapprovals.ts';
import { staleSave } from 'server/records/revisions.ts';
import { mergeKeepingOnFile, openRecord, sealRecord } from 'server/records/sealedRecords.ts';

type Data = Record<string, unknown>;

const isoDate = (moment: Date) => moment.toISOString().slice(0, 10);

/** Days a pre-approval letter is valid from its date. */
const LETTER_VALID_DAYS = 90;

/**
 * The signed-in borrower submits the Get Pre-Approved wizard at the revision they read (part 1 §4, decisions 9–11):
 * the whole record is validated by its definition, the chosen officer's details are read from our list (else the
 * lender's default officer), the amount is computed by the rule (docs/preapproval-amount.md) at today's rate, and in
 * one transaction the record is submitted with its figures, the letter job recorded (when there is an amount), the
 * borrower told on the dashboard and the officer mailed. Returns the pre-approval's id.
 */
export async function submitPreapprovalAnswers(
  deps: AppDeps,
  ctx: AppContext,
  input: { expected: number; incoming: Data; formVersion: unknown },
): Promise<number> {
  // The session's account: its e-mail is the one the person signed in with.
  const user = signedInUser(ctx);
  const { expected, incoming } = input;
  const today = new Date();
  // What the submission reads that does not depend on the answers, at once: each is a round trip of its own.
  const [stored, open, rates] = await Promise.all([
    preapprovalDefinition(deps.db, input.formVersion, ['published']),
    findOpenPreapproval(deps.db, user.id),
    latestRates(deps.db, isoDate(today)),
  ]);
  const { definition } = stored;
  const recordKey = preapprovalSealingContextOf(user.id);
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
    definition: stored,
    onRefused: (refused) => ctx.state.log.info({ formId: PREAPPROVAL_FORM, ...refused }, 'pre-approval refused'),
  });
  const officer = await officerChoice(deps.db, {
    chosen: Boolean(data.stage2.loanOfficerIndicator),
    officerId: data.stage2.loanOfficerId,
    state: data.stage2.propertyAddressState,
    fieldPath: 'stage2.loanOfficerId',
  });
  const record: PreapprovalV1 = { ...data, stage2: { ...data.stage2, ...officer.details } };
  const rate = rates.find((r) => r.type === 'purchase' && r.orderid === 1);
  const amountInput = amountInputOf(record, rate?.rate ?? 0);
  const result = preapprovalAmount(amountInput);
  return inTransaction(deps, async (trx) => {
    const row =
      open ??
      (await saveProgress(trx, undefined, 0, {
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
      computation: {
        rule: 'docs/preapproval-amount.md',
        rateEffective: rate?.effectiveDate ?? null,
        input: amountInput,
        result,
      },
      officerUserId: officer.userId,
      letterDate: isoDate(today),
      validUntil: isoDate(new Date(today.getTime() + LETTER_VALID_DAYS * 24 * 3600 * 1000)),
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
    if (officer.accountEmail)
      await queueMail(trx, deps.keys, officerAssignedMail(officer.accountEmail, row.ref_number, deps.config.publicUrl));
    return row.id;
  });
}
