import { inLanguage, nameFromKey, type PlanText } from '../../shared/plan-text';
import { currentLanguage } from './language';

// A plan's display name and lines, as the admin wrote them in both languages, shown in the language
// in force. Every feature that names a plan (billing, admin pages, the landing page) reads it here:
// the plan's key is an identifier, never shown as its name.

/** A plan's display name (or one of its lines) in the language in force. */
export function planText(text: PlanText): string {
  return inLanguage(text, currentLanguage());
}

/** The name for a plan known only by its key (a link naming a plan not on sale): the key tidied. */
export function nameOfKey(key: string): string {
  return planText(nameFromKey(key));
}
