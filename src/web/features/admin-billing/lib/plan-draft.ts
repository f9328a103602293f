import { planInputSchema, planInputSchemaFor, type PlanInput } from '../../../../shared/billing';
import {
  countsOf,
  entitlementRegistry,
  flagsOf,
  intervalsOf,
  type CountOf,
  type EntitlementRegistry,
  type FlagOf,
  type IntervalOf,
} from '../../../../shared/entitlements';
import type { Plan, PlanText } from '../../../../shared/plans';
import { zodFieldErrors, type FieldErrors } from '../../../lib/api-errors';

// The plan form as typed (numbers are text until sent) and its way to the API's planInput. Its
// flags and limits are the registry's (shared/entitlements.ts); every function here takes the
// registry, the real one but in tests.

/** The editor's flags and limits, in the registry's order: a switch, a number or Unlimited, minutes. */
export interface PlanFormFields<R extends EntitlementRegistry> {
  flags: { field: FlagOf<R>['planField']; label: PlanText }[];
  limits: { field: CountOf<R>['planField']; label: PlanText; unlimited: PlanText }[];
  /** `of`: the count it times (an empty interval is refused while that is not 0). */
  intervals: { field: IntervalOf<R>['planField']; label: PlanText; of: string }[];
}

export function planFormFields<R extends EntitlementRegistry = typeof entitlementRegistry>(
  registry: R = entitlementRegistry as EntitlementRegistry as R,
): PlanFormFields<R> {
  return {
    flags: flagsOf(registry).map((entry) => ({ field: entry.planField, label: entry.label })),
    limits: countsOf(registry).map((entry) => ({
      field: entry.planField,
      label: entry.label,
      unlimited: entry.unlimited,
    })),
    intervals: intervalsOf(registry).map((entry) => ({
      field: entry.planField,
      label: entry.label,
      of: entry.of,
    })),
  };
}

/** The schema's own bound on the features list. */
export const maxFeatures = 20;

export interface LimitDraft {
  /** What was typed; kept while Unlimited is ticked, so unticking brings it back. */
  value: string;
  unlimited: boolean;
}

/** The languages a plan's texts are written in, in the form's order. */
export const textLanguages = ['en', 'id'] as const;

export interface FeatureDraft extends PlanText {
  /** Stable across reordering, so a moved row keeps its inputs (and focus). */
  key: string;
}

export interface PlanDraft {
  /** The key (an identifier); people read display_name. */
  name: string;
  display_name: PlanText;
  price: string;
  /** Empty: no list price. */
  original_price: string;
  duration: string;
  discount: string;
  isPopular: boolean;
  /** The registry's flags, limits and intervals, by plan field. */
  flags: Record<string, boolean>;
  limits: Record<string, LimitDraft>;
  /** Minutes typed; empty: none at all (no automatic checks). */
  intervals: Record<string, string>;
  features: FeatureDraft[];
}

let featureSequence = 0;

/** A feature row with a key of its own. */
export function newFeature(line: PlanText = { en: '', id: '' }): FeatureDraft {
  featureSequence += 1;
  return { key: `feature-${featureSequence}`, en: line.en, id: line.id };
}

function byField<V>(fields: readonly { field: string }[], value: (field: string) => V): Record<string, V> {
  return Object.fromEntries(fields.map(({ field }) => [field, value(field)]));
}

/** A new plan: 30 days, no discount, nothing allowed, every limit still to be chosen. */
export function emptyDraft(registry: EntitlementRegistry = entitlementRegistry): PlanDraft {
  const fields = planFormFields(registry);
  return {
    name: '',
    display_name: { en: '', id: '' },
    price: '',
    original_price: '',
    duration: '30',
    discount: '0',
    isPopular: false,
    flags: byField(fields.flags, () => false),
    limits: byField(fields.limits, () => ({ value: '', unlimited: false })),
    intervals: byField(fields.intervals, () => ''),
    features: [],
  };
}

const text = (value: number | null) => (value === null ? '' : String(value));

/** A stored plan in the form, to edit. */
export function draftFromPlan(plan: Plan, registry: EntitlementRegistry = entitlementRegistry): PlanDraft {
  const fields = planFormFields(registry);
  const values = plan as unknown as Record<string, unknown>;
  const number = (field: string) => values[field] as number | null;
  return {
    name: plan.name,
    display_name: { ...plan.display_name },
    price: String(plan.price),
    original_price: text(plan.original_price),
    duration: String(plan.duration),
    discount: String(plan.discount),
    isPopular: plan.isPopular,
    flags: byField(fields.flags, (field) => values[field] === true),
    limits: byField(fields.limits, (field) => ({
      value: text(number(field)),
      unlimited: number(field) === null,
    })),
    intervals: byField(fields.intervals, (field) => text(number(field))),
    features: plan.features.map((line) => newFeature(line)),
  };
}

