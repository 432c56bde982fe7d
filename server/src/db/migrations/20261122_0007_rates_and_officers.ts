import type { Knex } from 'knex';

/**
 * Published mortgage rates and the loan officers of the finder.
 * mortgage_rates keeps history: a change of rates inserts new rows for its effective date, and the site shows the
 * newest row of each product on the latest date that has begun. loan_officers and officer_licenses hold one
 * officer and each state licence that officer holds (part 2 §3.9).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mortgage_rates', (t) => {
    t.increments('id').primary();
    t.text('type').notNullable(); // purchase | refinance
    t.smallint('orderid').notNullable(); // 1 30-Yr Fixed, 2 30-Yr Fixed FHA, 3 20-Yr Fixed, 4 15-Yr Fixed
    t.text('product').notNullable();
    t.decimal('rate', 6, 3).notNullable();
    t.decimal('apr', 6, 3).notNullable();
    t.date('effective_date').notNullable();
    t.integer('set_by').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`type in ('purchase', 'refinance')`);
    t.check('orderid between 1 and 4');
    t.check('rate >= 0 and apr >= 0');
    t.index(['effective_date', 'type', 'orderid']);
  });

  await knex.schema.createTable('loan_officers', (t) => {
    t.increments('id').primary();
    t.text('fullname').notNullable();
    t.text('email').notNullable().unique(); // lower-cased
    t.text('work_phone').notNullable();
    t.text('mobile_number');
    t.text('nmls_id').notNullable().unique();
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('officer_licenses', (t) => {
    t.integer('officer_id').notNullable().references('loan_officers.id').onDelete('CASCADE');
    t.specificType('state', 'char(2)').notNullable(); // USPS code, lookups type 18
    t.text('license_id').notNullable();
    t.primary(['officer_id', 'state']);
    t.index(['state']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('officer_licenses');
  await knex.schema.dropTable('loan_officers');
  await knex.schema.dropTable('mortgage_rates');
}
