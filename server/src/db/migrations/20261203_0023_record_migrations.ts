import type { Knex } from 'knex';

/**
 * In-progress records follow a newly published version of their form (issue 23). When a stage saved on an older
 * version is next opened, its answers move to the newest version: `record_migrations` keeps each move (which stage,
 * from and to which version, the fields to check again, and every answer the new version has no place for, sealed, so
 * staff can read it and nothing is silently lost); `applications.version_notices` holds, per stage, the fields the
 * borrower is asked to check until they save that stage again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('record_migrations', (t) => {
    t.increments('id').primary();
    t.integer('application_id').notNullable().references('applications.id').onDelete('CASCADE');
    t.text('stage_key').notNullable();
    t.text('form_id').notNullable();
    t.integer('from_version').notNullable();
    t.integer('to_version').notNullable();
    t.jsonb('changed_fields').notNullable();
    t.integer('kept_count').notNullable().defaultTo(0);
    // The answers with no place in the new version, as sealed JSON (they may hold personal values).
    t.text('kept_enc');
    t.integer('opened_by').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['application_id']);
    t.index(['form_id', 'to_version']);
  });
  await knex.schema.alterTable('applications', (t) => {
    t.jsonb('version_notices').notNullable().defaultTo('{}');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('applications', (t) => {
    t.dropColumn('version_notices');
  });
  await knex.schema.dropTable('record_migrations');
}
