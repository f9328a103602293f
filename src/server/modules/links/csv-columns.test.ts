import { describe, expect, it } from 'vitest';
import { mapColumns, normaliseHeader, readCode, readExpiry, readTags } from './csv-columns';

describe('mapColumns', () => {
  it('maps our own names, without case or spacing mattering', () => {
    const map = mapColumns(['Destination', ' ALIAS ', 'Title', 'domain', 'Expiry', 'notes']);
    expect(
      Object.fromEntries(Object.entries(map.columns).map(([field, column]) => [field, column.index])),
    ).toEqual({
      destination_url: 0,
      custom_alias: 1,
      title: 2,
      domain: 3,
      expires_at: 4,
    });
    expect(map.ignored).toEqual(['notes']);
  });

  it("maps Bitly's export: long_url, title, custom_bitlinks before link, tags; created_at ignored", () => {
    const map = mapColumns(['id', 'link', 'custom_bitlinks', 'long_url', 'title', 'created_at', 'tags']);
    expect(map.columns.destination_url?.header).toBe('long_url');
    expect(map.columns.old_code).toMatchObject({ header: 'custom_bitlinks', reader: 'firstShortLink' });
    expect(map.columns.title?.header).toBe('title');
    expect(map.columns.tags?.header).toBe('tags');
    expect(map.ignored).toEqual(['id', 'link', 'created_at']);
  });

  it("maps this app's own export back: tags and folder", () => {
    const map = mapColumns(['code', 'short_url', 'destination', 'title', 'tags', 'folder']);
    expect(map.columns.tags?.header).toBe('tags');
    expect(map.columns.folder?.header).toBe('folder');
  });

  it("maps Bitly's dashboard labels (Long URL, Bitlink)", () => {
    const map = mapColumns(['Title', 'Long URL', 'Bitlink', 'Created Date']);
    expect(map.columns.destination_url?.header).toBe('Long URL');
    expect(map.columns.old_code).toMatchObject({ header: 'Bitlink', reader: 'shortLink' });
  });

  it("maps Kutt's export: target, address, description, domain, expire_in", () => {
    const map = mapColumns([
      'id',
      'address',
      'target',
      'description',
      'domain',
      'expire_in',
      'visit_count',
      'link',
    ]);
    expect(map.columns.destination_url?.header).toBe('target');
    expect(map.columns.old_code).toMatchObject({ header: 'address', reader: 'plain' });
    expect(map.columns.title?.header).toBe('description');
    expect(map.columns.domain?.header).toBe('domain');
    expect(map.columns.expires_at?.header).toBe('expire_in');
  });

  it('reads a list of URLs without a header as destinations', () => {
    const map = mapColumns(['https://example.com/a']);
    expect(map).toMatchObject({ headerless: true, columns: { destination_url: { index: 0 } } });
  });

  it('normalises spaces, dashes and dots to underscores', () => {
    expect(normaliseHeader(' Long-URL ')).toBe('long_url');
    expect(normaliseHeader('expires.at')).toBe('expires_at');
  });
});

describe('readCode', () => {
  it.each([
    ['https://bit.ly/3xYzAbc', 'shortLink', '3xYzAbc'],
    ['bit.ly/promo-26', 'shortLink', 'promo-26'],
    ['abc123', 'shortLink', 'abc123'],
    ['["https://go.example/summer", "https://go.example/s2"]', 'firstShortLink', 'summer'],
    ['bit.ly/a1b2c, bit.ly/zz', 'firstShortLink', 'a1b2c'],
    ['', 'firstShortLink', ''],
    ['  kutt-code ', 'plain', 'kutt-code'],
  ] as const)('reads %j (%s) as %j', (cell, reader, code) => {
    expect(readCode(cell, reader)).toBe(code);
  });
});

describe('readExpiry', () => {
  it.each([
    ['', null],
    ['2031-12-31', '2031-12-31T23:59:59.000Z'],
    ['2031-05-01T10:00:00.000Z', '2031-05-01T10:00:00.000Z'],
    ['2031-05-01 10:00', '2031-05-01T10:00:00.000Z'],
    ['2031-05-01T17:00:00+0700', '2031-05-01T10:00:00.000Z'],
    ['2031-05-01T17:00:00+07:00', '2031-05-01T10:00:00.000Z'],
  ])('reads %j', (cell, iso) => {
    expect(readExpiry(cell)).toBe(iso);
  });

  it.each(['tomorrow', '31/12/2031', '2031-02-30', '2031-13-01', '2031-05-01T25:00'])(
    'refuses %j',
    (cell) => {
      expect(readExpiry(cell)).toBeUndefined();
    },
  );
});

describe('readTags', () => {
  it('reads comma-separated names, trimmed, each once whatever its case, the first spelling kept', () => {
    expect(readTags(' Sale, eid ,,sale,EID, Ramadan 2027 ')).toEqual(['Sale', 'eid', 'Ramadan 2027']);
    expect(readTags('')).toEqual([]);
  });
});
