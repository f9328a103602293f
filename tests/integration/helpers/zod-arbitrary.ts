import fc from 'fast-check';
import type { ZodType } from 'zod';

// fast-check arbitraries from the shared zod contracts (zod 4), for the route properties
// (route-properties.test.ts). zod-fast-check supports zod 3 and fast-check 3 only, so this walks
// the schema's `def` itself. What it makes is input of the right shape, not always valid input:
// refinements (a URL's rules, a plan's name) are the server's to judge, and a `hint` may put
// likelier values where a field's name says what it holds.

/** A field's arbitrary by its path (keys from the body's root; array items add no key); undefined: the schema's. */
export type Hint = (path: readonly string[], schema: ZodType) => fc.Arbitrary<unknown> | undefined;

type Def = Record<string, any> & { type: string };

function defOf(schema: ZodType): Def {
  return (schema as unknown as { def: Def }).def;
}

interface Check {
  check: string;
  [key: string]: any;
}

function checksOf(schema: ZodType): Check[] {
  return ((defOf(schema).checks ?? []) as { _zod: { def: Check } }[]).map((check) => check._zod.def);
}

/** Wrappers that change nothing of the JSON a field takes. */
const transparent = new Set(['default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The object schema under wrappers (optional, nullable, pipes' input), or null when it is none. */
export function objectShape(schema: ZodType): Record<string, ZodType> | null {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape as Record<string, ZodType>;
  if (transparent.has(def.type) || def.type === 'optional' || def.type === 'nullable')
    return objectShape(def.innerType as ZodType);
  if (def.type === 'pipe') return objectShape(def.in as ZodType);
  return null;
}

/** Whether a field may be left out of its object. */
export function isOptional(schema: ZodType): boolean {
  return schema.safeParse(undefined).success;
}

const maxItems = 4;
const maxText = 40;

function lengths(schema: ZodType): { min: number; max: number } {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum as number);
    if (check.check === 'max_length') max = Math.min(max, check.maximum as number);
    if (check.check === 'length_equals') min = max = check.length as number;
  }
  return { min, max };
}

/**
 * Any UTF-16 code unit: control characters, astral code points, and lone surrogates (JSON carries
 * them escaped, as \ud800; PostgreSQL's jsonb refuses them, so the API must refuse them first).
 */
export const anyCodeUnit: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 3 },
  { arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)), weight: 1 },
);

/** Text of a length between min and max (kept short): mostly ASCII, some any printable grapheme. */
function text(min: number, max: number): fc.Arbitrary<string> {
  const upper = Math.max(min, Math.min(max, min + maxText));
  return fc.oneof(
    { arbitrary: fc.string({ minLength: min, maxLength: upper }), weight: 4 },
    { arbitrary: fc.string({ minLength: min, maxLength: upper, unit: 'grapheme' }), weight: 1 },
  );
}

/** Text of any code units (anyCodeUnit), for one field of a body at a time. */
export const oddText: fc.Arbitrary<string> = fc.string({ minLength: 1, maxLength: 12, unit: anyCodeUnit });

/** The texts of a JSON value, depth first: how many there are. */
function textCount(value: unknown): number {
  if (typeof value === 'string') return 1;
  if (value === null || typeof value !== 'object') return 0;
  return Object.values(value).reduce<number>((sum, item) => sum + textCount(item), 0);
}

/** The value with its n-th text (depth first, modulo their number) replaced; unchanged without texts. */
export function withText(value: unknown, n: number, replacement: string): unknown {
  const count = textCount(value);
  if (count === 0) return value;
  let left = n % count;
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return left-- === 0 ? replacement : item;
    if (Array.isArray(item)) return item.map(walk);
    if (item === null || typeof item !== 'object') return item;
    return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, walk(inner)]));
  };
  return walk(value);
}

function stringOf(schema: ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const { min, max } = lengths(schema);
  switch (def.format as string | undefined) {
    case 'email':
      return fc.emailAddress();
    case 'url':
      return fc.webUrl({ withQueryParameters: true });
    case 'uuid':
    case 'guid':
      return fc.uuid({ version: 4 });
    case 'datetime':
      // Mostly ahead: an expiry or an end in the past is refused before anything else is looked at.
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'ipv4':
      return fc.ipV4();
    case 'ipv6':
      return fc.ipV6();
  }
  const pattern = checksOf(schema).find((check) => check.check === 'string_format' && check.pattern)
    ?.pattern as RegExp | undefined;
  // Without its flags (fast-check takes none): what matches the case-sensitive source matches the rest.
  if (pattern) return fc.stringMatching(new RegExp(pattern.source));
  return text(min, max);
}

