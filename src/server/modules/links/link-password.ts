import { hashPassword, verifyPassword } from 'better-auth/crypto';
import type { Plan } from '../../../shared/plans';
import type { AppError } from '../../platform/http/app-error';
import { featureNotInPlan } from '../../platform/http/plan-refusal';
import { linksText } from './texts-id';

// A link's visitor password: hashed as account passwords are (better-auth's scrypt, "salt:key"),
// so a stolen table gives no password away. The redirect never sees the hash: it gets the salt as
// the password's stamp, which its cookie is signed over, so a new password (new salt) ends every
// cookie the old one gave.

export function hashLinkPassword(password: string): Promise<string> {
  return hashPassword(password);
}

export async function linkPasswordMatches(hash: string, password: string): Promise<boolean> {
  try {
    return await verifyPassword({ hash, password });
  } catch {
    return false; // a stored value that is not a hash of ours unlocks nothing
  }
}

/** What tells one password of a link from the next (the hash's salt); null: no password. */
export function passwordStamp(hash: string | null): string | null {
  if (hash === null) return null;
  const colon = hash.indexOf(':');
  return colon > 0 ? hash.slice(0, colon) : hash;
}

/**
 * The 403 for a password the plan does not allow, naming the plans that do. Only setting or
 * changing one needs the flag: removing one never does, and a password set under an earlier plan
 * keeps protecting the link (a lapsed plan must not open what its owner closed).
 */
export function passwordNotIncluded(plans: readonly Plan[]): AppError {
  return featureNotInPlan(
    {
      field: 'password',
      notIncluded: 'Password links are not included in your plan.',
      hasIt: (plan) => plan.password_links,
    },
    plans,
    linksText,
  );
}
