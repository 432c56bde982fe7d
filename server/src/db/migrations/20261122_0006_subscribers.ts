import type { Knex } from 'knex';

/**
 * People who asked for updates by e-mail (common/subcribeupdates): one row per address, kept lower-cased so a
 * second request is recognised. unsubscribed_at is set when someone stops the updates; a new request clears it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('subscribers', (t) => {
    t.increments('id').primary();
    t.text('email').notNullable().unique();
    // The request that last (re)subscribed this address, on its form version.
    t.integer('submission_id').references('form_submissions.id').onDelete('SET NULL');
    t.timestamp('subscribed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('unsubscribed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('subscribers');
}
