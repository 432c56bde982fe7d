import type { Knex } from 'knex';

/**
 * Sign-in limits that never lock the owner out (docs/decisions.md, Rate limits): a staff account's second step is
 * paused after too many wrong authenticator codes, until the member chooses a new password through the e-mailed
 * link or an admin lifts it. The wrong codes themselves are auth_events of kind totp_failed naming the account, and
 * an alarm already e-mailed is one of kind password_alarm.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('mfa_paused_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('mfa_paused_at');
  });
}
