import type { Knex } from 'knex';

/**
 * Who works a loan, and how they came to: every change of a loan's officer or processor is a row of
 * loan_assignments (who was assigned, by whom, from what act: the borrower's choice in the wizard or on stage 1, an
 * accepted invitation, an admin's assignment with its reason). loan_invitations are a loan officer's offers to work
 * with a borrower who has not asked: until the borrower accepts one, the officer sees nothing of them. A loan
 * officer without an entry in the finder (which holds the NMLS ids of the seeded officers) carries the NMLS id on
 * the account, given when an admin invites them, so a borrower can check whom an invitation comes from.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('loan_assignments', (t) => {
    t.increments('id').primary();
    t.integer('loan_id').notNullable().references('loans.id').onDelete('CASCADE');
    t.text('role').notNullable(); // officer | processor
    // The staff member assigned; null when the role was left empty (a processor taken off the loan).
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.integer('previous_user_id').references('users.id').onDelete('SET NULL');
    // Who did it: the borrower (their own choice), an admin, the loan's officer (its processor); null for the system.
    t.integer('assigned_by').references('users.id').onDelete('SET NULL');
    // borrower-choice | invitation | admin | officer | default
    t.text('source').notNullable();
    t.text('reason').notNullable();
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`role in ('officer', 'processor')`);
    t.check(`source in ('borrower-choice', 'invitation', 'admin', 'officer', 'default')`);
    t.index(['loan_id']);
  });

  await knex.schema.createTable('loan_invitations', (t) => {
    t.increments('id').primary();
    t.integer('officer_user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('email').notNullable(); // lower-cased, as typed by the officer
    t.text('property_address');
    t.text('message');
    t.text('status').notNullable().defaultTo('pending'); // pending | accepted | declined | withdrawn
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('answered_at', { useTz: true });
    // The borrower who answered, and the loan an acceptance opened.
    t.integer('answered_by').references('users.id').onDelete('SET NULL');
    t.integer('loan_id').references('loans.id').onDelete('SET NULL');
    t.timestamp('mailed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`status in ('pending', 'accepted', 'declined', 'withdrawn')`);
    t.index(['email', 'status']);
    t.index(['officer_user_id']);
  });

  await knex.schema.alterTable('users', (t) => {
    t.text('nmls_id');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('nmls_id');
  });
  await knex.schema.dropTable('loan_invitations');
  await knex.schema.dropTable('loan_assignments');
}
