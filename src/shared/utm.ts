import { z } from 'zod';
import { singleLine } from './text';

// UTM parameters: the five `utm_*` values of a destination's query string that analytics tools read
// a visit's campaign from, the rules a value follows, and a workspace's saved sets of them
// (templates). The values are written into the destination URL-encoded, so `&`, `#`, `=` and spaces
// are fine; a value is one line (trimmed) of at most 100 characters without control characters.
// The server enforces every rule here for templates; a destination is judged as a whole by links.ts.

export const utmFields = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmField = (typeof utmFields)[number];
/** The values of a destination or a template; a field left out has none. */
export type UtmValues = Partial<Record<UtmField, string>>;

/** The query key of a field: `utm_source`... */
export const utmKey = (field: UtmField) => `utm_${field}` as const;

export const maxUtmValueLength = 100;
export const maxUtmTemplateNameLength = 60;
/** Templates a workspace may keep: enough for every channel, bounded for the picker. */
export const maxUtmTemplatesPerWorkspace = 100;

// Tabs and line breaks are singleLine's to refuse, in its own words.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** One value: trimmed, one line, at most 100 characters, no control characters; '' is none. */
export const utmValueSchema = singleLine(maxUtmValueLength).refine(
  (value) => !controlCharacter.test(value),
  'Remove line breaks, tabs and other control characters.',
);

export const utmValuesNeeded = 'Fill in at least one of source, medium, campaign, term and content.';

/** Why each value is refused (the schema's English sentence), by field; empty when none is. */
export function utmProblems(values: UtmValues): Partial<Record<UtmField, string>> {
  const problems: Partial<Record<UtmField, string>> = {};
  for (const field of utmFields) {
    const value = values[field];
    if (value === undefined) continue;
    const parsed = utmValueSchema.safeParse(value);
    if (!parsed.success) problems[field] = parsed.error.issues[0]!.message;
  }
  return problems;
}

// The query string is read and written as text, segment by segment, so that every other parameter
// keeps its place and its spelling (`a+b`, `x` without `=`, `%2F`) and the fragment stays as it is.

interface SplitUrl {
  /** Up to the `?` (or the fragment, when there is no query). */
  base: string;
  /** The query's `&`-separated segments as written; null when the URL has no `?`. */
  segments: string[] | null;
  /** From the `#` on, or ''. */
  fragment: string;
}

function split(url: string): SplitUrl | null {
  const text = url.trim();
  try {
    new URL(text);
  } catch {
    return null;
  }
  const hashAt = text.indexOf('#');
  const beforeHash = hashAt < 0 ? text : text.slice(0, hashAt);
  const fragment = hashAt < 0 ? '' : text.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt < 0) return { base: beforeHash, segments: null, fragment };
  const query = beforeHash.slice(queryAt + 1);
  return { base: beforeHash.slice(0, queryAt), segments: query === '' ? [] : query.split('&'), fragment };
}

