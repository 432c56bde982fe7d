import type { Knex } from 'knex';

/** Option lists by numeric type (part 2 §3.11), seeded at start from server/src/lookups/lookupLists.ts. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('lookups', (t) => {
    t.increments('id').primary();
    t.smallint('type').notNullable();
    t.text('value').notNullable(); // MISMO / ULAD enumeration or our code; stored on records, never renamed
    t.text('text').notNullable();
    t.smallint('sort').notNullable();
    t.boolean('active').notNullable().defaultTo(true);
    t.unique(['type', 'value']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('lookups');
}
