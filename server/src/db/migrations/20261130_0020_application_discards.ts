import type { Knex } from 'knex';

/**
 * A borrower may discard an application started and never submitted (issue 21, point 12): the row stays (the audit
 * log names it) but every list, picker and lookup of applications leaves it out; the loan its start opened, when it
 * holds nothing else, is discarded with it and leaves the dashboards, pickers and pipelines too.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('applications', (t) => {
    t.timestamp('discarded_at', { useTz: true });
    t.integer('discarded_by').references('users.id').onDelete('SET NULL');
  });
  await knex.schema.alterTable('loans', (t) => {
    t.timestamp('discarded_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('loans', (t) => {
    t.dropColumn('discarded_at');
  });
  await knex.schema.alterTable('applications', (t) => {
    t.dropColumn('discarded_by');
    t.dropColumn('discarded_at');
  });
}
