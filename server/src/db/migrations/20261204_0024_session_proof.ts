import type { Knex } from 'knex';

/**
 * What a borrower's session was opened with: an e-mailed code ('code') or the password ('password'; a sign-up that
 * chose one counts so, its code aside, since the person knows the password). A session
 * opened by a code less than 15 minutes ago may choose a new password without the current one (a forgotten password:
 * the code proved the e-mail, as a reset link would). Sessions from before this column, and staff sessions, hold
 * nothing.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (t) => {
    t.text('proof');
  });
  await knex.raw(`alter table sessions add constraint sessions_proof_check check (proof in ('code', 'password'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (t) => t.dropColumn('proof'));
}
