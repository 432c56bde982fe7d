import type { Knex } from 'knex';

/**
 * What the loan officer records about a loan and how a decision is made (issue 21):
 * - rate locks (rate, lock date, expiry; the latest is the loan's lock), so "Rate Lock: Done" means a lock exists;
 * - the decision "approved with conditions" (status `conditional`), with every decision kept in loan_decisions;
 * - conditions and information requests answered by the borrower (loan_requests.is_condition, answer, answered_*).
 */

const STATUSES = `('open', 'conditional', 'approved', 'denied', 'withdrawn', 'closed')`;

async function dropStatusCheck(knex: Knex): Promise<void> {
  const found = (await knex.raw(
    `select conname from pg_constraint where conrelid = 'loans'::regclass and contype = 'c' and pg_get_constraintdef(oid) like ?`,
    ['%withdrawn%'],
  )) as { rows: { conname: string }[] };
  for (const row of found.rows) await knex.raw('alter table loans drop constraint ??', [row.conname]);
}

export async function up(knex: Knex): Promise<void> {
  await dropStatusCheck(knex);
  await knex.raw(`alter table loans add constraint loans_status_check check (status in ${STATUSES})`);

  await knex.schema.createTable('loan_rate_locks', (t) => {
    t.increments('id').primary();
    t.integer('loan_id').notNullable().references('loans.id').onDelete('CASCADE');
    t.decimal('rate', 6, 3).notNullable(); // percent, e.g. 6.125
    t.date('locked_on').notNullable();
    t.date('expires_on').notNullable();
    t.integer('recorded_by').references('users.id').onDelete('SET NULL');
    t.timestamp('recorded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('expires_on >= locked_on');
    t.index(['loan_id']);
  });

  await knex.schema.createTable('loan_decisions', (t) => {
    t.increments('id').primary();
    t.integer('loan_id').notNullable().references('loans.id').onDelete('CASCADE');
    t.text('status').notNullable();
    t.integer('decided_by').references('users.id').onDelete('SET NULL');
    t.timestamp('decided_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['loan_id']);
  });

  await knex.schema.alterTable('loan_requests', (t) => {
    // A condition of an approval with conditions: the loan is approved once every condition is met.
    t.boolean('is_condition').notNullable().defaultTo(false);
    // The borrower's answer to an information request (kind 'information').
    t.text('answer');
    t.timestamp('answered_at', { useTz: true });
    t.integer('answered_by').references('users.id').onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('loan_requests', (t) => {
    t.dropColumn('answered_by');
    t.dropColumn('answered_at');
    t.dropColumn('answer');
    t.dropColumn('is_condition');
  });
  await knex.schema.dropTable('loan_decisions');
  await knex.schema.dropTable('loan_rate_locks');
  await dropStatusCheck(knex);
  await knex.raw(
    `alter table loans add constraint loans_status_check check (status in ('open', 'approved', 'denied', 'withdrawn', 'closed'))`,
  );
}
