import type { Knex } from 'knex';

/** Transactional job outbox and the e-mails it delivers. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('outbound_emails', (t) => {
    t.increments('id').primary();
    t.text('template').notNullable();
    t.text('to_address').notNullable();
    // Subject and bodies are encrypted at rest (AES-256-GCM): they can hold codes and personal data.
    t.text('subject_enc').notNullable();
    t.text('text_enc').notNullable();
    t.text('html_enc');
    t.text('message_id');
    t.timestamp('sent_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('job_outbox', (t) => {
    t.increments('id').primary();
    t.text('queue').notNullable(); // email | pdf
    t.text('name').notNullable();
    // Only identifiers, never personal data.
    t.jsonb('payload').notNullable();
    t.text('state').notNullable().defaultTo('pending'); // pending | relayed | running | done | failed
    t.smallint('attempts').notNullable().defaultTo(0);
    t.timestamp('run_after', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('last_error');
    t.timestamp('relayed_at', { useTz: true });
    t.timestamp('finished_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['state', 'run_after']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('job_outbox');
  await knex.schema.dropTable('outbound_emails');
}
