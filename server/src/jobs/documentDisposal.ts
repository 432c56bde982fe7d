import type { Db } from '../db/database.ts';
import { FileMissingError, fileStoreFor } from '../files/fileStore.ts';
import type { Config } from '../config.ts';
import type { JobProcessor } from './jobTypes.ts';

/**
 * Keeping and disposing of documents and letters (docs/decisions.md, Documents). Documents of a loan, pre-approval
 * documents and pre-approval letters are kept while their loan is open and for 25 months after its decision (Reg B,
 * 12 CFR 1002.12(b)); a pre-approval not tied to a loan was decided when it was submitted (its amount and letter).
 * Past that the bytes are removed from the store and the disposal is recorded (FTC Safeguards Rule, 16 CFR
 * 314.4(c)(6)): `file_disposals` says what was disposed of, why and when; the document keeps its type, dates and
 * version, and loses its fields, information and name. A file uploaded but never registered as a document is
 * disposed of a day later, and so is a PDF we made but never attached to its record (its run ended in between: a
 * worker killed, the database lost), since the run that followed made its own.
 */

/** Months a document or letter is kept after the decision on its loan or pre-approval (Reg B). */
export const DOCUMENT_RETENTION_MONTHS = 25;
/** Hours an uploaded file waits to be registered as a document before it is disposed of. */
export const UNREGISTERED_UPLOAD_HOURS = 24;
/** Hours a PDF we made (an application's copies, a letter) waits to be attached before it counts as left over. */
export const UNATTACHED_PDF_HOURS = 24;
/** Days an upload slot (a signed address) is kept once it can no longer be used. */
export const UPLOAD_SLOT_DAYS = 30;
/** The job's name (maintenance queue), run daily by the scheduler. */
export const DISPOSE_DOCUMENTS_JOB = 'documents.dispose';

const BATCH = 200;

/** When a file's retention ends: its loan's decision (or its pre-approval's), plus the retention. */
async function setRetention(db: Db): Promise<void> {
  const months = DOCUMENT_RETENTION_MONTHS;
  // Documents of a loan: kept until 25 months after the loan's decision; no end while it is open (or reopened).
  await db.raw(
    `update stored_files f
        set keep_until = l.decided_at + make_interval(months => ?)
       from documents d
       join loans l on l.id = d.loan_id
      where d.file_id = f.id and f.disposed_at is null
        and f.keep_until is distinct from l.decided_at + make_interval(months => ?)`,
    [months, months],
  );
  // Pre-approval documents and letters: the loan's decision when tied to one, else the pre-approval's own.
  const decision = `case when p.loan_id is null then p.submitted_at else l.decided_at end + make_interval(months => ?)`;
  await db.raw(
    `update stored_files f
        set keep_until = ${decision}
       from documents d
       join preapprovals p on p.id = d.preapproval_id
       left join loans l on l.id = p.loan_id
      where d.file_id = f.id and f.disposed_at is null
        and f.keep_until is distinct from ${decision}`,
    [months, months],
  );
  await db.raw(
    `update stored_files f
        set keep_until = ${decision}
       from preapprovals p
       left join loans l on l.id = p.loan_id
      where p.letter_file_id = f.id and f.disposed_at is null
        and f.keep_until is distinct from ${decision}`,
    [months, months],
  );
}

interface DueFile {
  id: number;
  key: string;
  purpose: string;
  keep_until: Date | null;
}

async function removeBytes(config: Config, key: string): Promise<void> {
  try {
    await fileStoreFor(config).remove(key);
  } catch (error) {
    if (!(error instanceof FileMissingError)) throw error;
  }
}

/** What a file belonged to, for the disposal record. */
interface Owner {
  recordType: 'loan' | 'preapproval' | null;
  recordId: number | null;
}

/**
 * Removes a file's bytes (first: a failure leaves it to the next run), then in one transaction marks it deleted and
 * disposed, strips its documents of their contents, and records the disposal.
 */
async function dispose(
  db: Db,
  config: Config,
  file: DueFile,
  reason: 'retention-ended' | 'never-registered',
  owner: Owner,
): Promise<void> {
  await removeBytes(config, file.key);
  await db.transaction(async (trx) => {
    const marked = await trx('stored_files')
      .where({ id: file.id })
      .whereNull('disposed_at')
      .update({
        deleted_at: trx.raw('coalesce(deleted_at, now())'),
        disposed_at: trx.fn.now(),
        original_name_enc: null,
      });
    if (marked === 0) return;
    const documents = (await trx('documents as d')
      .join('document_types as t', 't.id', 'd.document_type_id')
      .where('d.file_id', file.id)
      .whereNull('d.disposed_at')
      .select('d.id', 't.name')) as { id: number; name: string }[];
    for (const document of documents) {
      await trx('documents')
        .where({ id: document.id })
        .update({ disposed_at: trx.fn.now(), fields: null, docinfo: null, docname: document.name });
      await trx('document_events').insert({ document_id: document.id, kind: 'disposed', actor_user_id: null });
    }
    await trx('file_disposals').insert({
      file_id: file.id,
      purpose: file.purpose,
      reason,
      record_type: owner.recordType,
      record_id: owner.recordId,
      kept_until: file.keep_until,
    });
  });
}

