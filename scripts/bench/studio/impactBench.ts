// The compliance studio's impact check (issue 23): a draft of stage 3 of the 1003 run against 1,000 in-progress
// applications with stage 3 saved (the three-person fixture: an applicant with a co-borrower and a co-applicant,
// residences, employment and other income; SSNs and birth dates sealed as the saver seals them) on the PostgreSQL
// of DATABASE_URL, which must be a database of its own (the caller makes and drops it). The draft adds a required
// question, removes an option and a field and shortens a length. Prints one JSON line: records checked, what the
// check found, and the time of each round in ms (wall, and the median of the process's CPU time).
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FormDefinition, JsonSchema } from 'engine';
import { FORM_SOURCES, latestFormSource } from 'forms';
import { sealingContextOf } from 'server/application/stagePreparation.ts';
import { migrateToLatest, openDatabase } from 'server/db/database.ts';
import { draftImpact } from 'server/forms/draftImpact.ts';
import { seedFormDefinitions } from 'server/forms/seedFormDefinitions.ts';
import { seedLookups } from 'server/lookups/seedLookups.ts';
import { sealRecord } from 'server/records/sealedRecords.ts';
import { deriveKeys } from 'server/security/crypto.ts';
import { applicationRecordFixture } from 'server/testing/applications.ts';

const RECORDS = Number(process.env.BENCH_IMPACT_RECORDS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const STAGES = [
  { key: 'stageOne', versionKey: 'stage1', formId: 'application-stage1' },
  { key: 'stageTwo', versionKey: 'stage2', formId: 'application-stage2' },
  { key: 'stageThree', versionKey: 'stage3', formId: 'application-stage3' },
] as const;

type Data = Record<string, unknown>;

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Name the bench database in DATABASE_URL');

/** The stage-3 draft: a new required question, an option and a field removed, a shorter last name. */
function stageThreeDraft(): FormDefinition {
  const draft = structuredClone(latestFormSource('application-stage3')?.definition) as FormDefinition;
  draft.version += 1;
  const person = draft.schema.properties?.applications?.items as JsonSchema;
  (person.properties?.applicantType as JsonSchema).enum = ['Applicant'];
  const applicant = person.properties?.applicant as JsonSchema;
  const fields = applicant.properties as Record<string, JsonSchema>;
  fields.preferredLanguage = { type: 'string', title: 'Preferred Language', maxLength: 40 };
  applicant.required = [...(applicant.required ?? []), 'preferredLanguage'];
  delete fields.dependentsAgesDescription;
  draft.rules = (draft.rules ?? []).filter(
    (rule) => !('path' in rule) || rule.path !== 'applications.*.applicant.dependentsAgesDescription',
  );
  delete draft.messages['applications.*.applicant.dependentsAgesDescription'];
  ((fields.borrower as JsonSchema).properties?.lastName as JsonSchema).maxLength = 5;
  return draft;
}

const db = openDatabase({ kind: 'postgres', url });
try {
  await migrateToLatest(db);
  await seedFormDefinitions(db, FORM_SOURCES);
  await seedLookups(db);
  const keys = deriveKeys(randomBytes(32));
  const [user] = (await db('users')
    .insert({
      email: 'impact.bench@example.com',
      first_name: 'Bench',
      last_name: 'Borrower',
      status: 1,
      role: 'borrower',
    })
    .returning('id')) as { id: number }[];
  const record = applicationRecordFixture();
  const definitions = new Map(
    STAGES.map((stage) => [stage.key, latestFormSource(stage.formId)?.definition as FormDefinition]),
  );
  const formVersions = Object.fromEntries(
    STAGES.map((stage) => [stage.versionKey, (definitions.get(stage.key) as FormDefinition).version]),
  );
  // Ids are taken first: each record's personal values are sealed bound to it.
  const ids = (
    (await db.raw(`select nextval(pg_get_serial_sequence('applications', 'id')) as id from generate_series(1, ?)`, [
      RECORDS,
    ])) as { rows: { id: string }[] }
  ).rows.map((row) => Number(row.id));
  const rows = ids.map((id) => ({
    id,
    kind: 'full',
    ref_number: `APBENCH${String(id).padStart(8, '0')}`,
    user_id: user?.id,
    stage_indicator: 3,
    status_indicator: 0,
    form_versions: JSON.stringify(formVersions),
    data: JSON.stringify(
      Object.fromEntries(
        STAGES.map((stage) => [
          stage.key,
          sealRecord(
            keys.personal,
            definitions.get(stage.key) as FormDefinition,
            sealingContextOf(id, stage.key),
            record[stage.key] as Data,
          ),
        ]),
      ),
    ),
  }));
  await db.batchInsert('applications', rows, 200);
  await db.raw('analyze applications');

  const draft = stageThreeDraft();
  const run = () => draftImpact(db, 'application-stage3', draft, { personalKeys: keys.personal });
  // The first round compiles the published version and warms the lookups cache, as a running server has.
  const first = await run();
  const times: number[] = [];
  // The process's own CPU time a round as a cross-check: on a busy machine the wall time also counts others' work.
  const cpu: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    const used = process.cpuUsage();
    await run();
    times.push(performance.now() - start);
    const spent = process.cpuUsage(used);
    cpu.push((spent.user + spent.system) / 1000);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      records: first.inProgress,
      becomeIncomplete: first.becomeIncomplete,
      unfit: first.unfit.length,
      dropped: first.dropped.length,
      median: sorted[Math.floor(sorted.length / 2)] ?? 0,
      slowest: sorted.at(-1) ?? 0,
      times,
      cpu: [...cpu].sort((a, b) => a - b)[Math.floor(cpu.length / 2)] ?? 0,
    }),
  );
} finally {
  await db.destroy();
}
