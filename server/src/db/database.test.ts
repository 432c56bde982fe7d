import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, openDatabase, type Db } from './database.ts';

describe('PGlite answers as PostgreSQL does', () => {
  let db: Db;
  beforeAll(async () => {
    db = openDatabase({ kind: 'memory' });
    await db.schema.createTable('things', (t) => {
      t.increments('id');
      t.text('name');
    });
    await db('things').insert([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('gives the number of rows a delete or update touched, and the rows a returning delete removed', async () => {
    expect(await db('things').where({ name: 'nothing' }).delete()).toBe(0);
    expect(await db('things').where({ name: 'a' }).update({ name: 'A' })).toBe(1);
    expect(await db('things').where({ name: 'A' }).delete()).toBe(1);
    expect(await db('things').where({ name: 'b' }).delete().returning('name')).toEqual([{ name: 'b' }]);
    expect(await db('things').delete()).toBe(1);
  });
});

describe('telling an unreachable database from a failed query', () => {
  const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

  it('takes refusals, cuts, restarts, full servers and pool timeouts for an outage', () => {
    const outages = [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      withCode('53300', 'sorry, too many clients already'),
      // knex puts the statement in front of the driver's words.
      new Error('select 1 - Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      Object.assign(new Error('Knex: Timeout acquiring a connection.'), { name: 'KnexTimeoutError' }),
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed'),
      new Error('insert failed', { cause: withCode('ECONNRESET') }),
    ];
    expect(outages.filter((error) => !isDatabaseUnavailable(error))).toEqual([]);
  });

  it('leaves a fault of the query or the data to the 500 it is', () => {
    const faults = [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('42601', 'syntax error at or near "selec"'),
      withCode('40001', 'could not serialize access'),
      new Error('Undefined binding(s) detected when compiling SELECT'),
      'ECONNREFUSED',
      null,
    ];
    expect(faults.filter((error) => isDatabaseUnavailable(error))).toEqual([]);
  });
});