/** What one run disposed of, by kind. */
export interface DisposalReport {
  retentionEnded: number;
  neverRegistered: number;
  /** PDFs we made that no record points at (left by a run that ended before attaching them). */
  neverAttached: number;
  uploadSlots: number;
}

/** PDFs we made that no record points at and that were made long enough ago for no run to be attaching them now. */
async function unattachedPdfs(db: Db): Promise<DueFile[]> {
  return (await db('stored_files as f')
    .whereIn('f.purpose', ['application-pdf', 'letter'])
    .whereNull('f.deleted_at')
    .whereNull('f.disposed_at')
    .andWhere('f.created_at', '<', db.raw(`now() - make_interval(hours => ?)`, [UNATTACHED_PDF_HOURS]))
    .whereNotExists((query) =>
      query.select(1).from('applications as a').whereRaw('a.pdf_file_id = f.id or a.lender_pdf_file_id = f.id'),
    )
    .whereNotExists((query) => query.select(1).from('preapprovals as p').whereRaw('p.letter_file_id = f.id'))
    .orderBy('f.id')
    .limit(BATCH)
    .select('f.id', 'f.key', 'f.purpose', 'f.keep_until')) as DueFile[];
}

/** Sets retention ends, disposes of every file past its end and of files never registered; returns the counts. */
export async function disposeDocuments(db: Db, config: Config): Promise<DisposalReport> {
  await setRetention(db);
  let retentionEnded = 0;
  for (;;) {
    const due = (await db('stored_files')
      .where('keep_until', '<', db.fn.now())
      .whereNull('disposed_at')
      .orderBy('id')
      .limit(BATCH)
      .select('id', 'key', 'purpose', 'keep_until')) as DueFile[];
    for (const file of due) {
      const owner = (await db('documents').where({ file_id: file.id }).first('loan_id', 'preapproval_id')) as
        { loan_id: number | null; preapproval_id: number | null } | undefined;
      const letter = owner
        ? undefined
        : ((await db('preapprovals').where({ letter_file_id: file.id }).first('id')) as { id: number } | undefined);
      await dispose(db, config, file, 'retention-ended', {
        recordType: owner?.loan_id ? 'loan' : owner?.preapproval_id || letter ? 'preapproval' : null,
        recordId: owner?.loan_id ?? owner?.preapproval_id ?? letter?.id ?? null,
      });
      retentionEnded += 1;
    }
    if (due.length < BATCH) break;
  }

  let neverRegistered = 0;
  for (;;) {
    const stale = (await db('document_uploads as u')
      .join('stored_files as f', 'f.id', 'u.file_id')
      .whereNull('u.used_at')
      .whereNull('f.disposed_at')
      .andWhere('u.created_at', '<', db.raw(`now() - make_interval(hours => ?)`, [UNREGISTERED_UPLOAD_HOURS]))
      .orderBy('u.id')
      .limit(BATCH)
      .select('f.id', 'f.key', 'f.purpose', 'f.keep_until', 'u.loan_id', 'u.preapproval_id')) as (DueFile & {
      loan_id: number | null;
      preapproval_id: number | null;
    })[];
    for (const file of stale) {
      await dispose(db, config, file, 'never-registered', {
        recordType: file.loan_id ? 'loan' : 'preapproval',
        recordId: file.loan_id ?? file.preapproval_id,
      });
      neverRegistered += 1;
    }
    if (stale.length < BATCH) break;
  }

  let neverAttached = 0;
  for (;;) {
    const leftovers = await unattachedPdfs(db);
    // Recorded as never registered: the reasons file_disposals takes, and the same fact (no record ever held it).
    for (const file of leftovers) {
      await dispose(db, config, file, 'never-registered', { recordType: null, recordId: null });
    }
    neverAttached += leftovers.length;
    if (leftovers.length < BATCH) break;
  }

  const uploadSlots = await db('document_uploads')
    .where('created_at', '<', db.raw(`now() - make_interval(days => ?)`, [UPLOAD_SLOT_DAYS]))
    .andWhere((where) =>
      where
        .whereNotNull('used_at')
        .orWhereNull('file_id')
        .orWhereIn('file_id', db('stored_files').whereNotNull('disposed_at').select('id')),
    )
    .delete();
  return { retentionEnded, neverRegistered, neverAttached, uploadSlots };
}

/** Job maintenance/documents.dispose, run daily by the scheduler. */
export const disposeDocumentsJob: JobProcessor = async (_payload, ctx) => {
  const report = await disposeDocuments(ctx.db, ctx.config);
  ctx.logger.info({ disposed: report }, 'documents past their retention disposed of');
};
