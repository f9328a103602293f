import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { QueuedVisit, Visit } from './click-queue';
import { createSpool, hostTag, spoolName, type SpoolCommit } from './spool';
import { adoptEndedSpools, replaySpool, type SpoolLedger } from './spool-replay';

// A crashed process's spool, written by the spool itself, adopted and replayed by the next start:
// only what the database lacks is written, in batches, with the stretches the flush records.

const visit = (index: number): Visit => ({
  linkId: '00000000-0000-4000-8000-000000000001',
  at: 1_795_000_000_000 + index,
  ip: `36.66.0.${index % 250}`,
  userAgent: 'Mozilla/5.0',
  referer: undefined,
  countryHint: 'ID',
  destination: 'https://shop.example/',
  choice: null,
  scan: false,
});

/** The click_spool_commits rows of one database, as the flush and the replay keep them. */
function ledgerOf(rows: Record<string, [number, number][]>) {
  const forgotten: string[] = [];
  const ledger: SpoolLedger = {
    written: (spool) => Promise.resolve((rows[spool] ?? []).map(([first, last]) => [first, last])),
    forget: (spool) => {
      forgotten.push(spool);
      delete rows[spool];
      return Promise.resolve();
    },
  };
  return { ledger, forgotten };
}

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'rk-replay-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A spool left by an ended start of this process: visits 1..count in segments of about 600 bytes. */
function leftSpool(count: number, startedAt: number, dir = root) {
  const spool = createSpool({ root: dir, maxBytes: 1 << 20, segmentBytes: 600, startedAt });
  // Three visits an append, as the ingest's ticks would: a segment fills after a few.
  for (let first = 1; first <= count; first += 3) {
    const seqs = Array.from({ length: Math.min(3, count - first + 1) }, (_, index) => first + index);
    spool.append(seqs.map(visit), first);
  }
  spool.close({ discard: false });
  return spool;
}

describe('adopting the spools of ended processes', () => {
  it('moves each ended spool of this host under its own, the longest-waiting first', () => {
    const older = leftSpool(3, 1_000);
    const newer = leftSpool(3, 2_000);
    const own = spoolName(3_000);
    mkdirSync(join(root, own));
    const adopted = adoptEndedSpools(root, own);
    expect(adopted.map((spool) => spool.name)).toEqual([older.name, newer.name]);
    expect(adopted.map((spool) => spool.dir)).toEqual([
      join(root, own, 'adopted', older.name),
      join(root, own, 'adopted', newer.name),
    ]);
    expect(readdirSync(root)).toEqual([own]);
  });

  it("leaves a live process's spool, another host's, its own and what is not a spool", () => {
    const live = `${process.ppid}-1000-${hostTag()}`;
    const elsewhere = `${process.pid}-1000-another_host`;
    for (const name of [live, elsewhere, 'notes', '12-abc-host']) mkdirSync(join(root, name));
    const own = spoolName(3_000);
    mkdirSync(join(root, own));
    expect(adoptEndedSpools(root, own)).toEqual([]);
    expect(readdirSync(root).sort()).toEqual([live, elsewhere, 'notes', '12-abc-host', own].sort());
    expect(existsSync(join(root, own, 'adopted'))).toBe(false);
  });

  it('takes over what an ended replay had adopted, each by its own start time', () => {
    const inner = leftSpool(2, 1_000);
    const outer = leftSpool(2, 2_000);
    const between = leftSpool(2, 2_500);
    const latest = leftSpool(2, 2_800);
    mkdirSync(join(root, outer.name, 'adopted'));
    renameSync(inner.dir, join(root, outer.name, 'adopted', inner.name));
    renameSync(latest.dir, join(root, outer.name, 'adopted', latest.name));
    // Not a spool: left where it is.
    mkdirSync(join(root, outer.name, 'adopted', 'scratch'));
    const own = spoolName(3_000);
    const nested = join(root, own, 'adopted', outer.name, 'adopted');
    expect(adoptEndedSpools(root, own)).toEqual([
      { name: inner.name, dir: join(nested, inner.name) },
      { name: outer.name, dir: join(root, own, 'adopted', outer.name) },
      { name: between.name, dir: join(root, own, 'adopted', between.name) },
      { name: latest.name, dir: join(nested, latest.name) },
    ]);
  });

  it('orders them by start time, not by name', () => {
    const names = [900, 1_000, 80].map((startedAt) => `${process.pid}-${startedAt}-${hostTag()}`);
    for (const name of names) mkdirSync(join(root, name));
    const adopted = adoptEndedSpools(root, spoolName(3_000));
    expect(adopted.map((spool) => spool.name)).toEqual([names[2], names[0], names[1]]);
  });

  it('answers nothing when there is no spool directory yet', () => {
    expect(adoptEndedSpools(join(root, 'missing'), spoolName(3_000))).toEqual([]);
  });
});

