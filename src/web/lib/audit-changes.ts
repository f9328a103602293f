import type { TFunction } from 'i18next';
import type { AuditEntry } from '../../shared/admin-users';
import { orderStates } from '../../shared/billing';
import { entitlementRegistry } from '../../shared/entitlements';
import { planTextSchema, type PlanText } from '../../shared/plans';
import {
  formatDateTime,
  formatList,
  formatNumber,
  formatPercent,
  formatRupiah,
  numberFormat,
} from './format';
import { nameOfKey, planText } from './plan-text';

// What an audit entry changed, as a person reads it: one line per field that differs, its name a
// label in the language in force and each value in words (a plan's display name, yes or no, a
// moment in the reader's time zone, rupiah, "Unlimited"...). The entries are the server's and their
// shapes differ per action; a field this build does not know still shows, its name tidied.

/** One changed value; null stands for "nothing" (absent, or null), which the page words itself. */
export interface AuditChange {
  /** The field's path in the entry (`plan`, `midtrans.enabled`); null for single values. */
  field: string | null;
  /** What a person calls the field; null for single values. */
  label: string | null;
  before: string | null;
  after: string | null;
}

export interface AuditChangeOptions {
  /** The zone moments are shown in; the signed-in account's when left out. */
  timeZone?: string;
}

type ValueKind =
  | 'text'
  | 'plan'
  | 'moment'
  | 'yesNo'
  | 'days'
  | 'count'
  | 'money'
  | 'limit'
  | 'minutes'
  | 'percent'
  | 'planText'
  | 'planTexts'
  | 'orderState'
  | 'environment'
  | 'bankAccounts'
  | 'bytes'
  | 'deleted';

// Every field the actions write (shared/admin-users.ts lists them): the plan set or extended, admin
// access, disabling, deletion; a plan's fields (its flags and limits below); an order's state; the
// payment gateway's (nested ones by their path); the brand's keys; an uploaded image's.
const ownFields = {
  plan: ['audit.fields.plan', 'plan'],
  expires: ['audit.fields.expires', 'moment'],
  days: ['audit.fields.days', 'days'],
  is_admin: ['audit.fields.isAdmin', 'yesNo'],
  disabled: ['audit.fields.disabled', 'yesNo'],
  reason: ['audit.fields.reason', 'text'],
  sessions_ended: ['audit.fields.sessionsEnded', 'count'],
  email: ['audit.fields.email', 'text'],
  deleted: ['audit.fields.deleted', 'deleted'],
  id: ['audit.fields.id', 'text'],
  name: ['audit.fields.name', 'text'],
  display_name: ['audit.fields.displayName', 'planText'],
  price: ['audit.fields.price', 'money'],
  original_price: ['audit.fields.originalPrice', 'money'],
  duration: ['audit.fields.duration', 'days'],
  discount: ['audit.fields.discount', 'percent'],
  isPopular: ['audit.fields.isPopular', 'yesNo'],
  features: ['audit.fields.features', 'planTexts'],
  archived: ['audit.fields.archived', 'yesNo'],
  state: ['audit.fields.state', 'orderState'],
  'midtrans.enabled': ['audit.fields.midtransEnabled', 'yesNo'],
  'midtrans.environment': ['audit.fields.midtransEnvironment', 'environment'],
  'midtrans.server_key_mask': ['audit.fields.midtransServerKey', 'text'],
  'midtrans.client_key_mask': ['audit.fields.midtransClientKey', 'text'],
  'midtrans.notification_url': ['audit.fields.midtransNotificationUrl', 'text'],
  'bank_transfer.enabled': ['audit.fields.bankTransferEnabled', 'yesNo'],
  'bank_transfer.accounts': ['audit.fields.bankAccounts', 'bankAccounts'],
  updated_at: ['audit.fields.updatedAt', 'moment'],
  app_name: ['audit.fields.appName', 'text'],
  brand_name: ['audit.fields.brandName', 'text'],
  brand_description: ['audit.fields.brandDescription', 'text'],
  brand_logo: ['audit.fields.brandLogo', 'text'],
  favicon_url: ['audit.fields.faviconUrl', 'text'],
  brand_accent_color: ['audit.fields.brandAccentColor', 'text'],
  brand_gradient: ['audit.fields.brandGradient', 'text'],
  telegram_support_link: ['audit.fields.telegramSupportLink', 'text'],
  landing_page_title: ['audit.fields.landingPageTitle', 'text'],
  landing_page_description: ['audit.fields.landingPageDescription', 'text'],
  landing_page_features: ['audit.fields.landingPageFeatures', 'text'],
  contact_link: ['audit.fields.contactLink', 'text'],
  trial_period: ['audit.fields.trialPeriod', 'days'],
  show_pricing_plans: ['audit.fields.showPricingPlans', 'yesNo'],
  content_type: ['audit.fields.contentType', 'text'],
  size: ['audit.fields.size', 'bytes'],
  sha256: ['audit.fields.sha256', 'text'],
} as const satisfies Record<string, readonly [`audit.fields.${string}`, ValueKind]>;

