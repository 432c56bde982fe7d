import type { Knex } from 'knex';

/**
 * The lending records of the whole product, designed together so later features add rows, not rework:
 *
 * - staff: roles on users, disabled accounts, a TOTP second factor, invitations and password resets, second-factor
 *   challenges, and the link between the finder's loan officers and the staff users who sign in;
 * - stored_files: every upload and generated PDF (bytes in the file store, never personal data in the key);
 * - user_profiles: the profile form's values per user, on the definition version they were filled on;
 * - loans with their participants, milestone history, requests, notifications and consents (with every answer);
 * - document_types and documents (versions, review, approval and consent), the per-loan document consent;
 * - preapprovals (the wizard's record, its amount and letter) and the document types asked for one;
 * - applications (the 1003, full or short) with their typing drafts;
 * - subscription topics and each user's choices; the audit log of staff access.
 *
 * Saved records carry a revision: a save names the revision it read and a stale one is refused (409). Records
 * keep the form versions they were filled on. Personal fields inside jsonb data (SSN, date of birth, account
 * numbers) are encrypted field by field by the application before they reach these tables.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('disabled_at', { useTz: true });
    // The TOTP secret, encrypted with a key derived from APP_SECRET; enrolled once the first code checks out.
    t.text('totp_secret_enc');
    t.timestamp('totp_enrolled_at', { useTz: true });
    t.integer('invited_by').references('users.id').onDelete('SET NULL');
  });
  await knex.raw(
    `alter table users add constraint users_role_check
       check (role in ('borrower', 'loan_officer', 'processor', 'compliance', 'admin'))`,
  );

  await knex.schema.alterTable('sessions', (t) => {
    // Staff sessions are shorter than borrowers' and exist only after the second factor.
    t.text('kind').notNullable().defaultTo('borrower');
  });
  await knex.raw(`alter table sessions add constraint sessions_kind_check check (kind in ('borrower', 'staff'))`);

  await knex.schema.createTable('staff_invites', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('purpose').notNullable(); // invite | reset
    t.text('token_hash').notNullable().unique();
    t.integer('created_by').references('users.id').onDelete('SET NULL');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`purpose in ('invite', 'reset')`);
  });

  await knex.schema.createTable('mfa_challenges', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('token_hash').notNullable().unique();
    t.smallint('attempts').notNullable().defaultTo(0);
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    // The TOTP time step last accepted, so a code is never accepted twice.
    t.bigInteger('last_step');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.alterTable('loan_officers', (t) => {
    t.integer('user_id').unique().references('users.id').onDelete('SET NULL');
    // The officer assigned when a borrower names none (the lender's default).
    t.boolean('is_default').notNullable().defaultTo(false);
  });

  await knex.schema.createTable('stored_files', (t) => {
    t.increments('id').primary();
    // Random; never holds personal data. Local files live under DATA_DIR/files/<key>, S3 objects under <key>.
    t.text('key').notNullable().unique();
    t.text('store').notNullable(); // local | s3
    t.text('purpose').notNullable(); // profile | document | preapproval-document | letter | application-pdf
    t.text('content_type').notNullable();
    t.bigInteger('byte_size').notNullable();
    t.text('sha256').notNullable();
    // The original file name, encrypted: names often hold the person's name.
    t.text('original_name_enc');
    t.integer('owner_user_id').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // No record points at it any more; the bytes are removed by a job.
    t.timestamp('deleted_at', { useTz: true });
    // Kept until then (Reg B: 25 months after a decision), then disposed of by the disposal job.
    t.timestamp('keep_until', { useTz: true });
    t.timestamp('disposed_at', { useTz: true });
    t.check(`store in ('local', 's3')`);
    t.index(['deleted_at', 'disposed_at']);
  });

  await knex.schema.createTable('user_profiles', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().unique().references('users.id').onDelete('CASCADE');
    t.text('form_id').notNullable().defaultTo('profile');
    t.integer('form_version').notNullable();
    t.jsonb('data').notNullable();
    t.integer('document_file_id').references('stored_files.id').onDelete('SET NULL');
    t.integer('revision').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.foreign(['form_id', 'form_version']).references(['form_id', 'version']).inTable('form_definitions');
  });

  await knex.schema.createTable('loans', (t) => {
    t.increments('id').primary();
    t.text('loan_number').notNullable().unique();
    t.integer('borrower_user_id').notNullable().references('users.id').onDelete('RESTRICT');
    t.integer('officer_user_id').references('users.id').onDelete('SET NULL');
    t.integer('processor_user_id').references('users.id').onDelete('SET NULL');
    t.text('status').notNullable().defaultTo('open'); // open | approved | denied | withdrawn | closed
    // Started, Registration, Rate Lock, Disclosure, Submission, Approval, Processing, Closing.
    t.text('milestone').notNullable().defaultTo('started');
    t.text('loan_purpose'); // Purchase | Refinance | Other (lookup 3)
    t.text('mortgage_type'); // Conventional | FHA | VA | USDA-RD | Other (lookup 1)
    t.decimal('loan_amount', 14, 2);
    t.text('property_address');
    t.text('property_city');
    t.specificType('property_state', 'char(2)');
    t.text('property_zip');
    t.text('issuing_authority');
    t.date('est_close_date');
    // When the credit decision was made: documents are kept 25 months after it (Reg B, 12 CFR 1002.12).
    t.timestamp('decided_at', { useTz: true });
    t.integer('created_by').references('users.id').onDelete('SET NULL');
    t.integer('revision').notNullable().defaultTo(1);
    t.timestamp('last_activity_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`status in ('open', 'approved', 'denied', 'withdrawn', 'closed')`);
    t.check(
      `milestone in ('started', 'registration', 'rate-lock', 'disclosure', 'submission', 'approval', 'processing', 'closing')`,
    );
    t.index(['borrower_user_id']);
    t.index(['officer_user_id']);
    t.index(['processor_user_id']);
  });

  await knex.schema.createTable('loan_participants', (t) => {
    t.integer('loan_id').notNullable().references('loans.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('role').notNullable(); // borrower | coborrower
    t.timestamp('added_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['loan_id', 'user_id']);
    t.check(`role in ('borrower', 'coborrower')`);
    t.index(['user_id']);
  });

  await knex.schema.createTable('loan_milestones', (t) => {
    t.increments('id').primary();
    t.integer('loan_id').notNullable().references('loans.id').onDelete('CASCADE');
    t.text('milestone').notNullable();
    t.integer('moved_by').references('users.id').onDelete('SET NULL');
    t.timestamp('moved_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['loan_id', 'moved_at']);
  });

  await knex.schema.createTable('preapprovals', (t) => {
    t.increments('id').primary();
    t.text('ref_number').notNullable().unique();
    t.integer('user_id').notNullable().references('users.id').onDelete('RESTRICT');
    t.integer('loan_id').references('loans.id').onDelete('SET NULL');
    t.integer('officer_user_id').references('users.id').onDelete('SET NULL');
    t.text('form_id').notNullable().defaultTo('preapproval');
    t.integer('form_version').notNullable();
    // The wizard's stages record (stage1..stage9), personal fields encrypted.
    t.jsonb('data').notNullable();
    t.smallint('current_stage').notNullable().defaultTo(1);
    t.smallint('status_indicator').notNullable().defaultTo(0); // 0 saved, 1 submitted
    t.decimal('amount', 14, 2);
    // The rule's inputs and figures, for the letter and for staff (no personal data).
    t.jsonb('computation');
    t.integer('letter_file_id').references('stored_files.id').onDelete('SET NULL');
    t.date('letter_date');
    t.date('valid_until');
    t.integer('revision').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('submitted_at', { useTz: true });
    t.foreign(['form_id', 'form_version']).references(['form_id', 'version']).inTable('form_definitions');
    t.index(['user_id']);
    t.index(['officer_user_id']);
  });

  await knex.schema.createTable('applications', (t) => {
    t.increments('id').primary();
    t.text('kind').notNullable().defaultTo('full'); // full | short
    t.text('ref_number').notNullable().unique();
    t.integer('user_id').notNullable().references('users.id').onDelete('RESTRICT');
    t.integer('loan_id').references('loans.id').onDelete('SET NULL');
    t.smallint('stage_indicator').notNullable().defaultTo(1);
    t.smallint('status_indicator').notNullable().defaultTo(0); // 0 saved, 1 submitted, 3 completed
    t.smallint('email_indicator').notNullable().defaultTo(0);
    t.boolean('co_borrower_indicator').notNullable().defaultTo(false);
    // stageOne..stageSix (or the short application), personal fields encrypted.
    t.jsonb('data').notNullable();
    // The definition version each stage was filled on: { "stage1": 1, ... }.
    t.jsonb('form_versions').notNullable();
    t.integer('revision').notNullable().defaultTo(1);
    t.integer('updated_by').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('submitted_at', { useTz: true });
    t.check(`kind in ('full', 'short')`);
    t.index(['user_id']);
    t.index(['loan_id']);
  });

  await knex.schema.createTable('application_drafts', (t) => {
    t.integer('application_id').notNullable().references('applications.id').onDelete('CASCADE');
    t.smallint('stage').notNullable();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    // The stage being typed, encrypted as a whole: it may hold anything the stage asks.
    t.text('data_enc').notNullable();
    // The application revision the draft was typed on.
    t.integer('base_revision').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['application_id', 'stage', 'user_id']);
  });

  await knex.schema.createTable('loan_requests', (t) => {
    t.increments('id').primary();
    t.integer('loan_id').references('loans.id').onDelete('CASCADE');
    t.integer('preapproval_id').references('preapprovals.id').onDelete('CASCADE');
    t.text('kind').notNullable(); // document | preapproval-document | consent | information
    t.text('title').notNullable();
    t.text('details');
    t.integer('document_type_id');
    t.text('status').notNullable().defaultTo('open'); // open | fulfilled | cancelled
    t.integer('created_by').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('fulfilled_at', { useTz: true });
    t.check(`status in ('open', 'fulfilled', 'cancelled')`);
    t.check(`loan_id is not null or preapproval_id is not null`);
    t.index(['loan_id']);
    t.index(['preapproval_id']);
  });

  await knex.schema.createTable('notifications', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('loan_id').references('loans.id').onDelete('CASCADE');
    t.text('title').notNullable();
    t.text('body').notNullable();
    t.integer('created_by').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('read_at', { useTz: true });
    t.index(['user_id', 'read_at']);
  });

  await knex.schema.createTable('consents', (t) => {
    t.increments('id').primary();
    t.integer('loan_id').notNullable().references('loans.id').onDelete('CASCADE');
    t.text('kind').notNullable(); // esign | credit-report | privacy | other
    t.text('title').notNullable();
    t.text('question').notNullable();
    // Given consents of this kind read "approved" (the spec's selfApproved).
    t.boolean('self_approved').notNullable().defaultTo(false);
    t.smallint('status').notNullable().defaultTo(-1); // -1 pending, 0 denied, 1 given
    t.integer('created_by').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('status in (-1, 0, 1)');
    t.index(['loan_id']);
  });

  await knex.schema.createTable('consent_answers', (t) => {
    t.increments('id').primary();
    t.integer('consent_id').notNullable().references('consents.id').onDelete('CASCADE');
    t.smallint('answer').notNullable();
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.text('ip').notNullable();
    t.text('user_agent');
    t.timestamp('answered_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('answer in (0, 1)');
    t.index(['consent_id']);
  });

  await knex.schema.createTable('document_types', (t) => {
    t.increments('id').primary();
    t.text('name').notNullable().unique();
    // The definition of the type's own fields (forms/<form_id>), so compliance changes them by publishing.
    t.text('form_id');
    t.text('scope').notNullable().defaultTo('loan'); // loan | preapproval | both
    t.smallint('sort').notNullable().defaultTo(0);
    t.boolean('active').notNullable().defaultTo(true);
    t.check(`scope in ('loan', 'preapproval', 'both')`);
  });

  await knex.schema.createTable('documents', (t) => {
    t.increments('id').primary();
    t.integer('loan_id').references('loans.id').onDelete('CASCADE');
    t.integer('preapproval_id').references('preapprovals.id').onDelete('CASCADE');
    t.integer('document_type_id').notNullable().references('document_types.id');
    // Re-uploading a type adds a version; earlier versions stay.
    t.integer('version').notNullable().defaultTo(1);
    t.text('version_identifier').notNullable().unique();
    t.integer('file_id').notNullable().references('stored_files.id');
    t.text('docname').notNullable();
    t.text('docinfo');
    // The type's own fields, on the definition version they were filled on.
    t.jsonb('fields');
    t.text('form_id');
    t.integer('form_version');
    t.integer('uploaded_by').references('users.id').onDelete('SET NULL');
    t.integer('request_id').references('loan_requests.id').onDelete('SET NULL');
    // A document staff upload for the borrower to approve (a disclosure) asks for approval.
    t.boolean('approval_requested').notNullable().defaultTo(false);
    t.text('document_consent'); // accepted | denied | null (awaiting)
    t.integer('consent_by').references('users.id').onDelete('SET NULL');
    t.timestamp('consent_at', { useTz: true });
    // Staff review of what a borrower uploaded.
    t.text('review_status').notNullable().defaultTo('pending'); // pending | accepted | rejected
    t.text('review_reason');
    t.integer('reviewed_by').references('users.id').onDelete('SET NULL');
    t.timestamp('reviewed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('deleted_at', { useTz: true });
    t.integer('deleted_by').references('users.id').onDelete('SET NULL');
    t.check(`loan_id is not null or preapproval_id is not null`);
    t.check(`document_consent is null or document_consent in ('accepted', 'denied')`);
    t.check(`review_status in ('pending', 'accepted', 'rejected')`);
    t.index(['loan_id', 'document_type_id']);
    t.index(['preapproval_id']);
  });

  await knex.schema.createTable('loan_document_consents', (t) => {
    t.integer('loan_id').notNullable().references('loans.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.boolean('accepted').notNullable();
    t.text('ip').notNullable();
    t.timestamp('answered_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['loan_id', 'user_id']);
  });

  await knex.schema.createTable('preapproval_document_types', (t) => {
    t.integer('preapproval_id').notNullable().references('preapprovals.id').onDelete('CASCADE');
    t.integer('document_type_id').notNullable().references('document_types.id');
    t.integer('requested_by').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['preapproval_id', 'document_type_id']);
  });

  await knex.schema.createTable('subscription_topics', (t) => {
    t.increments('id').primary();
    t.text('code').notNullable().unique();
    t.text('label').notNullable();
    // Marketing topics need the person's choice; service mail about their own loan does not.
    t.boolean('marketing').notNullable().defaultTo(true);
    t.smallint('sort').notNullable().defaultTo(0);
  });

  await knex.schema.createTable('user_subscriptions', (t) => {
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('topic_id').notNullable().references('subscription_topics.id').onDelete('CASCADE');
    t.smallint('status').notNullable(); // 1 on, 0 off
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'topic_id']);
    t.check('status in (0, 1)');
  });

  await knex.schema.createTable('audit_log', (t) => {
    t.bigIncrements('id').primary();
    t.integer('actor_user_id').references('users.id').onDelete('SET NULL');
    t.text('actor_role').notNullable();
    t.text('action').notNullable(); // read | create | update | delete | download | ...
    t.text('record_type').notNullable();
    t.integer('record_id');
    t.integer('subject_user_id').references('users.id').onDelete('SET NULL');
    t.integer('loan_id').references('loans.id').onDelete('SET NULL');
    t.text('ip').notNullable();
    // Names of the fields changed or the view opened; never their values.
    t.jsonb('details');
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['at']);
    t.index(['subject_user_id', 'at']);
    t.index(['loan_id', 'at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'audit_log',
    'user_subscriptions',
    'subscription_topics',
    'preapproval_document_types',
    'loan_document_consents',
    'documents',
    'document_types',
    'consent_answers',
    'consents',
    'notifications',
    'loan_requests',
    'application_drafts',
    'applications',
    'preapprovals',
    'loan_milestones',
    'loan_participants',
    'loans',
    'user_profiles',
    'stored_files',
    'mfa_challenges',
    'staff_invites',
  ]) {
    await knex.schema.dropTable(table);
  }
  await knex.schema.alterTable('loan_officers', (t) => {
    t.dropColumn('is_default');
    t.dropColumn('user_id');
  });
  await knex.schema.alterTable('sessions', (t) => t.dropColumn('kind'));
  await knex.raw('alter table users drop constraint users_role_check');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('invited_by');
    t.dropColumn('totp_enrolled_at');
    t.dropColumn('totp_secret_enc');
    t.dropColumn('disabled_at');
  });
}
