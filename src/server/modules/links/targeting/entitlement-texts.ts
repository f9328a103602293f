import { featureWords, type TargetingFeature } from '../../../../shared/targeting';
import type { Language } from '../../../platform/text/i18n';

// The refusal of a targeting feature the plan lacks, in English and Indonesian: put together from
// parts (the feature, the plans that have it), so written per language here, not translated.

export interface FeatureRefusal {
  /** Under the field: the feature is not in the plan. */
  notIncluded: string;
  /** The whole message: that, which plans have it, and why a re-save needs it too. */
  message: string;
}

/** "a", "a and b", "a, b and c" in the language's words. */
function listed(names: readonly string[], and: string): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
}

export const featureRefusal: Record<
  Language,
  (feature: TargetingFeature, plansWithIt: readonly string[]) => FeatureRefusal
> = {
  en: (feature, plans) => {
    const { en: name, plural } = featureWords[feature];
    const notIncluded = `${name} ${plural ? 'are' : 'is'} not included in your plan.`;
    const where =
      plans.length === 0
        ? `No plan includes ${plural ? 'them' : 'it'} at the moment.`
        : `${plural ? 'They come' : 'It comes'} with ${listed(plans, 'and')}.`;
    return {
      notIncluded,
      message: `${notIncluded} ${where} Saving needs this also for what was saved before: remove ${plural ? 'them' : 'it'} to save the rest.`,
    };
  },
  id: (feature, plans) => {
    const { id: name } = featureWords[feature];
    const notIncluded = `${name} tidak termasuk dalam paket Anda.`;
    const where =
      plans.length === 0
        ? 'Saat ini belum ada paket yang menyertakannya.'
        : `Fitur ini tersedia di paket ${listed(plans, 'dan')}.`;
    return {
      notIncluded,
      message: `${notIncluded} ${where} Penyimpanan juga memerlukannya untuk yang sudah tersimpan sebelumnya: hapus fitur ini untuk menyimpan sisanya.`,
    };
  },
};
