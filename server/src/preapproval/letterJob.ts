import { Readable } from 'node:stream';
import type { PreapprovalV1 } from 'forms/generated/types/index.ts';
import { markFileDeleted, storeFile } from 'server/files/storedFiles.ts';
import { PermanentJobError, type JobProcessor } from 'server/jobs/jobTypes.ts';
import { queueMail } from 'server/mail/queueMail.ts';
import { letterReadyMail } from 'server/mail/templates/preapprovalMails.ts';
import { attachLetter, findPreapproval, PREAPPROVAL_SUBMITTED } from 'server/records/preapprovals.ts';
import { displayValue } from 'server/application/fieldDisplay.ts';
import { findUserById } from 'server/commands/accounts/users.ts';
import { findStoredDefinition } from 'server/forms/formDefinitionStore.ts';
import { nmlsIdOf } from 'server/records/loanAssignments.ts';
import { renderLetterPdf } from './letterPdf.ts';
import { borrowerNamesOf, propertyOf } from './preapprovalFigures.ts';

/** The pdf queue's job that makes a pre-approval's letter; its payload is `{ preapprovalId }` only. */
export const LETTER_JOB = 'letter.render';

/**
 * Renders the letter of a submitted pre-approval, stores it (encrypted) through the file storage, links it to the
 * record and mails the borrower a sign-in link to it. Idempotent: a record that already has its letter is left
 * alone, and a letter rendered twice by a retry keeps the first.
 */
export const letterJob: JobProcessor = async (payload, ctx) => {
  const id = Number(payload.preapprovalId);
  const row = Number.isSafeInteger(id) ? await findPreapproval(ctx.db, id) : undefined;
  if (!row) throw new PermanentJobError(`No pre-approval ${String(payload.preapprovalId)}`);
  if (row.letter_file_id) return;
  const amount = Number(row.amount);
  if (row.status_indicator !== PREAPPROVAL_SUBMITTED || !(amount > 0) || !row.letter_date) {
    throw new PermanentJobError(`Pre-approval ${id} has no letter to make`);
  }
  // Names and the property are not sealed; no personal field is opened to make a letter.
  const record = row.data as unknown as PreapprovalV1;
  const stored = await findStoredDefinition(ctx.db, 'preapproval', row.form_version);
  const program = stored
    ? displayValue(
        stored.definition,
        new Map(),
        'stage2.propertyMortgageApplied',
        record.stage2?.propertyMortgageApplied,
      )
    : '';
  const officer = row.officer_user_id === null ? undefined : await findUserById(ctx.db, row.officer_user_id);
  const bytes = await renderLetterPdf({
    borrowers: borrowerNamesOf(record),
    property: propertyOf(record),
    program: program && program !== 'Not sure yet' ? program : null,
    officer: officer
      ? { name: `${officer.first_name} ${officer.last_name}`.trim(), nmlsId: await nmlsIdOf(ctx.db, officer.id) }
      : null,
    amount,
    issuedOn: new Date(`${row.letter_date}T00:00:00Z`),
  });
  const file = await storeFile(ctx, Readable.from([Buffer.from(bytes)]), {
    purpose: 'letter',
    ownerUserId: row.user_id,
    allowed: ['application/pdf'],
  });
  await ctx.db.transaction(async (trx) => {
    const current = (await trx('preapprovals').where({ id }).forUpdate().first('letter_file_id')) as
      { letter_file_id: number | null } | undefined;
    if (!current || current.letter_file_id) {
      await markFileDeleted(trx, file.id);
      return;
    }
    await attachLetter(trx, id, file.id);
    const owner = (await trx('users').where({ id: row.user_id }).first('email', 'first_name')) as
      { email: string; first_name: string } | undefined;
    if (owner) await queueMail(trx, ctx.keys, letterReadyMail(owner.email, owner.first_name, ctx.config.publicUrl));
  });
};
