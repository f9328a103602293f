import { closeSync, fdatasync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import type { QueuedVisit, Visit } from './click-queue';
import { formatVisit, parseVisitLine } from './spool-format';

// A spool's segment files (spool.ts): the active one appended to, spilled visits read back from a
// cursor, a segment deleted once its every line is done. One state object per spool, which these
// functions share.

export interface Segment {
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

export interface SegmentFiles {
  dir: string;
  /** A segment is closed and a new one started past this size. */
  segmentBytes: number;
  /** Oldest first; the last is the active one when its fd is open. */
  segments: Segment[];
  /** Bytes of the segments on disk. */
  bytes: number;
  /** Appended to since the last fdatasync. */
  dirty: boolean;
  /** Where the first visit that waits on disk only is: its segment and byte offset. */
  cursor: { segment: Segment; offset: number } | null;
}

const segmentPattern = /^(\d{16})\.visits$/;

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

const isOpen = (segment: Segment) => segment.fd !== null && !segment.closeAfterSync;

function active(files: SegmentFiles, firstSeq: number): Segment {
  const last = files.segments.at(-1);
  if (last && isOpen(last) && last.bytes < files.segmentBytes) return last;
  if (last) closeSegment(last);
  const path = join(files.dir, segmentName(firstSeq));
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
  files.segments.push(segment);
  return segment;
}

/** Closes a segment's file, or has its fdatasync in flight close it. */
export function closeSegment(segment: Segment) {
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
export function appendLines(files: SegmentFiles, visits: Visit[], firstSeq: number, limit = Infinity) {
  let text = '';
  let size = 0;
  let count = 0;
  for (; count < visits.length; count++) {
    const line = formatVisit(firstSeq + count, visits[count] as Visit);
    if (limit !== Infinity) {
      const lineSize = Buffer.byteLength(line);
      if (files.bytes + size + lineSize > limit) break;
      size += lineSize;
    }
    text += line;
  }
  if (count === 0) return { segment: null, offset: 0, count };
  const segment = active(files, firstSeq);
  if (limit === Infinity) size = Buffer.byteLength(text);
  const offset = segment.bytes;
  writeSync(segment.fd as number, text);
  segment.bytes += size;
  segment.lines += count;
  files.bytes += size;
  files.dirty = true;
  return { segment, offset, count };
}

/** Deletes a segment whose every line is done (the active one too: the next append starts one). */
function retire(files: SegmentFiles, segment: Segment) {
  if (segment.done < segment.lines || files.cursor?.segment === segment) return;
  const index = files.segments.indexOf(segment);
  if (index < 0) return;
  files.segments.splice(index, 1);
  files.bytes -= segment.bytes;
  closeSegment(segment);
  try {
    unlinkSync(segment.path);
  } catch {
    // Already gone: nothing to keep.
  }
}

function segmentOf(files: SegmentFiles, seq: number): Segment | undefined {
  const { segments } = files;
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

/** Reads back up to `max` spilled visits from the cursor, oldest first. */
export async function readSpilled(files: SegmentFiles, max: number): Promise<QueuedVisit[]> {
  const visits: QueuedVisit[] = [];
  while (files.cursor && visits.length < max) {
    const position = files.cursor;
    const read = await readFrom(position, max - visits.length);
    // The cursor may have moved on while the file was read (it is only ever read here).
    position.offset += read.consumed;
    visits.push(...read.visits);
    if (position.offset < position.segment.bytes) {
      if (read.consumed === 0) break; // a partial line still being written
      continue;
    }
    const next = files.segments[files.segments.indexOf(position.segment) + 1];
    // Everything on disk is read: the visits recorded from now on go to memory again.
    files.cursor = next ? { segment: next, offset: 0 } : null;
    if (!isOpen(position.segment)) retire(files, position.segment);
  }
  return visits;
}

/** Marks a written batch's visits; segments whose visits are all written are deleted. */
export function markWritten(files: SegmentFiles, batch: QueuedVisit[]) {
  const touched = new Set<Segment>();
  for (const visit of batch) {
    const segment = segmentOf(files, visit.seq);
    if (!segment) continue;
    segment.done += 1;
    touched.add(segment);
  }
  for (const segment of touched) retire(files, segment);
}

/** Starts an fdatasync of the active segment. */
export function syncActive(files: SegmentFiles) {
  const segment = files.segments.at(-1);
  if (!files.dirty || !segment || !isOpen(segment) || segment.syncing) return;
  files.dirty = false;
  segment.syncing = true;
  fdatasync(segment.fd as number, () => {
    segment.syncing = false;
    if (segment.closeAfterSync) closeSegment(segment);
  });
}

/** Reads a whole segment file: its visits and how many lines could not be read back. */
export function readSegment(path: string): { visits: QueuedVisit[]; skipped: number } {
  const lines = readFileSync(path, 'utf8').split('\n');
  // The file ends with a newline; a last line without one was cut short, and counts as skipped.
  if (lines.at(-1) === '') lines.pop();
  return parseLines(lines);
}