/**
 * A typed number: undefined when empty, NaN when it is not a number at all (the schema then says what
 * it wants), else its value, fractions and signs kept so that the schema's rule names the problem.
 */
export function parseNumber(typed: string): number | undefined {
  const value = typed.trim();
  if (value === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

/** Rupiah may be typed with the dots people write them with: 350.000 is 350000. */
export function parseRupiah(typed: string): number | undefined {
  const value = typed.trim();
  return parseNumber(/^\d{1,3}(\.\d{3})+$/.test(value) ? value.replaceAll('.', '') : value);
}

/** What the form would send, before the schema has judged it. */
export function planCandidate(
  draft: PlanDraft,
  registry: EntitlementRegistry = entitlementRegistry,
): Record<string, unknown> {
  const fields = planFormFields(registry);
  return {
    name: draft.name,
    display_name: draft.display_name,
    price: parseRupiah(draft.price),
    original_price: parseRupiah(draft.original_price) ?? null,
    duration: parseNumber(draft.duration),
    discount: parseNumber(draft.discount),
    isPopular: draft.isPopular,
    ...byField(fields.flags, (field) => draft.flags[field]),
    ...byField(fields.limits, (field) => {
      const limit = draft.limits[field];
      return limit?.unlimited ? null : parseNumber(limit?.value ?? '');
    }),
    ...byField(fields.intervals, (field) => parseNumber(draft.intervals[field] ?? '') ?? null),
    features: draft.features.map(({ en, id }) => ({ en, id })),
  };
}

/** A plan every rule accepts, but for the two prices put into it. */
function pricesOnly(registry: EntitlementRegistry): Record<string, unknown> {
  return {
    name: 'plan',
    display_name: { en: 'Plan', id: 'Paket' },
    price: 0,
    original_price: null,
    duration: 1,
    ...Object.fromEntries(
      registry.map((entry) => [entry.planField, entry.kind === 'flag' ? false : entry.nothing]),
    ),
    discount: 0,
    isPopular: false,
    features: [],
  };
}

export type DraftCheck = { ok: true; input: PlanInput } | { ok: false; problems: FieldErrors };

/**
 * The draft judged by the API's own schema. A limit left empty without Unlimited ticked is refused
 * with `emptyLimit`: the form asks for a choice rather than guessing unlimited.
 */
export function checkDraft(
  draft: PlanDraft,
  { emptyLimit }: { emptyLimit: string },
  registry: EntitlementRegistry = entitlementRegistry,
): DraftCheck {
  const schema = registry === entitlementRegistry ? planInputSchema : planInputSchemaFor(registry);
  const fields = planFormFields(registry);
  const candidate = planCandidate(draft, registry);
  const parsed = schema.safeParse(candidate);
  const problems: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
  // Zod runs the whole-plan rule (list price not below price) only once every field is valid; the
  // two prices are judged on their own too, so that both mistakes show at once.
  if (!parsed.success && problems.price === undefined && problems.original_price === undefined) {
    const prices = schema.safeParse({
      ...pricesOnly(registry),
      price: candidate.price,
      original_price: candidate.original_price,
    });
    if (!prices.success) Object.assign(problems, zodFieldErrors(prices.error));
  }
  for (const { field } of fields.limits) {
    const limit = draft.limits[field];
    if (!limit?.unlimited && (limit?.value ?? '').trim() === '') problems[field] = emptyLimit;
  }
  // Whether an interval may stay empty depends on the count it times: not judged while that is.
  for (const { field, of } of fields.intervals) {
    if (problems[of] === emptyLimit) delete problems[field];
  }
  if (parsed.success && Object.keys(problems).length === 0)
    return { ok: true, input: parsed.data as PlanInput };
  return { ok: false, problems };
}

/** The list with the item at `index` moved by `by` places; the same list when it cannot move. */
export function moveItem<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** Every form field the plan form shows an error under; anything else goes above its buttons. */
export function isPlanField(path: string, registry: EntitlementRegistry = entitlementRegistry): boolean {
  return (
    [
      'name',
      'display_name',
      'display_name.en',
      'display_name.id',
      'price',
      'original_price',
      'duration',
      'discount',
      'isPopular',
      'features',
      ...registry.map((entry) => entry.planField),
    ].includes(path) || /^features\.\d+(\.(en|id))?$/.test(path)
  );
}
