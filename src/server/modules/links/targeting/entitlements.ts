import { entitlementRegistry, flagsOf, type FlagOf } from '../../../../shared/entitlements';
import { inLanguage, type Plan } from '../../../../shared/plans';
import { featureOf, type Targeting, type TargetingFeature } from '../../../../shared/targeting';
import { AppError } from '../../../platform/http/app-error';
import type { TargetingAccess } from '../links.service';
import { featureRefusal, type FeatureRefusal } from './entitlement-texts';

// Which plan flag each part of a link's targeting needs before it may be saved. A save needs the
// flags for everything it stores, also for parts saved while an earlier plan allowed them: the
// stored targeting is one value, and a save that kept what the plan lacks would be a way around it.

/** The plans table's column for each flag. */
const planFlags = Object.fromEntries(
  flagsOf(entitlementRegistry).map((entry) => [entry.key, entry.planField]),
) as Record<TargetingFeature, FlagOf<typeof entitlementRegistry>['planField']>;

/** The first part of `targeting` the entitlements lack, and the field that holds it; null if none. */
export function firstMissingFeature(
  targeting: Targeting,
  entitlements: TargetingAccess['entitlements'],
): { feature: TargetingFeature; field: string } | null {
  for (const [index, rule] of targeting.rules.entries()) {
    const feature = featureOf[rule.condition.type];
    if (!entitlements[feature]) return { feature, field: `rules.${index}.condition` };
  }
  if (targeting.rotator.length > 0 && !entitlements[featureOf.rotator])
    return { feature: featureOf.rotator, field: 'rotator' };
  if (targeting.fallback_url !== null && !entitlements[featureOf.fallback])
    return { feature: featureOf.fallback, field: 'fallback_url' };
  return null;
}

/** The 403 for a feature the plan lacks: what it is, which plans have it, and why a re-save needs it. */
export function featureNotIncluded(
  missing: { feature: TargetingFeature; field: string },
  plans: readonly Plan[],
): AppError {
  // Named as people read them, in each language: the key is an identifier.
  const withIt = plans.filter((plan) => plan[planFlags[missing.feature]]);
  const [en, id] = (['en', 'id'] as const).map((language) =>
    featureRefusal(
      missing.feature,
      withIt.map((plan) => inLanguage(plan.display_name, language)),
      language,
    ),
  ) as [FeatureRefusal, FeatureRefusal];
  // The plans' names are the reader's, which the English answer's catalogue cannot give.
  return new AppError(403, 'forbidden', en.message, { [missing.field]: en.notIncluded }).in('id', {
    message: id.message,
    fields: { [missing.field]: id.notIncluded },
  });
}
