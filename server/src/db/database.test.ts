import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database.ts';

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