function numberOf(schema: ZodType): fc.Arbitrary<number> {
  let min = Number.MIN_SAFE_INTEGER;
  let max = Number.MAX_SAFE_INTEGER;
  let integer = false;
  for (const check of checksOf(schema)) {
    if (check.check === 'number_format' && /int/.test(String(check.format))) integer = true;
    if (check.check === 'greater_than')
      min = Math.max(min, (check.value as number) + (check.inclusive ? 0 : integer ? 1 : 1e-9));
    if (check.check === 'less_than')
      max = Math.min(max, (check.value as number) - (check.inclusive ? 0 : integer ? 1 : 1e-9));
  }
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function arrayOf(schema: ZodType, path: readonly string[], hint?: Hint): fc.Arbitrary<unknown[]> {
  const { min, max } = lengths(schema);
  const element = inputOf(defOf(schema).element as ZodType, hint, path);
  return fc.array(element, { minLength: min, maxLength: Math.max(min, Math.min(max, maxItems)) });
}

function objectOf(schema: ZodType, path: readonly string[], hint?: Hint): fc.Arbitrary<unknown> {
  const shape = defOf(schema).shape as Record<string, ZodType>;
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    model[key] = inputOf(field, hint, [...path, key]);
    if (!isOptional(field)) required.push(key);
  }
  return fc.record(model, { requiredKeys: required, noNullPrototype: true });
}

/** Input of the schema's shape: every required field, some optional ones, values of their types. */
export function inputOf(schema: ZodType, hint?: Hint, path: readonly string[] = []): fc.Arbitrary<unknown> {
  const hinted = hint?.(path, schema);
  if (hinted) return hinted;
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringOf(schema);
    case 'number':
      return numberOf(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'enum':
      return fc.constantFrom(...(Object.values(def.entries) as unknown[]));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'array':
      return arrayOf(schema, path, hint);
    case 'object':
      return objectOf(schema, path, hint);
    case 'optional':
      return inputOf(def.innerType as ZodType, hint, path);
    case 'nullable':
      return fc.option(inputOf(def.innerType as ZodType, hint, path), { nil: null, freq: 4 });
    case 'pipe':
      return inputOf(def.in as ZodType, hint, path);
    case 'union':
      return fc.oneof(...(def.options as ZodType[]).map((option) => inputOf(option, hint, path)));
    case 'record':
      return fc.dictionary(
        inputOf(def.keyType as ZodType, hint, path) as fc.Arbitrary<string>,
        inputOf(def.valueType as ZodType, hint, path),
        { maxKeys: maxItems, noNullPrototype: true },
      );
    case 'tuple':
      return fc.tuple(
        ...(def.items as ZodType[]).map((item, index) => inputOf(item, hint, [...path, `${index}`])),
      );
    case 'lazy':
      return inputOf((def.getter as () => ZodType)(), hint, path);
    default:
      if (transparent.has(def.type)) return inputOf(def.innerType as ZodType, hint, path);
      // any, unknown, custom: whatever JSON
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** JSON as it arrives: what JSON.stringify keeps of a value. */
export function asJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value) ?? 'null') as T;
}

const probes: unknown[] = [0, 1.5, -1, true, null, '', 'x', [], [1], {}, { a: 1 }];

/** Whether some JSON value of another type is refused by the field (not a field that takes anything). */
export function refusesSomeType(field: ZodType): boolean {
  return probes.some((value) => !field.safeParse(value).success);
}

/** A JSON value the field alone refuses (ask refusesSomeType first: a field that takes anything has none). */
export function wrongValueOf(field: ZodType): fc.Arbitrary<unknown> {
  return fc
    .oneof(
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
      fc.string({ maxLength: 12 }),
      fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
    )
    .map(asJson)
    .filter((value) => !field.safeParse(value).success);
}
