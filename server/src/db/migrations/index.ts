import type { Knex } from 'knex';
import * as m20261122_0001_accounts from './20261122_0001_accounts.ts';
import * as m20261122_0002_jobs_and_mail from './20261122_0002_jobs_and_mail.ts';
import * as m20261122_0003_forms_and_submissions from './20261122_0003_forms_and_submissions.ts';
import * as m20261122_0005_lookups from './20261122_0005_lookups.ts';
import * as m20261122_0006_subscribers from './20261122_0006_subscribers.ts';
import * as m20261122_0007_rates_and_officers from './20261122_0007_rates_and_officers.ts';
import * as m20261124_0008_code_requests from './20261124_0008_code_requests.ts';
import * as m20261124_0009_lending_records from './20261124_0009_lending_records.ts';
import * as m20261124_0010_job_schedules from './20261124_0010_job_schedules.ts';
import * as m20261125_0011_mail_headers from './20261125_0011_mail_headers.ts';
import * as m20261125_0013_documents from './20261125_0013_documents.ts';
import * as m20261126_0014_application_outputs from './20261126_0014_application_outputs.ts';
import * as m20261127_0015_loan_assignments from './20261127_0015_loan_assignments.ts';
import * as m20261127_0016_sign_in_limits from './20261127_0016_sign_in_limits.ts';
import * as m20261128_0018_loan_facts_and_decisions from './20261128_0018_loan_facts_and_decisions.ts';
import * as m20261129_0019_application_prefill_and_completion from './20261129_0019_application_prefill_and_completion.ts';
import * as m20261128_0017_loan_participation from './20261128_0017_loan_participation.ts';
import * as m20261130_0020_application_discards from './20261130_0020_application_discards.ts';
import * as m20261201_0021_definition_drafts from './20261201_0021_definition_drafts.ts';
import * as m20261202_0022_definition_review from './20261202_0022_definition_review.ts';
import * as m20261203_0023_record_migrations from './20261203_0023_record_migrations.ts';
import * as m20261204_0024_session_proof from './20261204_0024_session_proof.ts';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/** Every migration in order; the name is the file's timestamped name and never changes once landed. */
const migrations: Record<string, Migration> = {
  '20261122_0001_accounts': m20261122_0001_accounts,
  '20261122_0002_jobs_and_mail': m20261122_0002_jobs_and_mail,
  '20261122_0003_forms_and_submissions': m20261122_0003_forms_and_submissions,
  '20261122_0005_lookups': m20261122_0005_lookups,
  '20261122_0006_subscribers': m20261122_0006_subscribers,
  '20261122_0007_rates_and_officers': m20261122_0007_rates_and_officers,
  '20261124_0008_code_requests': m20261124_0008_code_requests,
  '20261124_0009_lending_records': m20261124_0009_lending_records,
  '20261124_0010_job_schedules': m20261124_0010_job_schedules,
  '20261125_0011_mail_headers': m20261125_0011_mail_headers,
  '20261125_0013_documents': m20261125_0013_documents,
  '20261126_0014_application_outputs': m20261126_0014_application_outputs,
  '20261127_0015_loan_assignments': m20261127_0015_loan_assignments,
  '20261127_0016_sign_in_limits': m20261127_0016_sign_in_limits,
  '20261128_0018_loan_facts_and_decisions': m20261128_0018_loan_facts_and_decisions,
  '20261129_0019_application_prefill_and_completion': m20261129_0019_application_prefill_and_completion,
  '20261128_0017_loan_participation': m20261128_0017_loan_participation,
  '20261130_0020_application_discards': m20261130_0020_application_discards,
  '20261201_0021_definition_drafts': m20261201_0021_definition_drafts,
  '20261202_0022_definition_review': m20261202_0022_definition_review,
  '20261203_0023_record_migrations': m20261203_0023_record_migrations,
  '20261204_0024_session_proof': m20261204_0024_session_proof,
};

/** Static migration source, so bundled builds and tests run the same list on PGlite and PostgreSQL. */
export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};
