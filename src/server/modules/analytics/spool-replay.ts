import { mkdirSync, readdirSync, renameSync, rmSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { hostTag, parseSpoolName, toRanges, type SpoolCommit } from './spool';
import { readSegment, segmentFirstSeq } from './spool-segments';
import type { QueuedVisit } from './click-queue';
import { isProcessAlive } from '../../platform/runtime/process-alive';

// Replaying the spools of processes that ended without writing everything (a crash, or a shutdown
// whose deadline came first). A starting process adopts each such spool by renaming it into its
// own directory (atomic: two processes starting at once never both take one; and if this process
// dies while replaying, the next one adopts them again with its own spool), then writes what the
// database does not have yet, batch by batch, with the stretches recorded as the flush writes them.

/**
 * What a replay needs of the database: which stretches of a spool it has, and forgetting them
 * (click_spool_commits: spool-ledger.ts).
 */
export interface SpoolLedger {
  written(spool: string): Promise<[number, number][]>;
  forget(spool: string): Promise<void>;
}

/**
 * Moves the spools of ended processes on this host (and those adopted by them) into
 * `<own>/adopted/`, and answers every spool there, the longest-waiting first. A process id equal
 * to ours is an earlier start in a container, where the server is always the same pid.
 */
export function adoptEndedSpools(root: string, own: string): { name: string; dir: string }[] {
  const adoptedDir = join(root, own, 'adopted');
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return [];
  }
  for (const name of names) {
    const owner = parseSpoolName(name);
    if (!owner || name === own || owner.host !== hostTag()) continue;
    if (owner.pid !== process.pid && isProcessAlive(owner.pid)) continue;
    mkdirSync(adoptedDir, { recursive: true, mode: 0o700 });
    try {
      renameSync(join(root, name), join(adoptedDir, name));
    } catch {
      // Another process starting now adopted it first.
    }
  }
  return collectAdopted(adoptedDir);
}

/** Every spool under `dir`, the ones they had adopted included (a replay that was cut short). */
function collectAdopted(dir: string): { name: string; dir: string }[] {
  return spoolsUnder(dir)
    .sort((a, b) => a.startedAt - b.startedAt)
    .map(({ name, dir: path }) => ({ name, dir: path }));
}

function spoolsUnder(dir: string): { name: string; dir: string; startedAt: number }[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const owner = parseSpoolName(name);
    if (!owner) return [];
    const path = join(dir, name);
    return [...spoolsUnder(join(path, 'adopted')), { name, dir: path, startedAt: owner.startedAt }];
  });
}

function isWritten(ranges: [number, number][], seq: number): boolean {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [first, last] = ranges[middle] as [number, number];
    if (seq < first) high = middle - 1;
    else if (seq > last) low = middle + 1;
    else return true;
  }
  return false;
}

export interface ReplayOptions {
  ledger: SpoolLedger;
  write: (batch: QueuedVisit[], commit: SpoolCommit) => Promise<number>;
  batchSize: number;
  /** Asked between batches: stop (the process is shutting down); what is left stays adopted. */
  shouldStop: () => boolean;
}

/**
 * Writes what the database lacks of one adopted spool, then deletes it. Answers the visits written
 * and the lines skipped (unreadable, or cut short by the crash); throws when a write fails (the
 * files stay, and the next attempt skips what was written).
 */
export async function replaySpool(
  spool: { name: string; dir: string },
  options: ReplayOptions,
): Promise<{ written: number; skipped: number; done: boolean }> {
  const done = await options.ledger.written(spool.name);
  let written = 0;
  let skipped = 0;
  const segments = readdirSync(spool.dir)
    .map((name) => ({ name, firstSeq: segmentFirstSeq(name) }))
    .filter((entry): entry is { name: string; firstSeq: number } => entry.firstSeq !== null)
    .sort((a, b) => a.firstSeq - b.firstSeq);
  for (const segment of segments) {
    const path = join(spool.dir, segment.name);
    const read = readSegment(path);
    skipped += read.skipped;
    const waiting = read.visits.filter((visit) => !isWritten(done, visit.seq));
    for (let start = 0; start < waiting.length; start += options.batchSize) {
      if (options.shouldStop()) return { written, skipped, done: false };
      const batch = waiting.slice(start, start + options.batchSize);
      const ranges = toRanges(batch.map((visit) => visit.seq));
      // Nothing is pruned while replaying: the spool's rows go at once when it is done.
      // What a batch writes is not looked up again: a later segment's visits come after it.
      written += await options.write(batch, { spool: spool.name, ranges, pruneBelow: 0 });
    }
    unlinkSync(path);
  }
  // The files first: rows without files are harmless, files without rows would be written twice.
  rmSync(spool.dir, { recursive: true });
  await options.ledger.forget(spool.name);
  return { written, skipped, done: true };
}
