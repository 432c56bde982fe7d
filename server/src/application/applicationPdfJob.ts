import { Readable } from 'node:stream';
import type { Db } from 'server/db/database.ts';
import {
  findStoredFile,
  markFileDeleted,
  storeFile,
  type FileContext,
  type StoredFile,
} from 'server/files/storedFiles.ts';
import { PermanentJobError, type JobProcessor } from 'server/jobs/jobTypes.ts';
import { attachApplicationPdfs, findApplication, type ApplicationRow } from 'server/records/applications.ts';
import { renderApplicationPdf, type PdfCopy } from './applicationPdf.ts';
import { openedApplication } from './openedApplication.ts';

/** The pdf queue's job that makes an application's PDFs; its payload is `{ applicationId, revision }` only. */
export const APPLICATION_PDF_JOB = 'application.pdf';

/** The loan number and the officer of the application's loan, for the PDF's header and section 9. */
async function loanOf(db: Db, row: ApplicationRow) {
  if (row.loan_id === null) return { loanNumber: null };
  const loan = (await db('loans').where({ id: row.loan_id }).first('loan_number')) as
    { loan_number: string } | undefined;
  return { loanNumber: loan?.loan_number ?? null };
}

/**
 * The application's two PDFs for its current revision (the borrower's copy with personal numbers masked, the
 * lender's whole), made and stored (encrypted) if they are not there yet. Idempotent: when two runs race, the first
 * to attach its files wins and the other's are purged. Returns the stored files, or undefined when the application
 * changed while they were being made (the caller tries again on the new revision).
 */
export async function ensureApplicationPdfs(
  ctx: FileContext,
  id: number,
): Promise<{ row: ApplicationRow; borrowerCopy: StoredFile; lenderCopy: StoredFile } | undefined> {
  const row = await findApplication(ctx.db, id);
  if (!row) return undefined;
  if (row.pdf_revision === row.revision && row.pdf_file_id && row.lender_pdf_file_id) {
    const [borrowerCopy, lenderCopy] = await Promise.all([
      findStoredFile(ctx.db, row.pdf_file_id),
      findStoredFile(ctx.db, row.lender_pdf_file_id),
    ]);
    if (borrowerCopy && lenderCopy && !borrowerCopy.deleted_at && !lenderCopy.deleted_at) {
      return { row, borrowerCopy, lenderCopy };
    }
  }
  const { data, definitions, lookups } = await openedApplication(ctx, row);
  const { loanNumber } = await loanOf(ctx.db, row);
  const render = (copy: PdfCopy) =>
    renderApplicationPdf({ row, data, definitions, lookups, loanNumber, copy, createdAt: new Date() });
  const store = async (bytes: Uint8Array) =>
    storeFile(ctx, Readable.from([Buffer.from(bytes)]), {
      purpose: 'application-pdf',
      ownerUserId: row.user_id,
      allowed: ['application/pdf'],
    });
  const borrowerCopy = await store(await render('borrower'));
  const lenderCopy = await store(await render('lender'));
  const attached = await ctx.db.transaction(async (trx) => {
    const current = (await trx('applications')
      .where({ id })
      .forUpdate()
      .first('revision', 'pdf_revision', 'pdf_file_id', 'lender_pdf_file_id')) as
      Pick<ApplicationRow, 'revision' | 'pdf_revision' | 'pdf_file_id' | 'lender_pdf_file_id'> | undefined;
    if (!current || current.revision !== row.revision || current.pdf_revision === row.revision) {
      await markFileDeleted(trx, borrowerCopy.id);
      await markFileDeleted(trx, lenderCopy.id);
      return false;
    }
    for (const old of [current.pdf_file_id, current.lender_pdf_file_id]) if (old) await markFileDeleted(trx, old);
    await attachApplicationPdfs(trx, id, row.revision, { borrowerCopy: borrowerCopy.id, lenderCopy: lenderCopy.id });
    return true;
  });
  if (attached) return { row, borrowerCopy, lenderCopy };
  // Another run attached its own first, or the record moved on: read again what is there now.
  const again = await findApplication(ctx.db, id);
  if (!again || again.pdf_revision !== again.revision || !again.pdf_file_id || !again.lender_pdf_file_id)
    return undefined;
  const [first, second] = await Promise.all([
    findStoredFile(ctx.db, again.pdf_file_id),
    findStoredFile(ctx.db, again.lender_pdf_file_id),
  ]);
  return first && second ? { row: again, borrowerCopy: first, lenderCopy: second } : undefined;
}

/**
 * Makes the PDFs of a submitted (or corrected) application ahead of its first download. A job for a revision the
 * application has moved past does nothing: the change that moved it queued its own.
 */
export const applicationPdfJob: JobProcessor = async (payload, ctx) => {
  const id = Number(payload.applicationId);
  const row = Number.isSafeInteger(id) ? await findApplication(ctx.db, id) : undefined;
  if (!row) throw new PermanentJobError(`No application ${String(payload.applicationId)}`);
  if (Number(payload.revision) !== row.revision) return;
  await ensureApplicationPdfs(ctx, id);
};
