import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { countryCodePattern } from '../../platform/geoip';
import type { Visit } from './click-queue';

// Visits the shutdown could not write in time (a large backlog, or the database away) are kept in
// a file for the next start, rather than lost. One file per shutdown, named for its process, so
// processes sharing a data directory never write into one file; a starting process claims a file
// by renaming it (atomic: two processes starting at once never both read it).

const pattern = /^visits-\d+-\d+\.ndjson$/;

/** Writes the visits to a new file in `dir` and answers its path. */
export function keepVisits(dir: string, visits: Visit[]): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, `visits-${process.pid}-${Date.now()}.ndjson`);
  const lines = visits.map((visit) => JSON.stringify(visit));
  writeFileSync(`${file}.partial`, `${lines.join('\n')}\n`, { mode: 0o600 });
  // A file cut short by a crash mid-write is never read as a whole one.
  renameSync(`${file}.partial`, file);
  return file;
}

// A line that passed would go into the flush statement, where a value its columns reject fails the
// whole batch, and every retry after it: only what the redirect itself hands over passes.
const keptVisit = z.object({
  linkId: z.guid(),
  // Within what a Date and PostgreSQL's timestamptz both hold.
  at: z.int().min(0).max(8.64e15),
  ip: z.string(),
  userAgent: z.string().optional(),
  referer: z.string().optional(),
  countryHint: z.string().regex(countryCodePattern).nullable().optional(),
  destination: z.string(),
});

function parseLine(line: string): Visit | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  const parsed = keptVisit.safeParse(value);
  if (!parsed.success) return null;
  const { linkId, at, ip, userAgent, referer, countryHint, destination } = parsed.data;
  return { linkId, at, ip, userAgent, referer, countryHint: countryHint ?? null, destination };
}

/**
 * Reads and removes every file of kept visits in `dir`, oldest first. Lines that are not a visit
 * are skipped and counted.
 */
export function takeKeptVisits(dir: string): { visits: Visit[]; skipped: number } {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => pattern.test(name));
  } catch {
    return { visits: [], skipped: 0 };
  }
  const byTime = (name: string) => Number(name.split('-')[2]?.split('.')[0]);
  names.sort((a, b) => byTime(a) - byTime(b));
  const visits: Visit[] = [];
  let skipped = 0;
  for (const name of names) {
    const claimed = join(dir, `${name}.claimed-${process.pid}`);
    try {
      renameSync(join(dir, name), claimed);
    } catch {
      continue; // another process claimed it first
    }
    for (const line of readFileSync(claimed, 'utf8').split('\n')) {
      if (line === '') continue;
      const visit = parseLine(line);
      if (visit) visits.push(visit);
      else skipped += 1;
    }
    rmSync(claimed, { force: true });
  }
  return { visits, skipped };
}
