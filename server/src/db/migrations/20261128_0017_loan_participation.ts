import type { Knex } from 'knex';

/**
 * Co-borrowers and co-applicants who take part in an application themselves (issue 21, point 6). The owner invites
 * a person named on stage 1 (by the person's mapid, to the e-mail stage 1 gives them), consenting in words that are
 * kept with who consented and when: participant_invitations. An acceptance makes the invited account a loan
 * participant linked to that person (loan_participants.mapid); the participant's own credit authorization is a
 * consent asked of them alone (consents.for_user_id), linked from their participant row. A consent asked of one
 * person is shown to and answered by that person only; the owner's authorization agreements become theirs.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('participant_invitations', (t) => {
    t.increments('id').primary();
    t.integer('application_id').notNullable().references('applications.id').onDelete('CASCADE');
    t.integer('loan_id').notNullable().references('loans.id').onDelete('CASCADE');
    // The person of the application invited: the mapid of their entries (2 the co-borrower, 3+ a co-applicant).
    t.integer('mapid').notNullable();
    t.text('email').notNullable(); // lower-cased, as stage 1 gives it
    // The owner's consent to share: the words shown, who agreed and when (created_at), from which address.
    t.integer('invited_by').notNullable().references('users.id').onDelete('CASCADE');
    t.text('consent_text').notNullable();
    t.integer('consent_version').notNullable();
    t.text('consent_ip');
    t.text('status').notNullable().defaultTo('pending'); // pending | accepted | declined | withdrawn
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('answered_at', { useTz: true });
    t.integer('answered_by').references('users.id').onDelete('SET NULL');
    t.timestamp('mailed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`status in ('pending', 'accepted', 'declined', 'withdrawn')`);
    t.check('mapid >= 2');
    t.index(['email', 'status']);
    t.index(['application_id']);
  });

  await knex.schema.alterTable('consents', (t) => {
    // A consent asked of one person only (a participant's own authorization); null: of every borrower of the loan.
    t.integer('for_user_id').references('users.id').onDelete('CASCADE');
  });
  // The authorization agreement that started an application is its owner's own.
  await knex.raw(
    `update consents c set for_user_id = a.user_id from applications a where a.agreement_consent_id = c.id`,
  );

  await knex.schema.alterTable('loan_participants', (t) => {
    // The person of the loan's application a co-borrower fills, and how they came to the loan.
    t.integer('mapid');
    t.integer('invitation_id').references('participant_invitations.id').onDelete('SET NULL');
    // Their own credit authorization (the authorization agreement, answered by them).
    t.integer('authorization_consent_id').references('consents.id').onDelete('SET NULL');
  });
  await knex.raw(
    'create unique index loan_participants_person_unique on loan_participants (loan_id, mapid) where mapid is not null',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists loan_participants_person_unique');
  await knex.schema.alterTable('loan_participants', (t) => {
    t.dropColumn('authorization_consent_id');
    t.dropColumn('invitation_id');
    t.dropColumn('mapid');
  });
  await knex.schema.alterTable('consents', (t) => {
    t.dropColumn('for_user_id');
  });
  await knex.schema.dropTable('participant_invitations');
}
