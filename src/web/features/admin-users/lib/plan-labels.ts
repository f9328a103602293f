import { basicPlanDisplayName, basicPlanName, type PlanText } from '../../../../shared/plans';
import { nameOfKey, planText } from '../../../lib/plan-text';

// Plans on /admin/users are named as people read them (the display name in the language in force);
// the key stays the value the filters and the set-plan form send.

/** The key's display name: basic's own, a plan on sale's, the one the server gave, else the key tidied. */
export function planLabel(
  key: string,
  choices: readonly { name: string; display_name: PlanText }[],
  given?: PlanText,
): string {
  if (key === basicPlanName) return planText(basicPlanDisplayName);
  const choice = choices.find((candidate) => candidate.name === key);
  if (choice) return planText(choice.display_name);
  return given ? planText(given) : nameOfKey(key);
}
