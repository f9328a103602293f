import type { Brand } from '../../../../shared/brand';
import type { DomainSettings, DomainSettingsUpdate } from '../../../../shared/domains';

// Brand Settings as typed: every brand key, the two short domains and their expired URL, and the way from the typed
// values to the two saves (only what changed is sent; the server judges every value).

type TextKey = Exclude<keyof Brand, 'trial_period' | 'show_pricing_plans'>;

export type SettingsDraft = Record<TextKey | keyof DomainSettings, string> & {
  /** As typed: a whole number of days is sent as a number. */
  trial_period: string;
  show_pricing_plans: boolean;
};

export type SettingsKey = keyof SettingsDraft;

export function draftFrom(brand: Brand, domains: DomainSettings): SettingsDraft {
  return {
    ...brand,
    trial_period: String(brand.trial_period),
    base_domain: domains.base_domain,
    other_domain: domains.other_domain,
    expired_url: domains.expired_url,
  };
}

export interface SettingsChanges {
  brand: Partial<Brand>;
  domains: DomainSettingsUpdate;
  /** What the page itself can tell is wrong before sending (key -> problem). */
  problems: Partial<Record<SettingsKey, 'wholeDays'>>;
}

/** What differs from the stored values, as the two APIs take it. */
export function changesOf(draft: SettingsDraft, brand: Brand, domains: DomainSettings): SettingsChanges {
  const changes: SettingsChanges = { brand: {}, domains: {}, problems: {} };
  const typedDays = draft.trial_period.trim();
  if (!/^\d{1,4}$/.test(typedDays)) changes.problems.trial_period = 'wholeDays';
  else if (Number(typedDays) !== brand.trial_period) changes.brand.trial_period = Number(typedDays);
  if (draft.show_pricing_plans !== brand.show_pricing_plans) {
    changes.brand.show_pricing_plans = draft.show_pricing_plans;
  }
  for (const key of Object.keys(brand) as (keyof Brand)[]) {
    if (key === 'trial_period' || key === 'show_pricing_plans') continue;
    if (draft[key] !== brand[key]) changes.brand[key] = draft[key];
  }
  for (const key of ['base_domain', 'other_domain', 'expired_url'] as const) {
    if (draft[key] !== domains[key]) changes.domains[key] = draft[key];
  }
  return changes;
}

/** The brand as the previews show it: the typed values over the stored ones. */
export function previewBrand(draft: SettingsDraft, brand: Brand): Brand {
  const days = Number(draft.trial_period);
  return {
    ...brand,
    ...draft,
    trial_period: Number.isInteger(days) ? days : brand.trial_period,
  };
}
