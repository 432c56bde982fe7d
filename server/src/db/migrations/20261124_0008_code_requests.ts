import type { Knex } from 'knex';

/**
 * Requests for an e-mailed code (sign-up or sign-in). Every request is recorded the same way, whether or not the
 * address has an account, and a job decides what to mail, so the time a request takes says nothing about accounts.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('code_requests', (t) => {
    t.increments('id').primary();
    t.text('email').notNullable();
    t.text('purpose').notNullable(); // signup | login
    t.text('ip').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('handled_at', { useTz: true });
    t.check(`purpose in ('signup', 'login')`);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('code_requests');
}
