import type { Knex } from 'knex';

/**
 * What the 1003 application makes and records beyond its data: the PDF of the application in two copies (the
 * borrower's, with personal numbers masked, and the lender's, whole) and the revision they show, so a download after
 * a change gets a new one; when and by whom staff marked it Completed (status 3); and the consent that holds the
 * authorization agreement given before stage 1.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('applications', (t) => {
    t.integer('pdf_file_id').references('stored_files.id').onDelete('SET NULL');
    t.integer('lender_pdf_file_id').references('stored_files.id').onDelete('SET NULL');
    t.integer('pdf_revision');
    t.timestamp('completed_at', { useTz: true });
    t.integer('completed_by').references('users.id').onDelete('SET NULL');
    t.integer('agreement_consent_id').references('consents.id').onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('applications', (t) => {
    t.dropColumn('agreement_consent_id');
    t.dropColumn('completed_by');
    t.dropColumn('completed_at');
    t.dropColumn('pdf_revision');
    t.dropColumn('lender_pdf_file_id');
    t.dropColumn('pdf_file_id');
  });
}