describe('replaying an adopted spool', () => {
  async function replay(
    spool: { name: string; dir: string },
    ledger: SpoolLedger,
    options: { batchSize?: number; stopAfter?: number; fail?: boolean } = {},
  ) {
    const batches: { seqs: number[]; commit: SpoolCommit }[] = [];
    const result = await replaySpool(spool, {
      ledger,
      batchSize: options.batchSize ?? 4,
      write: (batch: QueuedVisit[], commit) => {
        if (options.fail) return Promise.reject(new Error('the database is gone'));
        batches.push({ seqs: batch.map((queued) => queued.seq), commit });
        return Promise.resolve(batch.length);
      },
      shouldStop: () => options.stopAfter !== undefined && batches.length >= options.stopAfter,
    });
    return { result, batches };
  }

  it('writes what the database lacks, in batches with their stretches, then deletes the spool', async () => {
    const spool = leftSpool(12, 1_000);
    expect(readdirSync(spool.dir).length).toBeGreaterThan(1);
    // Stretches the flush had written before the crash: the first, the middle and the last visit.
    const { ledger, forgotten } = ledgerOf({
      [spool.name]: [
        [1, 1],
        [4, 6],
        [9, 9],
        [12, 12],
      ],
    });
    const { result, batches } = await replay(spool, ledger, { batchSize: 3 });
    // Two segments of six visits; a batch is of one segment.
    expect(batches).toEqual([
      { seqs: [2, 3], commit: { spool: spool.name, ranges: [[2, 3]], pruneBelow: 0 } },
      {
        seqs: [7, 8, 10],
        commit: {
          spool: spool.name,
          ranges: [
            [7, 8],
            [10, 10],
          ],
          pruneBelow: 0,
        },
      },
      { seqs: [11], commit: { spool: spool.name, ranges: [[11, 11]], pruneBelow: 0 } },
    ]);
    expect(result).toEqual({ written: 6, skipped: 0, done: true });
    expect(existsSync(spool.dir)).toBe(false);
    expect(forgotten).toEqual([spool.name]);
  });

  it('replays the segments oldest first, whatever order the directory lists them in', async () => {
    const spool = leftSpool(36, 1_000);
    expect(readdirSync(spool.dir).length).toBeGreaterThanOrEqual(6);
    const { ledger } = ledgerOf({});
    const { batches } = await replay(spool, ledger, { batchSize: 100 });
    expect(batches.flatMap((batch) => batch.seqs)).toEqual(
      Array.from({ length: 36 }, (_, index) => index + 1),
    );
  });

  it('records each batch as the stretches it covers', async () => {
    const spool = leftSpool(5, 1_000);
    const { ledger } = ledgerOf({ [spool.name]: [[3, 3]] });
    const { batches } = await replay(spool, ledger, { batchSize: 10 });
    expect(batches.map((batch) => batch.commit.ranges)).toEqual([
      [
        [1, 2],
        [4, 5],
      ],
    ]);
  });

  it('writes every visit of a spool the database has none of, and nothing of one it has whole', async () => {
    const fresh = leftSpool(7, 1_000);
    const whole = leftSpool(7, 2_000);
    const { ledger } = ledgerOf({ [whole.name]: [[1, 7]] });
    expect((await replay(fresh, ledger)).result).toEqual({ written: 7, skipped: 0, done: true });
    const again = await replay(whole, ledger);
    expect(again.batches).toEqual([]);
    expect(again.result).toEqual({ written: 0, skipped: 0, done: true });
    expect(existsSync(whole.dir)).toBe(false);
  });

  it('counts a line cut short by the crash, and one that is not a visit, as skipped', async () => {
    const spool = leftSpool(3, 1_000);
    const [last] = readdirSync(spool.dir).sort().slice(-1);
    appendFileSync(join(spool.dir, last!), 'not a visit\n4\t1795000000');
    const { ledger } = ledgerOf({});
    const { result, batches } = await replay(spool, ledger);
    expect(batches.flatMap((batch) => batch.seqs)).toEqual([1, 2, 3]);
    expect(result).toEqual({ written: 3, skipped: 2, done: true });
  });

  it('reads only segment files, and deletes the whole spool with what else it holds', async () => {
    const spool = leftSpool(4, 1_000);
    appendFileSync(join(spool.dir, 'notes'), 'not a segment\n');
    mkdirSync(join(spool.dir, 'adopted'));
    const { ledger } = ledgerOf({});
    const { result, batches } = await replay(spool, ledger);
    expect(batches.flatMap((batch) => batch.seqs)).toEqual([1, 2, 3, 4]);
    expect(result).toEqual({ written: 4, skipped: 0, done: true });
    expect(existsSync(spool.dir)).toBe(false);
  });

  it('stops between batches when the process is shutting down, and leaves the rest adopted', async () => {
    const spool = leftSpool(12, 1_000);
    const { ledger, forgotten } = ledgerOf({});
    const { result, batches } = await replay(spool, ledger, { batchSize: 2, stopAfter: 2 });
    expect(batches.flatMap((batch) => batch.seqs)).toEqual([1, 2, 3, 4]);
    expect(result).toEqual({ written: 4, skipped: 0, done: false });
    expect(existsSync(spool.dir)).toBe(true);
    expect(forgotten).toEqual([]);
  });

  it('keeps the files and the rows when a write fails', async () => {
    const spool = leftSpool(5, 1_000);
    const { ledger, forgotten } = ledgerOf({ [spool.name]: [[1, 2]] });
    await expect(replay(spool, ledger, { fail: true })).rejects.toThrow('the database is gone');
    expect(readdirSync(spool.dir).length).toBeGreaterThan(0);
    expect(forgotten).toEqual([]);
  });
});
