import type { Knex } from 'knex';

/**
 * A draft of a form definition is a record compliance staff edit in the studio (issue 23): saved at a revision, so
 * two people editing one draft never lose an edit (the later save on an old revision is refused with 409), and it
 * remembers who opened it and who saved it last, when.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('form_definitions', (t) => {
    t.integer('revision').notNullable().defaultTo(1);
    t.integer('created_by').references('users.id').onDelete('SET NULL');
    t.integer('updated_by').references('users.id').onDelete('SET NULL');
    t.timestamp('updated_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('form_definitions', (t) => {
    t.dropColumn('updated_at');
    t.dropColumn('updated_by');
    t.dropColumn('created_by');
    t.dropColumn('revision');
  });
}
