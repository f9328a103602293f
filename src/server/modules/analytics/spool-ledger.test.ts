import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpoolLedger } from './spool-ledger';

// The ledger's two statements on the embedded engine, in memory (the table as the schema has it);
// the integration suite's crash and stop tests run them on both engines with the flush's writes.

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
  await db.exec(`CREATE TABLE click_spool_commits (
    spool text NOT NULL, first_seq bigint NOT NULL, last_seq bigint NOT NULL,
    PRIMARY KEY (spool, first_seq))`);
});
afterAll(async () => {
  await db.close();
});

describe('the spool ledger', () => {
  it("answers one spool's stretches in order as numbers, and forgets that spool only", async () => {
    await db.exec(`INSERT INTO click_spool_commits VALUES
      ('a', 40, 41), ('a', 1, 12), ('b', 1, 99), ('a', 9007199254740000, 9007199254740990)`);
    // PGlite's query has the pool's shape: a statement, its values, the rows.
    const ledger = createSpoolLedger(db as unknown as Pick<pg.Pool, 'query'>);
    expect(await ledger.written('a')).toEqual([
      [1, 12],
      [40, 41],
      [9_007_199_254_740_000, 9_007_199_254_740_990],
    ]);
    expect(await ledger.written('c')).toEqual([]);
    await ledger.forget('a');
    expect(await ledger.written('a')).toEqual([]);
    expect(await ledger.written('b')).toEqual([[1, 99]]);
  });
});
