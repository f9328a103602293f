import type { PlanText } from '../../../../shared/plans';
import { nameOfKey, planText } from '../../../lib/plan-text';

/** A plan an announcement may go to the users of: its key, and what people call it. */
export interface AudiencePlan {
  name: string;
  display_name: PlanText;
}

/** A plan's name as people read it: its display name, or, for a plan no longer on sale, its key tidied. */
export function planLabel(plan: string, plans: readonly AudiencePlan[]): string {
  const found = plans.find((candidate) => candidate.name === plan);
  return found ? planText(found.display_name) : nameOfKey(plan);
}
