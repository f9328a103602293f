import type { Plan } from '../../../../shared/plans';
import { featureNames, featureOf, type Targeting } from '../../../../shared/targeting';
import { AppError } from '../../../platform/app-error';
import type { TargetingAccess } from '../links.service';

// Which plan flag each part of a link's targeting needs before it may be saved. A save needs the
// flags for everything it stores, also for parts saved while an earlier plan allowed them: the
// stored targeting is one value, and a save that kept what the plan lacks would be a way around it.

export type TargetingFeature = keyof typeof featureNames;

/** The plans table's column for each flag. */
const planFlags = {
  cloakingCountry: 'cloaking_country',
  deviceTargeting: 'device_targeting',
  autoRotator: 'auto_rotator',
  fallbackUrl: 'fallback_url',
} as const satisfies Record<TargetingFeature, keyof Plan>;

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

/** "a", "a and b", "a, b and c". */
function listed(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The 403 for a feature the plan lacks: what it is, which plans have it, and why a re-save needs it. */
export function featureNotIncluded(
  missing: { feature: TargetingFeature; field: string },
  plans: readonly Plan[],
): AppError {
  const name = featureNames[missing.feature];
  const plural = missing.feature === 'cloakingCountry' || missing.feature === 'deviceTargeting';
  const notIncluded = `${name} ${plural ? 'are' : 'is'} not included in your plan.`;
  const withIt = plans.filter((plan) => plan[planFlags[missing.feature]]).map((plan) => plan.name);
  const where =
    withIt.length === 0
      ? `No plan includes ${plural ? 'them' : 'it'} at the moment.`
      : `${plural ? 'They come' : 'It comes'} with ${listed(withIt)}.`;
  return new AppError(
    403,
    'forbidden',
    `${notIncluded} ${where} Saving needs this also for what was saved before: remove ${plural ? 'them' : 'it'} to save the rest.`,
    { [missing.field]: notIncluded },
  );
}
