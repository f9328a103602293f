import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Visit } from './click-queue';
import { keepVisits, takeKeptVisits } from './kept-visits';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rk-kept-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const linkIdOf = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

function visit(index: number, extra: Partial<Visit> = {}): Visit {
  return {
    linkId: linkIdOf(index),
    at: 1_790_000_000_000 + index,
    ip: '36.66.1.1',
    userAgent: 'Mozilla/5.0',
    referer: undefined,
    countryHint: null,
    destination: 'https://example.com/',
    ...extra,
  };
}

describe('kept visits', () => {
  it('gives back what a shutdown kept, once, and leaves no file behind', () => {
    const visits = [
      visit(1),
      visit(2, { referer: 'https://t.co/', countryHint: 'ID', userAgent: undefined }),
    ];
    keepVisits(join(dir, 'kept'), visits);
    expect(takeKeptVisits(join(dir, 'kept'))).toEqual({ visits, skipped: 0 });
    expect(takeKeptVisits(join(dir, 'kept'))).toEqual({ visits: [], skipped: 0 });
    expect(readdirSync(join(dir, 'kept'))).toEqual([]);
  });

  it('answers nothing when no shutdown kept anything', () => {
    expect(takeKeptVisits(join(dir, 'missing'))).toEqual({ visits: [], skipped: 0 });
  });

  it('reads older files first and skips lines that are not visits', () => {
    writeFileSync(join(dir, 'visits-1-2000.ndjson'), `${JSON.stringify(visit(3))}\n{"linkId":1}\nnot json\n`);
    writeFileSync(join(dir, 'visits-2-1000.ndjson'), `${JSON.stringify(visit(2))}\n`);
    // Cut short by a crash while it was written: never read.
    writeFileSync(join(dir, 'visits-3-500.ndjson.partial'), JSON.stringify(visit(1)));
    const taken = takeKeptVisits(dir);
    expect(taken.visits.map((kept) => kept.linkId)).toEqual([linkIdOf(2), linkIdOf(3)]);
    expect(taken.skipped).toBe(2);
    expect(readdirSync(dir)).toEqual(['visits-3-500.ndjson.partial']);
  });

  it('skips visits the flush statement would reject, so one bad line cannot stall every write', () => {
    const bad = [
      visit(1, { linkId: 'not-a-uuid' }),
      visit(2, { at: 1e20 }),
      visit(3, { at: -1 }),
      visit(4, { countryHint: 'indonesia' }),
    ];
    writeFileSync(
      join(dir, 'visits-1-1000.ndjson'),
      `${bad.map((line) => JSON.stringify(line)).join('\n')}\n`,
    );
    expect(takeKeptVisits(dir)).toEqual({ visits: [], skipped: 4 });
  });
});
