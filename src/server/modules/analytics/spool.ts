import {
  closeSync,
  fdatasync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { QueuedVisit, Visit } from './click-queue';
import { formatVisit, parseVisitLine } from './spool-format';

// The click spool: every visit this process records is appended to a file in DATA_DIR a few
// milliseconds after its redirect, before it waits for the database, so a crash (kill -9, the
// OOM killer) loses at most the last few milliseconds, and a burst larger than the memory buffer
// waits on disk instead of being dropped (ADR 0007).
//
// A spool is a directory of its own per process start (named for its process, host and start
// time); its files (segments) are named for the first visit they hold and deleted once every
// visit in them is in the database. Which visits are in the database is recorded by the flush
// statement itself (click_spool_commits, in the same transaction as the clicks), so a replay after
// a crash writes each visit exactly once. spool-replay.ts replays the spools of dead processes.

export interface SpoolCommit {
  /** The spool's name: the key of its rows in click_spool_commits. */
  spool: string;
  /** The batch's visits as inclusive stretches of sequence numbers. */
  ranges: [number, number][];
  /** Rows of this spool ending below this are of deleted segments: the flush removes them. */
  pruneBelow: number;
}

interface Segment {
  firstSeq: number;
  path: string;
  /** Open for appending while it is the active segment; null once closed. */
  fd: number | null;
  bytes: number;
  lines: number;
  /** Lines whose visits are in the database, or that could not be read back (skipped). */
  done: number;
  /** An fdatasync in flight: the file is closed only after it. */
  syncing: boolean;
  closeAfterSync: boolean;
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
const segmentPattern = /^(\d{16})\.visits$/;

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

export function segmentName(firstSeq: number): string {
  return `${String(firstSeq).padStart(16, '0')}.visits`;
}

export function segmentFirstSeq(name: string): number | null {
  const match = segmentPattern.exec(name);
  return match ? Number(match[1]) : null;
}

/** The complete lines of a chunk read from a segment (a trailing partial line is left), and their bytes. */
function completeLines(text: string): { lines: string[]; consumed: number } {
  const end = text.lastIndexOf('\n');
  if (end < 0) return { lines: [], consumed: 0 };
  const body = text.slice(0, end);
  return { lines: body.split('\n'), consumed: Buffer.byteLength(body) + 1 };
}

/** The visits of lines read back, and how many lines were not one (cut short, or altered). */
function parseLines(lines: string[]): { visits: QueuedVisit[]; skipped: number } {
  const visits: QueuedVisit[] = [];
  let skipped = 0;
  for (const line of lines) {
    const visit = parseVisitLine(line);
    if (visit) visits.push(visit);
    else skipped += 1;
  }
  return { visits, skipped };
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
  const segmentBytes = options.segmentBytes ?? 16 * 1024 * 1024;
  // Oldest first; the last is the active one when its fd is open.
  const segments: Segment[] = [];
  let bytes = 0;
  let dirty = false;
  /** Where the first visit that waits on disk only is: its segment and byte offset. */
  let cursor: { segment: Segment; offset: number } | null = null;

  const isOpen = (segment: Segment) => segment.fd !== null && !segment.closeAfterSync;

  function active(firstSeq: number): Segment {
    const last = segments.at(-1);
    if (last && isOpen(last) && last.bytes < segmentBytes) return last;
    if (last) closeSegment(last);
    const path = join(dir, segmentName(firstSeq));
    const segment: Segment = {
      firstSeq,
      path,
      fd: openSync(path, 'a', 0o600),
      bytes: 0,
      lines: 0,
      done: 0,
      syncing: false,
      closeAfterSync: false,
    };
    segments.push(segment);
    return segment;
  }

  /** Closes a segment's file, or has its fdatasync in flight close it. */
  function closeSegment(segment: Segment) {
    if (segment.fd === null) return;
    if (segment.syncing) {
      segment.closeAfterSync = true;
      return;
    }
    closeSync(segment.fd);
    segment.fd = null;
  }

  /**
   * Appends the visits' lines to the active segment; with `limit`, only those that keep the
   * spool within that many bytes. Answers where the first went and how many were written.
   */
  function write(visits: Visit[], firstSeq: number, limit = Infinity) {
    let text = '';
    let size = 0;
    let count = 0;
    for (; count < visits.length; count++) {
      const line = formatVisit(firstSeq + count, visits[count] as Visit);
      if (limit !== Infinity) {
        const lineSize = Buffer.byteLength(line);
        if (bytes + size + lineSize > limit) break;
        size += lineSize;
      }
      text += line;
    }
    if (count === 0) return { segment: null, offset: 0, count };
    const segment = active(firstSeq);
    if (limit === Infinity) size = Buffer.byteLength(text);
    const offset = segment.bytes;
    writeSync(segment.fd as number, text);
    segment.bytes += size;
    segment.lines += count;
    bytes += size;
    dirty = true;
    return { segment, offset, count };
  }

  /** Deletes a segment whose every line is done (the active one too: the next append starts one). */
  function retire(segment: Segment) {
    if (segment.done < segment.lines || cursor?.segment === segment) return;
    const index = segments.indexOf(segment);
    if (index < 0) return;
    segments.splice(index, 1);
    bytes -= segment.bytes;
    closeSegment(segment);
    try {
      unlinkSync(segment.path);
    } catch {
      // Already gone: nothing to keep.
    }
  }

  function segmentOf(seq: number): Segment | undefined {
    let low = 0;
    let high = segments.length - 1;
    let found: Segment | undefined;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const segment = segments[middle] as Segment;
      if (segment.firstSeq <= seq) {
        found = segment;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found;
  }

  async function readFrom(position: { segment: Segment; offset: number }, max: number) {
    const { segment, offset } = position;
    const length = Math.min(segment.bytes - offset, Math.max(64 * 1024, max * 320));
    if (length <= 0) return { visits: [] as QueuedVisit[], consumed: 0 };
    const handle = await open(segment.path, 'r');
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, offset);
      const { lines, consumed } = completeLines(buffer.toString('utf8', 0, bytesRead));
      const { visits, skipped } = parseLines(lines);
      // A line that cannot be read back is done: it will never be written.
      segment.done += skipped;
      return { visits, consumed };
    } finally {
      await handle.close();
    }
  }

  return {
    name,
    dir,
    get spilling() {
      return cursor !== null;
    },
    get bytes() {
      return bytes;
    },
    append(visits, firstSeq) {
      if (visits.length > 0) write(visits, firstSeq);
    },
    spill(visits, firstSeq) {
      const { segment, offset, count } = write(visits, firstSeq, options.maxBytes);
      if (segment) cursor ??= { segment, offset };
      return count;
    },
    async readSpilled(max) {
      const visits: QueuedVisit[] = [];
      while (cursor && visits.length < max) {
        const position = cursor;
        const read = await readFrom(position, max - visits.length);
        // The cursor may have moved on while the file was read (it is only ever read here).
        position.offset += read.consumed;
        visits.push(...read.visits);
        if (position.offset < position.segment.bytes) {
          if (read.consumed === 0) break; // a partial line still being written
          continue;
        }
        const next = segments[segments.indexOf(position.segment) + 1];
        // Everything on disk is read: the visits recorded from now on go to memory again.
        cursor = next ? { segment: next, offset: 0 } : null;
        if (!isOpen(position.segment)) retire(position.segment);
      }
      return visits;
    },
    commitFor(batch) {
      return {
        spool: name,
        ranges: toRanges(batch.map((visit) => visit.seq)),
        pruneBelow: segments[0]?.firstSeq ?? Number.MAX_SAFE_INTEGER,
      };
    },
    written(batch) {
      const touched = new Set<Segment>();
      for (const visit of batch) {
        const segment = segmentOf(visit.seq);
        if (!segment) continue;
        segment.done += 1;
        touched.add(segment);
      }
      for (const segment of touched) retire(segment);
    },
    sync() {
      const segment = segments.at(-1);
      if (!dirty || !segment || !isOpen(segment) || segment.syncing) return;
      dirty = false;
      segment.syncing = true;
      fdatasync(segment.fd as number, () => {
        segment.syncing = false;
        if (segment.closeAfterSync) closeSegment(segment);
      });
    },
    close({ discard }) {
      for (const segment of segments) closeSegment(segment);
      if (discard) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Reads a whole segment file: its visits and how many lines could not be read back. */
export function readSegment(path: string): { visits: QueuedVisit[]; skipped: number } {
  const lines = readFileSync(path, 'utf8').split('\n');
  // The file ends with a newline; a last line without one was cut short, and counts as skipped.
  if (lines.at(-1) === '') lines.pop();
  return parseLines(lines);
}
