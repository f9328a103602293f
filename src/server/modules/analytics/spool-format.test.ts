import { describe, expect, it } from 'vitest';
import type { Visit } from './click-queue';
import { formatVisit, parseVisitLine } from './spool-format';

const visit: Visit = {
  linkId: '00000000-0000-4000-8000-000000000001',
  at: 1_795_000_000_123,
  ip: '2001:db8::1',
  userAgent: 'Mozilla/5.0\t(tab)\\ and a \\t that is text',
  referer: 'https://ref.example/a\nb',
  countryHint: 'ID',
  destination: 'https://example.com/?q=1\r\n',
  choice: null,
  scan: false,
};

const line = (text: string) => text.slice(0, -1);

describe('spool lines', () => {
  it('give back every field, tabs, newlines and backslashes included', () => {
    const text = formatVisit(42, visit);
    expect(text.endsWith('\n')).toBe(true);
    expect(line(text).includes('\n')).toBe(false);
    expect(parseVisitLine(line(text))).toEqual({ seq: 42, ...visit });
  });

  it('read an empty user agent, referer or country as absent', () => {
    const bare = { ...visit, userAgent: undefined, referer: undefined, countryHint: null };
    expect(parseVisitLine(line(formatVisit(1, bare)))).toEqual({ seq: 1, ...bare });
  });

  it('give back a scan, and a targeting choice beside it', () => {
    const scanned = { ...visit, choice: 'rule:a\tb', scan: true };
    const text = line(formatVisit(9, scanned));
    expect(text.endsWith('\tq')).toBe(true);
    expect(parseVisitLine(text)).toEqual({ seq: 9, ...scanned });
    expect(line(formatVisit(9, visit)).endsWith('\t')).toBe(true);
  });

  // A new version adopts and replays the spools an older one left behind.
  it('read the lines of older versions as visits that were no scan', () => {
    const fields = line(formatVisit(5, { ...visit, choice: 'fallback' })).split('\t');
    const nine = fields.slice(0, 9).join('\t');
    const eight = fields.slice(0, 8).join('\t');
    expect(parseVisitLine(nine)).toEqual({ seq: 5, ...visit, choice: 'fallback', scan: false });
    expect(parseVisitLine(eight)).toEqual({ seq: 5, ...visit, choice: null, scan: false });
  });

  it('read the first number, the first moment and the last moment a timestamp holds', () => {
    for (const [seq, at] of [
      [0, 0],
      [1, 8.64e15],
    ] as const) {
      expect(parseVisitLine(line(formatVisit(seq, { ...visit, at })))).toEqual({ seq, ...visit, at });
    }
  });

  it.each([
    ['a line cut short by a crash', line(formatVisit(7, visit)).slice(0, 40)],
    ['a number that is not one', line(formatVisit(7, visit)).replace(/^7/, 'x')],
    ['a time out of range', line(formatVisit(7, { ...visit, at: 8.64e15 + 1 }))],
    ['a time that is not a number', line(formatVisit(7, visit)).replace(/\t\d+\t/, '\tsoon\t')],
    ['a time before 1970', line(formatVisit(7, { ...visit, at: -1 }))],
    ['a time with a fraction', line(formatVisit(7, { ...visit, at: 1.5 }))],
    ['a negative number', line(formatVisit(-1, visit))],
    ['a number with a fraction', line(formatVisit(1.5, visit))],
    ['a link id that is not a uuid', line(formatVisit(7, { ...visit, linkId: 'link' }))],
    ['a country that is not a code', line(formatVisit(7, { ...visit, countryHint: 'Indonesia' }))],
    ['an empty destination', line(formatVisit(7, { ...visit, destination: '' }))],
    ['an empty line', ''],
    ['a scan field that is not one', `${line(formatVisit(7, visit))}x`],
    ['a field too many', `${line(formatVisit(7, visit))}q\t`],
    ['seven fields', line(formatVisit(7, visit)).split('\t').slice(0, 7).join('\t')],
  ])('refuse %s', (_, text) => {
    expect(parseVisitLine(text)).toBeNull();
  });
});
