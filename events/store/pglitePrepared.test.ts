// The embedded driver's prepared statements answer as PGlite's own query does, and keep a transaction whole.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from './driver.ts';
import { sqlState } from './driver.ts';
import { createPgliteDriver } from './pgliteDriver.ts';

describe('the embedded driver (prepared statements)', () => {
  let db: Driver;
  let plain: PGlite;
  beforeAll(async () => {
    db = await createPgliteDriver();
    plain = new PGlite();
    await plain.waitReady;
  });
  afterAll(async () => {
    await db.close();
    await plain.close();
  });

  it('gives every type back as PGlite query does, the first time and once prepared', async () => {
    const text = `select $1::int8 as big, $2::numeric as exact, $3::timestamptz as at, $4::bool as yes, $5::text::jsonb as doc,
      $6::text as nothing, array['a', 'b'] as list, $7::uuid as id, 1.5::float8 as float, '2026-12-06'::date as day`;
    const params = ['9007199254740993', '12345678901234.56', '2026-12-06T07:30:00Z', true, '{"a":[1,"x"]}', null, '2b3e7810-0000-4000-8000-000000000001'];
    const expected = (await plain.query(text, params)).rows;
    expect(await db.query(text, params)).toEqual(expected);
    expect(await db.query(text, params)).toEqual(expected);
  });

  it('answers a failed statement with its SQLSTATE, and prepares nothing from it', async () => {
    await db.query('create table unique_things (id int primary key)');
    await db.query('insert into unique_things values ($1)', [1]);
    const error = await db.query('insert into unique_things values ($1)', [1]).catch((caught: unknown) => caught);
    expect(sqlState(error)).toBe('23505');
    await expect(db.query('select * from no_such_table')).rejects.toThrow(/no_such_table/);
    await db.query('create table no_such_table (n int)');
    expect(await db.query('select * from no_such_table')).toEqual([]);
  });

  it('keeps working past the statements it keeps, closing the least recently used', async () => {
    for (let n = 0; n < 600; n += 1) expect(await db.query(`select ${n} + $1::int as n`, [1])).toEqual([{ n: n + 1 }]);
    expect(await db.query('select 0 + $1::int as n', [1])).toEqual([{ n: 1 }]);
  });

  it('runs nothing of a transaction after it has failed: a statement sent with the failing one is not run on its own', async () => {
    await db.query('create table kept (n int check (n > 0))');
    await expect(db.transaction(async (tx) => {
      await Promise.all([tx.query('insert into kept values ($1)', [1]), tx.query('insert into kept values ($1)', [-1]), tx.query('insert into kept values ($1)', [2])]);
    })).rejects.toThrow(/kept_n_check/);
    expect(await db.query('select n from kept')).toEqual([]);
  });
});
