import { planInputSchema, type PlanInput } from '../../../../shared/billing';
import type { Plan, PlanText } from '../../../../shared/plans';
import { zodFieldErrors, type FieldErrors } from '../../../lib/api-errors';

// The plan form as typed (numbers are text until sent) and its way to the API's planInput.

export const flagKeys = [
  'auto_rotator',
  'cloaking_country',
  'fallback_url',
  'custom_alias',
  'device_targeting',
] as const;
export type FlagKey = (typeof flagKeys)[number];

export const limitKeys = [
  'max_shortlinks',
  'max_check_domains',
  'max_auto_check_domains',
  'max_custom_domains',
] as const;
export type LimitKey = (typeof limitKeys)[number];

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
  flags: Record<FlagKey, boolean>;
  limits: Record<LimitKey, LimitDraft>;
  /** Empty: no automatic checks. */
  min_cron_job: string;
  features: FeatureDraft[];
}

let featureSequence = 0;

/** A feature row with a key of its own. */
export function newFeature(line: PlanText = { en: '', id: '' }): FeatureDraft {
  featureSequence += 1;
  return { key: `feature-${featureSequence}`, en: line.en, id: line.id };
}

function mapKeys<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;
}

/** A new plan: 30 days, no discount, nothing allowed, every limit still to be chosen. */
export function emptyDraft(): PlanDraft {
  return {
    name: '',
    display_name: { en: '', id: '' },
    price: '',
    original_price: '',
    duration: '30',
    discount: '0',
    isPopular: false,
    flags: mapKeys(flagKeys, () => false),
    limits: mapKeys(limitKeys, () => ({ value: '', unlimited: false })),
    min_cron_job: '',
    features: [],
  };
}

const text = (value: number | null) => (value === null ? '' : String(value));

/** A stored plan in the form, to edit. */
export function draftFromPlan(plan: Plan): PlanDraft {
  return {
    name: plan.name,
    display_name: { ...plan.display_name },
    price: String(plan.price),
    original_price: text(plan.original_price),
    duration: String(plan.duration),
    discount: String(plan.discount),
    isPopular: plan.isPopular,
    flags: mapKeys(flagKeys, (key) => plan[key]),
    limits: mapKeys(limitKeys, (key) => ({ value: text(plan[key]), unlimited: plan[key] === null })),
    min_cron_job: text(plan.min_cron_job),
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
export function planCandidate(draft: PlanDraft): Record<string, unknown> {
  return {
    name: draft.name,
    display_name: draft.display_name,
    price: parseRupiah(draft.price),
    original_price: parseRupiah(draft.original_price) ?? null,
    duration: parseNumber(draft.duration),
    discount: parseNumber(draft.discount),
    isPopular: draft.isPopular,
    ...draft.flags,
    ...mapKeys(limitKeys, (key) => {
      const limit = draft.limits[key];
      return limit.unlimited ? null : parseNumber(limit.value);
    }),
    min_cron_job: parseNumber(draft.min_cron_job) ?? null,
    features: draft.features.map(({ en, id }) => ({ en, id })),
  };
}

/** A plan every rule accepts, but for the two prices put into it. */
const pricesOnly: PlanInput = {
  name: 'plan',
  display_name: { en: 'Plan', id: 'Paket' },
  price: 0,
  original_price: null,
  duration: 1,
  max_shortlinks: null,
  auto_rotator: false,
  cloaking_country: false,
  fallback_url: false,
  custom_alias: false,
  device_targeting: false,
  max_check_domains: null,
  max_auto_check_domains: 0,
  max_custom_domains: null,
  min_cron_job: null,
  discount: 0,
  isPopular: false,
  features: [],
};

export type DraftCheck = { ok: true; input: PlanInput } | { ok: false; problems: FieldErrors };

/**
 * The draft judged by the API's own schema. A limit left empty without Unlimited ticked is refused
 * with `emptyLimit`: the form asks for a choice rather than guessing unlimited.
 */
export function checkDraft(draft: PlanDraft, { emptyLimit }: { emptyLimit: string }): DraftCheck {
  const candidate = planCandidate(draft);
  const parsed = planInputSchema.safeParse(candidate);
  const problems: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
  // Zod runs the whole-plan rule (list price not below price) only once every field is valid; the
  // two prices are judged on their own too, so that both mistakes show at once.
  if (!parsed.success && problems.price === undefined && problems.original_price === undefined) {
    const prices = planInputSchema.safeParse({
      ...pricesOnly,
      price: candidate.price,
      original_price: candidate.original_price,
    });
    if (!prices.success) Object.assign(problems, zodFieldErrors(prices.error));
  }
  for (const key of limitKeys) {
    const limit = draft.limits[key];
    if (!limit.unlimited && limit.value.trim() === '') problems[key] = emptyLimit;
  }
  // Whether the interval may stay empty depends on the automatic limit: not judged while that is.
  if (problems.max_auto_check_domains === emptyLimit) delete problems.min_cron_job;
  if (parsed.success && Object.keys(problems).length === 0) return { ok: true, input: parsed.data };
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
export function isPlanField(path: string): boolean {
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
      'min_cron_job',
      'features',
      ...flagKeys,
      ...limitKeys,
    ].includes(path) || /^features\.\d+(\.(en|id))?$/.test(path)
  );
}
