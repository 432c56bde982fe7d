import type { Knex } from 'knex';

/**
 * Extra headers of a queued mail (List-Unsubscribe on marketing mail), encrypted like its body: the one-click
 * link holds a token that unsubscribes the address.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('outbound_emails', (t) => {
    t.text('headers_enc');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('outbound_emails', (t) => {
    t.dropColumn('headers_enc');
  });
}