/** A query component as a form decodes it (`+` is a space); kept as written when it is not valid. */
function decode(text: string): string {
  const spaced = text.replaceAll('+', ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

function fieldOf(segment: string): UtmField | undefined {
  const at = segment.indexOf('=');
  const key = decode(at < 0 ? segment : segment.slice(0, at));
  return utmFields.find((field) => utmKey(field) === key);
}

function valueOf(segment: string): string {
  const at = segment.indexOf('=');
  return at < 0 ? '' : decode(segment.slice(at + 1));
}

/** Whether `url` parses, so that readUtm reads it and writeUtm changes it. */
export function utmWritable(url: string): boolean {
  return split(url) !== null;
}

/** The UTM values a URL carries (the first of each, decoded); empty for a URL that does not parse. */
export function readUtm(url: string): UtmValues {
  const parts = split(url);
  const values: UtmValues = {};
  for (const segment of parts?.segments ?? []) {
    const field = fieldOf(segment);
    if (!field || field in values) continue;
    const value = valueOf(segment);
    if (value !== '') values[field] = value;
  }
  return values;
}

/**
 * The URL with the given fields set (trimmed, encoded) or removed (an empty value); a field not
 * given stays as it is, and so does every other parameter, its place and the fragment. A field
 * already there keeps its place (its later repeats go); a new one is added at the end. A URL that
 * does not parse is answered unchanged.
 */
export function writeUtm(url: string, values: Partial<Record<UtmField, string | null>>): string {
  const parts = split(url);
  if (!parts) return url;
  const given = utmFields.filter((field) => values[field] !== undefined);
  const wanted = (field: UtmField) => (values[field] ?? '').trim();
  const placed = new Set<UtmField>();
  const segments: string[] = [];
  for (const segment of parts.segments ?? []) {
    const field = fieldOf(segment);
    if (!field || !given.includes(field)) {
      segments.push(segment);
      continue;
    }
    if (placed.has(field)) continue;
    placed.add(field);
    const value = wanted(field);
    if (value === '') continue;
    // The same value as written stays in its own spelling.
    segments.push(valueOf(segment) === value ? segment : `${utmKey(field)}=${encodeURIComponent(value)}`);
  }
  for (const field of given) {
    const value = wanted(field);
    if (!placed.has(field) && value !== '') segments.push(`${utmKey(field)}=${encodeURIComponent(value)}`);
  }
  // A query the change empties goes with its `?`; a bare `?` that was there stays.
  const query = segments.length > 0 ? `?${segments.join('&')}` : parts.segments?.length === 0 ? '?' : '';
  return `${parts.base}${query}${parts.fragment}`;
}

// Templates: a workspace's saved sets of values, picked from a list on the link forms.

const templateName = singleLine(maxUtmTemplateNameLength).pipe(
  z.string().min(1, 'Enter a name for the template.'),
);
/** A value of a template: null or '' is none. */
const templateValue = utmValueSchema.nullable();

const templateShape = {
  name: templateName,
  source: templateValue,
  medium: templateValue,
  campaign: templateValue,
  term: templateValue,
  content: templateValue,
};

const templateExample = {
  name: 'Newsletter',
  source: 'newsletter',
  medium: 'email',
  campaign: 'ramadan-2027',
};

export const createUtmTemplateSchema = z
  .object({
    name: templateShape.name,
    source: templateValue.optional(),
    medium: templateValue.optional(),
    campaign: templateValue.optional(),
    term: templateValue.optional(),
    content: templateValue.optional(),
  })
  .strict()
  .superRefine((template, context) => {
    if (utmFields.some((field) => template[field])) return;
    context.addIssue({ code: 'custom', path: ['source'], message: utmValuesNeeded });
  })
  .meta({ examples: [templateExample] });
export type CreateUtmTemplate = z.infer<typeof createUtmTemplateSchema>;

/** What is given changes; a value set to null or '' goes. At least one value must remain. */
export const updateUtmTemplateSchema = z
  .object(templateShape)
  .partial()
  .strict()
  .meta({ examples: [{ campaign: 'lebaran-2027', term: null }] });
export type UpdateUtmTemplate = z.infer<typeof updateUtmTemplateSchema>;

const templateOut = z.string().nullable();

export const utmTemplateSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    source: templateOut,
    medium: templateOut,
    campaign: templateOut,
    term: templateOut,
    content: templateOut,
    created_at: z.string(),
  })
  .meta({
    id: 'UtmTemplate',
    examples: [
      {
        id: '3e7b9c1a-5d2f-4a8e-9b6c-7f1e2d3c4b5a',
        ...templateExample,
        term: null,
        content: null,
        created_at: '2026-03-02T08:15:00.000Z',
      },
    ],
  });
export type UtmTemplate = z.infer<typeof utmTemplateSchema>;

export const utmTemplateListSchema = z.object({ items: z.array(utmTemplateSchema) }).meta({
  id: 'UtmTemplateList',
  examples: [
    {
      items: [
        {
          id: '3e7b9c1a-5d2f-4a8e-9b6c-7f1e2d3c4b5a',
          ...templateExample,
          term: null,
          content: null,
          created_at: '2026-03-02T08:15:00.000Z',
        },
      ],
    },
  ],
});
export type UtmTemplateList = z.infer<typeof utmTemplateListSchema>;
