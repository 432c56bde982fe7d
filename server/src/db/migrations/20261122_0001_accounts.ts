import type { Knex } from 'knex';

/** Accounts: users, one-time codes, sign-in events for rate limits, and bearer sessions. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id').primary();
    t.text('email').notNullable().unique();
    t.text('first_name').notNullable();
    t.text('middle_name');
    t.text('last_name').notNullable();
    t.text('mobile_number');
    t.text('work_phone');
    t.text('password_hash');
    // 3 profile incomplete, 1 active (spec decision 7).
    t.smallint('status').notNullable().defaultTo(3);
    t.text('role').notNullable().defaultTo('borrower');
    t.timestamp('email_verified_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('auth_codes', (t) => {
    t.increments('id').primary();
    t.text('email').notNullable();
    t.text('purpose').notNullable(); // signup | login
    t.text('code_hash').notNullable();
    t.smallint('attempts').notNullable().defaultTo(0);
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('consumed_at', { useTz: true });
    t.text('ip');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['email', 'purpose', 'created_at']);
  });

  await knex.schema.createTable('auth_events', (t) => {
    t.increments('id').primary();
    t.text('kind').notNullable(); // code_sent | password_failed | code_failed
    t.text('email');
    t.text('ip');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['kind', 'email', 'created_at']);
    t.index(['kind', 'ip', 'created_at']);
  });

  await knex.schema.createTable('sessions', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('token_hash').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true });
    t.text('ip');
    t.text('user_agent');
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sessions');
  await knex.schema.dropTable('auth_events');
  await knex.schema.dropTable('auth_codes');
  await knex.schema.dropTable('users');
}
