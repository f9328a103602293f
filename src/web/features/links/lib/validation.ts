import type { TFunction } from 'i18next';
import {
  aliasSchema,
  createLinkSchema,
  destinationSchema,
  linkPasswordRules,
  linkPasswordSchema,
  maxClicksLimit,
  maxDestinationLength,
} from '../../../../shared/links';
import { isPast, localInputToIso } from '../../../lib/local-time';

// The client's copy of the server's link rules, for messages before a round trip. The rules come
// from the shared schemas; only the wording is the web app's (translated).

export const maxTitleLength = createLinkSchema.shape.title.unwrap().maxLength ?? undefined;
export { maxDestinationLength };

export function destinationProblem(value: string, t: TFunction): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return t('links.form.errors.destinationRequired');
  if (trimmed.length > maxDestinationLength) {
    return t('links.form.errors.destinationTooLong', { max: maxDestinationLength });
  }
  if (!destinationSchema.safeParse(trimmed).success) return t('links.form.errors.destinationInvalid');
  return undefined;
}

/** An empty alias is no alias (a generated code); anything else must match aliasPattern. */
export function aliasProblem(value: string, t: TFunction): string | undefined {
  if (value.trim() === '' || aliasSchema.safeParse(value).success) return undefined;
  return t('links.form.errors.aliasInvalid');
}

export function titleProblem(value: string, t: TFunction): string | undefined {
  if (createLinkSchema.shape.title.safeParse(value).success) return undefined;
  return t('links.form.errors.titleTooLong', { max: maxTitleLength });
}

/** An empty click cap is none; else a whole number from 1 to the limit. */
export function maxClicksProblem(value: string, t: TFunction): string | undefined {
  const typed = value.trim();
  if (typed === '') return undefined;
  const clicks = Number(typed);
  if (!/^\d+$/.test(typed) || clicks < 1 || clicks > maxClicksLimit)
    return t('links.form.errors.maxClicksInvalid', { max: maxClicksLimit.toLocaleString() });
  return undefined;
}

/** The typed click cap as the API takes it (empty: none). */
export function maxClicksValue(value: string): number | null {
  return value.trim() === '' ? null : Number(value.trim());
}

/** An empty expired URL is none; else the destination's rules. */
export function expiredUrlProblem(value: string, t: TFunction): string | undefined {
  return value.trim() === '' ? undefined : destinationProblem(value, t);
}

/** An empty password is "none" (create) or "unchanged" (edit). */
export function passwordProblem(value: string, t: TFunction): string | undefined {
  if (value === '' || linkPasswordSchema.safeParse(value).success) return undefined;
  return t('links.form.errors.passwordLength', linkPasswordRules);
}

/** An empty expiry is "never"; a time must parse and lie in the future. */
export function expiryProblem(localValue: string, t: TFunction): string | undefined {
  if (localValue === '') return undefined;
  const iso = localInputToIso(localValue);
  if (!iso) return t('links.form.errors.expiryInvalid');
  if (isPast(iso)) return t('links.form.errors.expiryPast');
  return undefined;
}
