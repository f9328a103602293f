// Which column of an imported CSV gives which field of a link. Header names are compared without
// case, surrounding spaces, or the difference between spaces, dashes, dots and underscores, so
// "Long URL", "long-url" and "long_url" are one name. The first name of each list found wins.
//
// | field           | names                                                                 |
// | --------------- | --------------------------------------------------------------------- |
// | destination     | destination, destination_url, url, long_url (Bitly), target (Kutt),  |
// |                 | target_url, original_url, long_link                                   |
// | alias           | alias, custom_alias, back_half, slug, keyword: the user's own choice, |
// |                 | checked as the create form checks it (a plan without custom aliases   |
// |                 | refuses the row)                                                      |
// | code of the     | custom_bitlinks (Bitly: the first custom back-half), code, short_code,|
// | other service   | address (Kutt), then link, bitlink, short_url, short_link (the path   |
// |                 | of the other service's short URL): kept as the alias when the plan    |
// |                 | includes custom aliases, else a code is generated (the preview says so)|
// | title           | title, name, description (Kutt), link_title                          |
// | domain          | domain (Kutt; empty: the user's default), short_domain, domain_name   |
// | expiry          | expiry, expires_at, expires, expire_at, expire_in (Kutt), expiration, |
// |                 | expiration_date, expiry_date, expires_on                              |
// | tags            | tags (Bitly's and this app's export: comma-separated names), tag,    |
// |                 | labels                                                                |
// | folder          | folder, folder_name (this app's export)                               |
//
// Every other column (Bitly's created_at, archived; Kutt's visit_count, password; this app's own
// export's created, active, clicks) is listed as ignored. A file whose first cell is a URL and
// whose header names nothing known is read as a list of destinations without a header.

export type ImportField =
  'destination_url' | 'custom_alias' | 'old_code' | 'title' | 'domain' | 'expires_at' | 'tags' | 'folder';

/** How a cell of the code column becomes a code. */
type CodeReader = 'plain' | 'firstShortLink' | 'shortLink';

const names: { field: ImportField; names: string[]; reader?: CodeReader }[] = [
  {
    field: 'destination_url',
    names: [
      'destination',
      'destination_url',
      'url',
      'long_url',
      'target',
      'target_url',
      'original_url',
      'long_link',
    ],
  },
  { field: 'custom_alias', names: ['alias', 'custom_alias', 'back_half', 'slug', 'keyword'] },
  { field: 'old_code', names: ['custom_bitlinks', 'custom_bitlink'], reader: 'firstShortLink' },
  { field: 'old_code', names: ['code', 'short_code', 'address'], reader: 'plain' },
  { field: 'old_code', names: ['link', 'bitlink', 'short_url', 'short_link'], reader: 'shortLink' },
  { field: 'title', names: ['title', 'name', 'description', 'link_title'] },
  { field: 'domain', names: ['domain', 'short_domain', 'domain_name'] },
  {
    field: 'expires_at',
    names: [
      'expiry',
      'expires_at',
      'expires',
      'expire_at',
      'expire_in',
      'expiration',
      'expiration_date',
      'expiry_date',
      'expires_on',
    ],
  },
  { field: 'tags', names: ['tags', 'tag', 'labels'] },
  { field: 'folder', names: ['folder', 'folder_name'] },
];

export function normaliseHeader(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s.-]+/g, '_');
}

export interface MappedColumn {
  index: number;
  /** As written in the file: what a problem names. */
  header: string;
  reader?: CodeReader;
}

export interface ColumnMap {
  columns: Partial<Record<ImportField, MappedColumn>>;
  /** Headers not read, as written. */
  ignored: string[];
  /** The first record is a link, not a header. */
  headerless: boolean;
}

/** Which column gives which field, from the header row. */
export function mapColumns(header: string[]): ColumnMap {
  const normalised = header.map(normaliseHeader);
  const columns: ColumnMap['columns'] = {};
  const used = new Set<number>();
  for (const entry of names) {
    if (columns[entry.field]) continue;
    for (const name of entry.names) {
      const index = normalised.indexOf(name);
      if (index === -1 || used.has(index)) continue;
      columns[entry.field] = {
        index,
        header: header[index]!.trim(),
        ...(entry.reader ? { reader: entry.reader } : {}),
      };
      used.add(index);
      break;
    }
  }
  if (Object.keys(columns).length === 0 && /^https?:\/\//i.test(header[0]?.trim() ?? '')) {
    return { columns: { destination_url: { index: 0, header: 'column 1' } }, ignored: [], headerless: true };
  }
  const ignored = header
    .map((name, index) => ({ name: name.trim(), index }))
    .filter(({ name, index }) => name !== '' && !used.has(index))
    .map(({ name }) => name);
  return { columns, ignored, headerless: false };
}

/** The path of a short URL without its slash (`https://bit.ly/3xYz` -> `3xYz`); the text itself when it is no URL. */
function pathOf(value: string): string {
  const text = value.trim();
  if (text === '') return '';
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text)
    ? text
    : /^[^/\s]+\.[^/\s]+\//.test(text)
      ? `https://${text}`
      : null;
  if (withScheme === null) return text;
  try {
    return decodeURIComponent(new URL(withScheme).pathname.replace(/^\/+/, ''));
  } catch {
    return text;
  }
}

/** The code a cell of the other service's code column holds ('' for none). */
export function readCode(cell: string, reader: CodeReader = 'plain'): string {
  switch (reader) {
    case 'plain':
      return cell.trim();
    case 'shortLink':
      return pathOf(cell);
    case 'firstShortLink': {
      // Bitly's API gives a list; a CSV made of it writes ["bit.ly/a", "bit.ly/b"] or a, b.
      const first = cell
        .replace(/[[\]"']/g, ' ')
        .split(/[\s,;|]+/)
        .find((part) => part !== '');
      return first ? pathOf(first) : '';
    }
  }
}

const dateOnly = /^(\d{4}-\d{2}-\d{2})$/;
const dateTime = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?)\s*(Z|[+-]\d{2}:?\d{2})?$/i;

export const expiryFormatMessage =
  'Write the expiry as a date (2026-12-31) or a date and time (2026-12-31T18:00:00Z).';

/**
 * An expiry cell as an ISO date-time, null for an empty cell, or undefined when it is not a date.
 * A date alone lasts to the end of that day (UTC); a time without a zone is UTC; `+0700` (Bitly's
 * form) is read as `+07:00`.
 */
export function readExpiry(cell: string): string | null | undefined {
  const text = cell.trim();
  if (text === '') return null;
  const day = dateOnly.exec(text);
  const parts = day ? [text, day[1], '23:59:59', 'Z'] : dateTime.exec(text);
  if (!parts) return undefined;
  const zone = (parts[3] ?? 'Z').toUpperCase().replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const time = parts[2]!.length === 5 ? `${parts[2]}:00` : parts[2];
  const date = new Date(`${parts[1]}T${time}${zone}`);
  if (Number.isNaN(date.getTime()) || !isCalendarDay(parts[1]!)) return undefined;
  return date.toISOString();
}

/** 2026-02-30 parses (as March 2nd) but is no day. */
function isCalendarDay(day: string): boolean {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, date));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
}

/** A tags cell's names: comma-separated, trimmed, each once whatever its case (the first spelling kept). */
export function readTags(cell: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of cell.split(',')) {
    const name = part.trim();
    if (name === '' || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    tags.push(name);
  }
  return tags;
}
