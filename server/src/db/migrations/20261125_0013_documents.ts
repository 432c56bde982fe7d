import type { Knex } from 'knex';

/**
 * Documents per loan and per pre-approval (part 2 §2.8, §4.5, §4.6, §7.2, §7.3), on the tables of 0009:
 *
 * - document_types gain a description (what the loan team needs) and the lender's set of types, each with the
 *   definition of its own fields in forms/doc-* (compliance changes the fields by publishing a new version);
 * - documents gain their shown blob name, when they were submitted to the loan team and when their bytes were
 *   disposed of;
 * - document_uploads: one row per signed upload URL (single use, short-lived): who may send the file, for which loan
 *   or pre-approval, the name it will have, and the stored file once it arrived;
 * - document_events: what happened to each document and who did it (uploaded, submitted, approved, denied, accepted,
 *   rejected with its reason, deleted, disposed);
 * - file_disposals: the record of every stored file disposed of when its retention ended (FTC Safeguards Rule).
 */

/** The lender's document types: [name, form id, scope, description]. Ids follow this order on a new database. */
const DOCUMENT_TYPES: readonly [string, string, 'loan' | 'preapproval' | 'both', string][] = [
  ['Pay Stubs', 'doc-paystub', 'both', 'Your pay stubs for the most recent 30 days, showing year-to-date earnings.'],
  ['W-2 Forms', 'doc-w2', 'both', 'W-2 forms from every employer for the last two years.'],
  [
    'Bank Statements',
    'doc-bank-statement',
    'both',
    'The last two monthly statements of every account you will use, with all pages.',
  ],
  [
    'Tax Returns',
    'doc-tax-return',
    'both',
    'Signed federal tax returns for the last two years, with all pages and schedules.',
  ],
  ['Photo ID', 'doc-photo-id', 'both', "A current driver's license, state ID or passport."],
  [
    'Gift Letter',
    'doc-gift-letter',
    'loan',
    'A signed letter from the donor of any gift funds, stating the amount and that no repayment is expected.',
  ],
  ['Purchase Contract', 'doc-purchase-contract', 'loan', 'The fully signed purchase agreement with all addenda.'],
  [
    'Mortgage Statement',
    'doc-mortgage-statement',
    'loan',
    'The latest statement of each mortgage you have now (for a refinance or other properties you own).',
  ],
  ['Disclosures', 'doc-disclosure', 'loan', 'Disclosures from your loan team for you to review and approve.'],
  ['Other Documents', 'doc-other', 'both', 'Anything else your loan team asks for.'],
];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('document_types', (t) => {
    t.text('description');
  });
  for (const [index, [name, formId, scope, description]] of DOCUMENT_TYPES.entries()) {
    await knex('document_types').insert({ name, form_id: formId, scope, description, sort: index + 1 });
  }

  await knex.schema.alterTable('documents', (t) => {
    // The name the pages show (`<guid>.pdf`, or `mapid/typeid/typename/guid.ext` for a pre-approval document); the
    // stored bytes live under the file's own random key.
    t.text('blobname');
    // Sent to the loan team (Submit); until then only its uploader sees it.
    t.timestamp('submitted_at', { useTz: true });
    t.timestamp('disposed_at', { useTz: true });
    t.index(['request_id']);
  });

  await knex.schema.createTable('document_uploads', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('loan_id').references('loans.id').onDelete('CASCADE');
    t.integer('preapproval_id').references('preapprovals.id').onDelete('CASCADE');
    t.integer('document_type_id').references('document_types.id');
    // The blob name handed out (what movedoc names as its source) and the target it is moved to.
    t.text('blob_name').notNullable().unique();
    t.text('target').notNullable();
    // The extension the person's file name had: the bytes must be of that type.
    t.text('extension').notNullable();
    t.text('original_name_enc');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.integer('file_id').references('stored_files.id').onDelete('SET NULL');
    t.timestamp('uploaded_at', { useTz: true });
    t.timestamp('moved_at', { useTz: true });
    // Registered as a document (POST doc, POST pre/adddocument): the slot is spent.
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`loan_id is not null or preapproval_id is not null`);
    t.index(['user_id', 'created_at']);
    t.index(['used_at', 'created_at']);
  });

  await knex.schema.createTable('document_events', (t) => {
    t.bigIncrements('id').primary();
    t.integer('document_id').notNullable().references('documents.id').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.integer('actor_user_id').references('users.id').onDelete('SET NULL');
    // A rejection's reason, shown to the borrower.
    t.text('reason');
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`kind in ('uploaded', 'submitted', 'approved', 'denied', 'accepted', 'rejected', 'deleted', 'disposed')`);
    t.index(['document_id', 'at']);
  });

  await knex.schema.createTable('file_disposals', (t) => {
    t.bigIncrements('id').primary();
    t.integer('file_id').notNullable().references('stored_files.id');
    t.text('purpose').notNullable();
    t.text('reason').notNullable(); // retention-ended | never-registered
    // What the file belonged to, for the record: 'loan' with its id, 'preapproval' with its id, or null.
    t.text('record_type');
    t.integer('record_id');
    t.timestamp('kept_until', { useTz: true });
    t.timestamp('disposed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`reason in ('retention-ended', 'never-registered')`);
    t.index(['disposed_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('file_disposals');
  await knex.schema.dropTable('document_events');
  await knex.schema.dropTable('document_uploads');
  await knex.schema.alterTable('documents', (t) => {
    t.dropIndex(['request_id']);
    t.dropColumn('disposed_at');
    t.dropColumn('submitted_at');
    t.dropColumn('blobname');
  });
  await knex('document_types')
    .whereIn(
      'form_id',
      DOCUMENT_TYPES.map(([, formId]) => formId),
    )
    .delete();
  await knex.schema.alterTable('document_types', (t) => {
    t.dropColumn('description');
  });
}