/** A field's label (a catalogue key, or words in both languages) and the kind of its values. */
type FieldWords = readonly [label: (typeof ownFields)[keyof typeof ownFields][0] | PlanText, kind: ValueKind];

/** A plan's flags and limits, as the plan editor labels them (shared/entitlements.ts). */
const entitlementFields = Object.fromEntries(
  entitlementRegistry.map((entry): [string, FieldWords] => [
    entry.planField,
    [entry.label, entry.kind === 'flag' ? 'yesNo' : entry.unit === 'count' ? 'limit' : 'minutes'],
  ]),
);

const fields: Partial<Record<string, FieldWords>> = { ...ownFields, ...entitlementFields };

const deletedKinds = [
  'accounts',
  'links',
  'clicks',
  'custom_domains',
  'watched_domains',
  'checks',
  'notifications',
  'sessions',
  'orders',
] as const;

const environments = ['sandbox', 'production'] as const;

/** The longest value shown in full; past it, the rest is cut with an ellipsis. */
const maxValueLength = 80;

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function cut(text: string): string {
  return text.length > maxValueLength ? `${text.slice(0, maxValueLength - 1)}…` : text;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

function fieldOf(path: string): FieldWords | undefined {
  return fields[path];
}

function labelText(label: FieldWords[0], t: TFunction): string {
  return typeof label === 'string' ? t(label) : planText(label);
}

/** A field this build does not know (a newer server's): its name tidied, "sessions ended". */
function tidied(path: string): string {
  return path.replaceAll(/[._]/g, ' ');
}

interface Reading {
  t: TFunction;
  planNames: Record<string, PlanText>;
  timeZone: string | undefined;
}

/** A value of a field this build does not know, or of a kind's unexpected shape. */
function plainValue(value: unknown, { t, timeZone }: Reading): string {
  if (typeof value === 'string')
    return isoDateTime.test(value) ? formatDateTime(value, { timeZone }) : cut(value);
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'boolean') return value ? t('audit.values.yes') : t('audit.values.no');
  return cut(JSON.stringify(value) ?? '');
}

function deletedText(counts: Record<string, unknown>, t: TFunction): string {
  const known = deletedKinds.filter((kind) => typeof counts[kind] === 'number');
  const others = Object.keys(counts).filter(
    (name) => !(deletedKinds as readonly string[]).includes(name) && typeof counts[name] === 'number',
  );
  const count = (name: string) => counts[name] as number;
  return formatList([
    ...known.map((kind) =>
      t(`audit.deleted.${kind}`, { count: count(kind), shown: formatNumber(count(kind)) }),
    ),
    ...others.map((name) =>
      t('audit.deleted.other', { name: tidied(name), shown: formatNumber(count(name)) }),
    ),
  ]);
}

