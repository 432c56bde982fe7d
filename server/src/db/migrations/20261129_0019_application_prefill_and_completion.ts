import type { Knex } from 'knex';

/**
 * The 1003 saved as it is and started from a pre-approval (issue 21, points 5 and 7):
 * - `incomplete_stages`: the stages saved with answers missing (Save & Finish Later), `{ "stage2": true }`, keyed as
 *   `form_versions` is; a stage saved complete leaves it;
 * - `preapproval_id`: the pre-approval the application was started from, if any;
 * - `prefill`: what that pre-approval answers of each stage, `{ "stageTwo": { "formVersion": 1, "value": {…} } }`,
 *   its personal values sealed as the stage's are; offered to the pages until the borrower saves the stage.
 */

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('applications', (t) => {
    t.jsonb('incomplete_stages').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
    t.integer('preapproval_id').references('preapprovals.id').onDelete('SET NULL');
    t.jsonb('prefill').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('applications', (t) => {
    t.dropColumn('prefill');
    t.dropColumn('preapproval_id');
    t.dropColumn('incomplete_stages');
  });
}
