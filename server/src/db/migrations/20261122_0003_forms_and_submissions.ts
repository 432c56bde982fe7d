import type { Knex } from 'knex';

/** Versioned form definitions and the records filled on them. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('form_definitions', (t) => {
    t.text('form_id').notNullable();
    t.integer('version').notNullable();
    t.text('status').notNullable(); // draft | published | retired
    t.jsonb('definition').notNullable();
    t.integer('published_by').references('users.id');
    t.timestamp('published_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['form_id', 'version']);
  });

  await knex.schema.createTable('form_submissions', (t) => {
    t.increments('id').primary();
    t.text('form_id').notNullable();
    t.integer('form_version').notNullable();
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.jsonb('data').notNullable();
    t.text('ip');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.foreign(['form_id', 'form_version']).references(['form_id', 'version']).inTable('form_definitions');
    t.index(['form_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('form_submissions');
  await knex.schema.dropTable('form_definitions');
}
