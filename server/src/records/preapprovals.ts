import { randomBytes } from 'node:crypto';
import type { Db, Trx } from 'server/db/database.ts';
import { updateAtRevision, staleSave } from './revisions.ts';

/**
 * Pre-approvals (part 1 §3, §4): the wizard's stages record of one borrower, kept while it is being filled
 * (status 0, with the stage reached) and once submitted (status 1, with its amount, its computation and its
 * letter). Personal fields inside `data` are sealed by the caller (records/sealedRecords.ts) before they reach here.
 */

export interface PreapprovalRow {
  id: number;
  ref_number: string;
  user_id: number;
  loan_id: number | null;
  officer_user_id: number | null;
  form_id: string;
  form_version: number;
  data: Record<string, unknown>;
  current_stage: number;
  status_indicator: number;
  amount: string | null;
  computation: Record<string, unknown> | null;
  letter_file_id: number | null;
  letter_date: string | null;
  valid_until: string | null;
  revision: number;
  created_at: Date;
  updated_at: Date;
  submitted_at: Date | null;
}

/** Where a pre-approval's personal values are bound: its owner, so a value sealed for one person opens for no other. */
export const preapprovalSealingContextOf = (userId: number) => `preapproval:user:${userId}`;

/** A saved (status 0) pre-approval still being filled; a submitted one is status 1. */
export const PREAPPROVAL_SAVED = 0;
export const PREAPPROVAL_SUBMITTED = 1;

/** The record number people may quote (PA and ten random characters). */
function newRefNumber(): string {
  return `PA${randomBytes(8).toString('hex').toUpperCase().slice(0, 10)}`;
}

const DATE_COLUMNS = `to_char(letter_date, 'YYYY-MM-DD') as letter_date, to_char(valid_until, 'YYYY-MM-DD') as valid_until`;

function select(db: Db | Trx) {
  return db('preapprovals').select('preapprovals.*', db.raw(DATE_COLUMNS));
}

/** The borrower's pre-approval being filled, if any (the newest). */
export async function findOpenPreapproval(db: Db | Trx, userId: number): Promise<PreapprovalRow | undefined> {
  return (await select(db)
    .where({ user_id: userId, status_indicator: PREAPPROVAL_SAVED })
    .orderBy('id', 'desc')
    .first()) as PreapprovalRow | undefined;
}

/** One pre-approval by id (whoever owns it: the caller checks access). */
export async function findPreapproval(db: Db | Trx, id: number): Promise<PreapprovalRow | undefined> {
  return (await select(db).where({ 'preapprovals.id': id }).first()) as PreapprovalRow | undefined;
}

