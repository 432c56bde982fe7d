import type { Knex } from 'knex';

/**
 * Recurring jobs (server/src/jobs/scheduler.ts): one row per schedule, declared in code and written at start. A
 * process running jobs claims a due row by moving its next_run_at forward in the same statement, so two workers
 * never both enqueue it; the job itself goes through the outbox like any other.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('job_schedules', (t) => {
    t.text('name').primary();
    t.text('queue').notNullable();
    t.text('job_name').notNullable();
    t.integer('interval_seconds').notNullable();
    t.timestamp('next_run_at', { useTz: true }).notNullable();
    t.timestamp('last_run_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('job_schedules');
}
