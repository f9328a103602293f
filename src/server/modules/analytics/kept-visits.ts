import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Visit } from './ingest';

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

function isVisit(value: unknown): value is Visit {
  const visit = value as Partial<Visit> | null;
  return (
    typeof visit === 'object' &&
    visit !== null &&
    typeof visit.linkId === 'string' &&
    typeof visit.at === 'number' &&
    typeof visit.ip === 'string' &&
    typeof visit.destination === 'string'
  );
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
      try {
        const value: unknown = JSON.parse(line);
        if (isVisit(value)) {
          visits.push({
            linkId: value.linkId,
            at: value.at,
            ip: value.ip,
            userAgent: value.userAgent ?? undefined,
            referer: value.referer ?? undefined,
            countryHint: value.countryHint ?? null,
            destination: value.destination,
          });
        } else skipped += 1;
      } catch {
        skipped += 1;
      }
    }
    rmSync(claimed, { force: true });
  }
  return { visits, skipped };
}