/** The borrower's submitted pre-approvals, newest first. */
export async function submittedPreapprovals(db: Db | Trx, userId: number): Promise<PreapprovalRow[]> {
  return (await select(db)
    .where({ user_id: userId, status_indicator: PREAPPROVAL_SUBMITTED })
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')) as PreapprovalRow[];
}

export interface ProgressSave {
  userId: number;
  formId: string;
  formVersion: number;
  /** The whole stages record so far, personal fields sealed. */
  data: Record<string, unknown>;
  currentStage: number;
}

/** What a progress save leaves: the record's id, number, revision and stage reached. */
export type SavedProgress = Pick<PreapprovalRow, 'id' | 'ref_number' | 'revision' | 'current_stage'>;

const SAVED_PROGRESS_COLUMNS = ['id', 'ref_number', 'revision', 'current_stage'] as const;

/**
 * Saves the wizard's progress at the revision the page read, in one statement: updates `open` (the borrower's record
 * being filled, as the caller read it) only while it is still being filled at that revision, or creates the record on
 * the first save (revision 0 read) only while the borrower has none being filled. Anything else (another tab saved,
 * submitted or started one since) is a 409 and writes nothing.
 */
export async function saveProgress(
  db: Db | Trx,
  open: Pick<PreapprovalRow, 'id'> | undefined,
  expectedRevision: number,
  save: ProgressSave,
): Promise<SavedProgress> {
  const data = JSON.stringify(save.data);
  if (open) {
    const [row] = (await db('preapprovals')
      .where({ id: open.id, revision: expectedRevision, status_indicator: PREAPPROVAL_SAVED })
      .update({
        form_id: save.formId,
        form_version: save.formVersion,
        data,
        current_stage: save.currentStage,
        revision: expectedRevision + 1,
        updated_at: db.fn.now(),
      })
      .returning(SAVED_PROGRESS_COLUMNS)) as SavedProgress[];
    if (!row) throw staleSave();
    return row;
  }
  if (expectedRevision !== 0) throw staleSave();
  const { rows } = (await db.raw(
    `insert into preapprovals (ref_number, user_id, form_id, form_version, data, current_stage, status_indicator)
      select ?, ?, ?, ?, ?::jsonb, ?, ?
      where not exists (select 1 from preapprovals where user_id = ? and status_indicator = ?)
      returning ${SAVED_PROGRESS_COLUMNS.join(', ')}`,
    [
      newRefNumber(),
      save.userId,
      save.formId,
      save.formVersion,
      data,
      save.currentStage,
      PREAPPROVAL_SAVED,
      save.userId,
      PREAPPROVAL_SAVED,
    ],
  )) as { rows: SavedProgress[] };
  const [row] = rows;
  if (!row) throw staleSave();
  return row;
}

/** Throws away the borrower's pre-approval being filled (the resume confirmation's No). */
export async function discardProgress(trx: Trx, userId: number): Promise<number> {
  return trx('preapprovals').where({ user_id: userId, status_indicator: PREAPPROVAL_SAVED }).delete();
}

export interface Submission {
  data: Record<string, unknown>;
  formVersion: number;
  amount: number;
  computation: Record<string, unknown>;
  officerUserId: number | null;
  letterDate: string;
  validUntil: string;
}

/** Marks the open pre-approval submitted at its revision, with its amount and the officer assigned. */
export async function submitPreapproval(
  trx: Trx,
  row: Pick<PreapprovalRow, 'id'>,
  expectedRevision: number,
  submission: Submission,
): Promise<void> {
  await updateAtRevision(trx, 'preapprovals', row.id, expectedRevision, {
    data: JSON.stringify(submission.data),
    form_version: submission.formVersion,
    status_indicator: PREAPPROVAL_SUBMITTED,
    current_stage: 10,
    amount: submission.amount,
    computation: JSON.stringify(submission.computation),
    officer_user_id: submission.officerUserId,
    letter_date: submission.letterDate,
    valid_until: submission.validUntil,
    submitted_at: trx.fn.now(),
  });
}

/** Records the stored letter PDF of a pre-approval. */
export async function attachLetter(trx: Trx, id: number, fileId: number): Promise<void> {
  await trx('preapprovals').where({ id }).update({ letter_file_id: fileId, updated_at: trx.fn.now() });
}

/** A pre-approval as the staff list reads it, with its borrower's and officer's names. */
export interface StaffPreapprovalRow {
  id: number;
  ref_number: string;
  user_id: number;
  loan_id: number | null;
  officer_user_id: number | null;
  data: Record<string, unknown>;
  status_indicator: number;
  current_stage: number;
  amount: string | null;
  letter_file_id: number | null;
  updated_at: Date;
  submitted_at: Date | null;
  first_name: string;
  last_name: string;
  email: string;
  officer_first_name: string | null;
  officer_last_name: string | null;
}

/**
 * The pre-approvals a staff member may be shown, newest first: a loan officer's or processor's own (those assigned
 * to them, and those of the loans they work), every one for compliance and admins. The caller still asks the policy
 * about each.
 */
export async function preapprovalsForStaff(
  db: Db | Trx,
  staff: { id: number; role: string },
): Promise<StaffPreapprovalRow[]> {
  const query = db('preapprovals as p')
    .join('users as u', 'u.id', 'p.user_id')
    .leftJoin('users as o', 'o.id', 'p.officer_user_id')
    .select(
      'p.id',
      'p.ref_number',
      'p.user_id',
      'p.loan_id',
      'p.officer_user_id',
      'p.data',
      'p.status_indicator',
      'p.current_stage',
      'p.amount',
      'p.letter_file_id',
      'p.updated_at',
      'p.submitted_at',
      'u.first_name',
      'u.last_name',
      'u.email',
      'o.first_name as officer_first_name',
      'o.last_name as officer_last_name',
    )
    .orderBy('p.updated_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(500);
  if (staff.role === 'loan_officer' || staff.role === 'processor') {
    query.where((where) =>
      where
        .where('p.officer_user_id', staff.id)
        .orWhereIn(
          'p.loan_id',
          db('loans').where('officer_user_id', staff.id).orWhere('processor_user_id', staff.id).select('id'),
        ),
    );
  }
  return (await query) as StaffPreapprovalRow[];
}

/** One pre-approval as its staff read it: the list's row with its definition version and the rule's figures. */
export async function staffPreapprovalById(
  db: Db | Trx,
  id: number,
): Promise<(StaffPreapprovalRow & { form_version: number; computation: Record<string, unknown> | null }) | undefined> {
  return (await db('preapprovals as p')
    .join('users as u', 'u.id', 'p.user_id')
    .leftJoin('users as o', 'o.id', 'p.officer_user_id')
    .where('p.id', id)
    .first(
      'p.id',
      'p.ref_number',
      'p.user_id',
      'p.loan_id',
      'p.officer_user_id',
      'p.data',
      'p.form_version',
      'p.computation',
      'p.status_indicator',
      'p.current_stage',
      'p.amount',
      'p.letter_file_id',
      'p.updated_at',
      'p.submitted_at',
      'u.first_name',
      'u.last_name',
      'u.email',
      'o.first_name as officer_first_name',
      'o.last_name as officer_last_name',
    )) as (StaffPreapprovalRow & { form_version: number; computation: Record<string, unknown> | null }) | undefined;
}

/** The user's newest pre-approval (being filled or submitted): its id, status and the stage reached. */
export async function newestPreapprovalOf(
  db: Db | Trx,
  userId: number,
): Promise<{ id: number; status_indicator: number; current_stage: number } | undefined> {
  return (await db('preapprovals')
    .where({ user_id: userId })
    .orderBy('id', 'desc')
    .first('id', 'status_indicator', 'current_stage')) as
    { id: number; status_indicator: number; current_stage: number } | undefined;
}

/** The user's submitted pre-approvals as references (id, number, loan, officer), newest first by id. */
export async function submittedPreapprovalRefs(
  db: Db | Trx,
  userId: number,
): Promise<{ id: number; ref_number: string; loan_id: number | null; officer_user_id: number | null }[]> {
  return (await db('preapprovals')
    .where({ user_id: userId, status_indicator: PREAPPROVAL_SUBMITTED })
    .orderBy('id', 'desc')
    .select('id', 'ref_number', 'loan_id', 'officer_user_id')) as {
    id: number;
    ref_number: string;
    loan_id: number | null;
    officer_user_id: number | null;
  }[];
}
