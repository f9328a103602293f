import { mkdirSync, rmSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { QueuedVisit, Visit } from './click-queue';
import {
  appendLines,
  closeSegment,
  markWritten,
  readSpilled,
  syncActive,
  type SegmentFiles,
} from './spool-segments';

// The click spool: every visit this process records is appended to a file in DATA_DIR a few
// milliseconds after its redirect, before it waits for the database, so a crash (kill -9, the
// OOM killer) loses at most the last few milliseconds, and a burst larger than the memory buffer
// waits on disk instead of being dropped (ADR 0007).
//
// A spool is a directory of its own per process start (named for its process, host and start
// time); its files (segments) are named for the first visit they hold and deleted once every
// visit in them is in the database. Which visits are in the database is recorded by the flush
// statement itself (click_spool_commits, in the same transaction as the clicks), so a replay after
// a crash writes each visit exactly once. spool-replay.ts replays the spools of dead processes;
// spool-segments.ts keeps the files.

export interface SpoolCommit {
  /** The spool's name: the key of its rows in click_spool_commits. */
  spool: string;
  /** The batch's visits as inclusive stretches of sequence numbers. */
  ranges: [number, number][];
  /** Rows of this spool ending below this are of deleted segments: the flush removes them. */
  pruneBelow: number;
}

export interface SpoolOptions {
  /** The directory holding every process's spool (DATA_DIR/spool). */
  root: string;
  /** Disk the spilled visits of this spool may take; beyond it a spilled visit is dropped. */
  maxBytes: number;
  /** A segment is closed and a new one started past this size. */
  segmentBytes?: number;
}

export interface Spool {
  readonly name: string;
  readonly dir: string;
  /** Whether visits wait on disk only (the memory buffer was full): readSpilled() brings them. */
  readonly spilling: boolean;
  /** Bytes of this spool's segments on disk. */
  readonly bytes: number;
  /** Appends visits that also go into the memory buffer; seq of the first, one more per visit. */
  append(visits: Visit[], firstSeq: number): void;
  /**
   * Appends visits that wait on disk only; answers how many the disk budget took (the rest, at the
   * end, are dropped by the caller).
   */
  spill(visits: Visit[], firstSeq: number): number;
  /** Reads back up to `max` spilled visits, oldest first. */
  readSpilled(max: number): Promise<QueuedVisit[]>;
  /** The stretches a batch covers, for the flush statement to record with it. */
  commitFor(batch: QueuedVisit[]): SpoolCommit;
  /** Marks a written batch's visits; segments whose visits are all written are deleted. */
  written(batch: QueuedVisit[]): void;
  /** Starts an fdatasync of the active segment (for a power loss; a process crash needs none). */
  sync(): void;
  /** Closes the files; the directory stays for the next start unless `discard`. */
  close(options: { discard: boolean }): void;
}

const namePattern = /^(\d+)-(\d+)-([A-Za-z0-9_.]+)$/;

export function hostTag(): string {
  return hostname().replace(/[^A-Za-z0-9_.]/g, '_') || 'host';
}

let lastStartedAt = 0;

/** The spool's name for this start of this process: pid, start time (unique in it), host. */
export function spoolName(startedAt: number): string {
  lastStartedAt = Math.max(startedAt, lastStartedAt + 1);
  return `${process.pid}-${lastStartedAt}-${hostTag()}`;
}

export function parseSpoolName(name: string): { pid: number; startedAt: number; host: string } | null {
  const match = namePattern.exec(name);
  return match ? { pid: Number(match[1]), startedAt: Number(match[2]), host: match[3] as string } : null;
}

/** A batch's spool numbers as inclusive stretches, in order: what click_spool_commits records. */
export function toRanges(seqs: number[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const seq of [...seqs].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && seq === last[1] + 1) last[1] = seq;
    else ranges.push([seq, seq]);
  }
  return ranges;
}

export function createSpool(options: SpoolOptions & { startedAt?: number }): Spool {
  const name = spoolName(options.startedAt ?? Date.now());
  const dir = join(options.root, name);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const files: SegmentFiles = {
    dir,
    segmentBytes: options.segmentBytes ?? 16 * 1024 * 1024,
    segments: [],
    bytes: 0,
    dirty: false,
    cursor: null,
  };

  return {
    name,
    dir,
    get spilling() {
      return files.cursor !== null;
    },
    get bytes() {
      return files.bytes;
    },
    append(visits, firstSeq) {
      if (visits.length > 0) appendLines(files, visits, firstSeq);
    },
    spill(visits, firstSeq) {
      const { segment, offset, count } = appendLines(files, visits, firstSeq, options.maxBytes);
      if (segment) files.cursor ??= { segment, offset };
      return count;
    },
    readSpilled: (max) => readSpilled(files, max),
    commitFor(batch) {
      return {
        spool: name,
        ranges: toRanges(batch.map((visit) => visit.seq)),
        pruneBelow: files.segments[0]?.firstSeq ?? Number.MAX_SAFE_INTEGER,
      };
    },
    written: (batch) => markWritten(files, batch),
    sync: () => syncActive(files),
    close({ discard }) {
      for (const segment of files.segments) closeSegment(segment);
      if (discard) rmSync(dir, { recursive: true, force: true });
    },
  };
}
