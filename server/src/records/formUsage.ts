import type { StudioRecordCounts } from 'common';
import type { Db } from 'server/db/database.ts';
import { APPLICATION_STAGES, SHORT_APPLICATION } from './applicationStages.ts';
import { APPLICATION_STATUS } from './applications.ts';
import { PREAPPROVAL_SUBMITTED } from './preapprovals.ts';

/**
 * How many records were filled on each version of each form (the compliance studio's list, issue 23), from every
 * table that keeps a definition version: the 1003's stages and the short application (each stage's version in
 * `applications.form_versions` under its version key), pre-approvals, profiles, public form submissions and the
 * forms documents are uploaded with. A record not yet submitted is in progress; a profile always is (it stays
 * editable). Counts only: no record's content is read.
 */

/** `formId@version` → counts. */
export type FormUsage = Map<string, StudioRecordCounts>;

/** The key of one version in a FormUsage. */
export const usageKey = (formId: string, version: number): string => `${formId}@${version}`;

interface CountRow {
  form_id: string;
  form_version: number | string | null;
  submitted: boolean | number | string;
  count: number | string;
}

function add(usage: FormUsage, row: CountRow): void {
  if (row.form_version === null) return;
  const key = usageKey(row.form_id, Number(row.form_version));
  const counts = usage.get(key) ?? { inProgress: 0, submitted: 0, moved: 0 };
  const submitted = row.submitted === true || row.submitted === 1 || row.submitted === '1' || row.submitted === 't';
  if (submitted) counts.submitted += Number(row.count);
  else counts.inProgress += Number(row.count);
  usage.set(key, counts);
}

/** The record counts of every form version that has records. */
export async function formVersionUsage(db: Db): Promise<FormUsage> {
  const usage: FormUsage = new Map();
  const grouped = (query: Promise<unknown[]>) =>
    query.then((rows) => (rows as CountRow[]).forEach((row) => add(usage, row)));
  const counted = db.raw('count(*) as count');
  const stageQueries = [
    ...APPLICATION_STAGES.map((stage) => ({ formId: stage.formId, versionKey: stage.versionKey, kind: 'full' })),
    { formId: SHORT_APPLICATION.formId, versionKey: SHORT_APPLICATION.versionKey, kind: 'short' },
  ].map(({ formId, versionKey, kind }) =>
    grouped(
      db('applications')
        .where({ kind })
        .whereRaw('form_versions ->> ? is not null', [versionKey])
        .select(
          db.raw('? as form_id', [formId]),
          db.raw('(form_versions ->> ?)::int as form_version', [versionKey]),
          db.raw('status_indicator <> ? as submitted', [APPLICATION_STATUS.saved]),
          counted,
        )
        .groupByRaw('2, 3'),
    ),
  );
  await Promise.all([
    ...stageQueries,
    grouped(
      db('preapprovals')
        .select(
          'form_id',
          'form_version',
          db.raw('status_indicator = ? as submitted', [PREAPPROVAL_SUBMITTED]),
          counted,
        )
        .groupByRaw('1, 2, 3'),
    ),
    grouped(
      db('user_profiles')
        .select('form_id', 'form_version', db.raw('false as submitted'), counted)
        .groupBy('form_id', 'form_version'),
    ),
    grouped(
      db('form_submissions')
        .select('form_id', 'form_version', db.raw('true as submitted'), counted)
        .groupBy('form_id', 'form_version'),
    ),
    grouped(
      db('documents')
        .whereNotNull('form_id')
        .select('form_id', 'form_version', db.raw('true as submitted'), counted)
        .groupBy('form_id', 'form_version'),
    ),
    // Records in progress that moved to a version when it was published (issue 23), counted on that version.
    db('record_migrations')
      .select('form_id', 'to_version', counted)
      .groupBy('form_id', 'to_version')
      .then((rows) => {
        for (const row of rows as { form_id: string; to_version: number | string; count: number | string }[]) {
          const key = usageKey(row.form_id, Number(row.to_version));
          const counts = usage.get(key) ?? { inProgress: 0, submitted: 0, moved: 0 };
          counts.moved += Number(row.count);
          usage.set(key, counts);
        }
      }),
  ]);
  return usage;
}
