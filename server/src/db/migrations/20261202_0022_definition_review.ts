import type { Knex } from 'knex';

/**
 * Review and publication of a form draft (issue 23): the draft's review state (being edited, in review with the
 * author's reason, approved or returned with the reviewer's note), who asked and who reviewed when; the examples
 * (fixtures) each stored version keeps beside its definition, which the studio's checks and preview read; and the
 * time a version goes live (a version published for a later date is stored as published with that time, and no
 * reader takes it before).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('form_definitions', (t) => {
    t.text('review_state').notNullable().defaultTo('editing');
    t.text('review_reason');
    t.integer('review_requested_by').references('users.id').onDelete('SET NULL');
    t.timestamp('review_requested_at', { useTz: true });
    t.integer('reviewed_by').references('users.id').onDelete('SET NULL');
    t.timestamp('reviewed_at', { useTz: true });
    t.text('review_note');
    t.jsonb('fixtures');
  });
  await knex.raw(
    "alter table form_definitions add constraint form_definitions_review_state check (review_state in ('editing', 'in_review', 'approved'))",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table form_definitions drop constraint form_definitions_review_state');
  await knex.schema.alterTable('form_definitions', (t) => {
    t.dropColumn('fixtures');
    t.dropColumn('review_note');
    t.dropColumn('reviewed_at');
    t.dropColumn('reviewed_by');
    t.dropColumn('review_requested_at');
    t.dropColumn('review_requested_by');
    t.dropColumn('review_reason');
    t.dropColumn('review_state');
  });
}