/** One value in words; null for nothing (absent, or a null that has no meaning of its own). */
function valueText(kind: ValueKind | null, value: unknown, reading: Reading): string | null {
  const { t } = reading;
  if (value === undefined) return null;
  if (value === null) {
    // Some nulls mean something: a limit's is "no limit", the check interval's "no automatic checks".
    if (kind === 'limit') return t('audit.values.unlimited');
    if (kind === 'minutes') return t('audit.values.noAutoChecks');
    return null;
  }
  switch (kind) {
    case 'plan':
      if (typeof value !== 'string') break;
      // The server names every plan its values hold; a key it did not (an older server) tidied.
      return reading.planNames[value] ? planText(reading.planNames[value]) : nameOfKey(value);
    case 'moment':
      if (typeof value !== 'string') break;
      return formatDateTime(value, { timeZone: reading.timeZone });
    case 'yesNo':
      if (typeof value !== 'boolean') break;
      return value ? t('audit.values.yes') : t('audit.values.no');
    case 'days':
      if (typeof value !== 'number') break;
      return t('audit.values.days', { count: value, shown: formatNumber(value) });
    case 'minutes':
      if (typeof value !== 'number') break;
      return t('audit.values.minutes', { count: value, shown: formatNumber(value) });
    case 'count':
    case 'limit':
      if (typeof value !== 'number') break;
      return formatNumber(value);
    case 'money':
      if (typeof value !== 'number') break;
      return formatRupiah(value);
    case 'percent':
      if (typeof value !== 'number') break;
      return formatPercent(value / 100);
    case 'bytes':
      if (typeof value !== 'number') break;
      return numberFormat({ style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 }).format(value / 1024);
    case 'planText': {
      const parsed = planTextSchema.safeParse(value);
      if (!parsed.success) break;
      return planText(parsed.data);
    }
    case 'planTexts': {
      if (!Array.isArray(value)) break;
      const lines = value.flatMap((line) => {
        const parsed = planTextSchema.safeParse(line);
        return parsed.success ? [planText(parsed.data)] : [];
      });
      return lines.length === 0 ? null : cut(lines.join('; '));
    }
    case 'orderState':
      if (!(orderStates as readonly unknown[]).includes(value)) break;
      return t(`billing.states.${value as (typeof orderStates)[number]}`);
    case 'environment':
      if (!(environments as readonly unknown[]).includes(value)) break;
      return t(`adminBilling.environments.${value as (typeof environments)[number]}`);
    case 'bankAccounts': {
      if (!Array.isArray(value)) break;
      const accounts = value.filter(isRecord).map((account) =>
        t('audit.values.bankAccount', {
          bank: String(account.bank ?? ''),
          number: String(account.account_number ?? ''),
          holder: String(account.account_name ?? ''),
        }),
      );
      return accounts.length === 0 ? null : cut(accounts.join('; '));
    }
    case 'deleted':
      if (!isRecord(value)) break;
      return deletedText(value, t);
    case 'text':
    case null:
      break;
  }
  return plainValue(value, reading);
}

/**
 * The fields of two sides, in the order the entry names them (before's first), a nested object
 * (the gateway's `midtrans`, `bank_transfer`) by each of its fields' paths, unless the field is one
 * whose object is its value (a plan's display name, a deletion's counts).
 */
function flatten(from: Record<string, unknown>, to: Record<string, unknown>, prefix = ''): string[] {
  return [...new Set([...Object.keys(from), ...Object.keys(to)])].flatMap((key) => {
    const path = `${prefix}${key}`;
    const [before, after] = [from[key], to[key]];
    const nested =
      fieldOf(path) === undefined &&
      (isRecord(before) || isRecord(after)) &&
      (isRecord(before) || before === null || before === undefined) &&
      (isRecord(after) || after === null || after === undefined);
    if (!nested) return [path];
    return flatten(isRecord(before) ? before : {}, isRecord(after) ? after : {}, `${path}.`);
  });
}

function at(record: Record<string, unknown>, path: string): unknown {
  let value: unknown = record;
  for (const key of path.split('.')) value = isRecord(value) ? value[key] : undefined;
  return value;
}

/**
 * What an entry changed. Two objects: each field whose value differs. Anything else: one line from
 * before to after. Nothing on either side: no lines.
 */
export function auditChanges(
  entry: Pick<AuditEntry, 'before' | 'after' | 'plan_names'>,
  t: TFunction,
  { timeZone }: AuditChangeOptions = {},
): AuditChange[] {
  const { before, after } = entry;
  const reading: Reading = { t, planNames: entry.plan_names, timeZone };
  if ((before === null || before === undefined) && (after === null || after === undefined)) return [];
  if (isRecord(before) || isRecord(after)) {
    // One side not an object (a removal answered with null, say): every field of the other shows.
    const from = isRecord(before) ? before : {};
    const to = isRecord(after) ? after : {};
    return flatten(from, to)
      .filter((path) => !same(at(from, path), at(to, path)))
      .map((path) => {
        const known = fieldOf(path);
        const kind = known?.[1] ?? null;
        return {
          field: path,
          label: known ? labelText(known[0], t) : tidied(path),
          before: valueText(kind, at(from, path), reading),
          after: valueText(kind, at(to, path), reading),
        };
      });
  }
  if (same(before, after)) return [];
  return [
    {
      field: null,
      label: null,
      before: valueText(null, before, reading),
      after: valueText(null, after, reading),
    },
  ];
}
