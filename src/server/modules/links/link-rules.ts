import type { CreateLink } from '../../../shared/links';
import { reservedPaths } from '../../../shared/paths';
import type { Entitlements } from '../../../shared/plans';
import { loopProblem } from './destination';

// The rules a new link must pass beyond its schema, in one place for the create form (one link a
// request) and the CSV import (thousands a job): the domain is one of the owner's, the destination
// does not lead back here (nor the expired URL), an alias is allowed by the plan and not reserved,
// an expiry is ahead.

export const aliasNotInPlan = 'Custom aliases are not included in your plan.';
export const notYourDomain = 'Choose one of your domains.';
export const reservedAlias = 'This alias is reserved. Choose another one.';
export const pastExpiry = 'Choose an expiry date in the future.';
export const aliasTaken = (domain: string) => `This alias is already taken on ${domain}. Choose another one.`;
export const linkLimitMessage = (limit: number) =>
  limit === 1
    ? 'Your plan allows 1 short link. Delete one or upgrade your plan.'
    : `Your plan allows ${limit} short links. Delete one or upgrade your plan.`;

/** What a new link is checked against: the owner's plan, domains and this server's names. */
export interface NewLinkContext {
  entitlements: Entitlements;
  /** The owner's domains (the domains module's domainsOf). */
  domains: readonly string[];
  /** The profile's default domain, when it has one. */
  defaultDomain: string | null;
  /** Every name of this server (the domains module's ownHosts). */
  ownHosts: readonly string[];
  now: Date;
}

/** The domain a link without one goes to: the profile's default while it is still the owner's. */
export function defaultDomainOf(context: Pick<NewLinkContext, 'domains' | 'defaultDomain'>): string {
  const { domains, defaultDomain } = context;
  return defaultDomain && domains.includes(defaultDomain) ? defaultDomain : domains[0]!;
}

export function aliasProblem(alias: string, entitlements: Pick<Entitlements, 'customAlias'>): string | null {
  if (!entitlements.customAlias) return aliasNotInPlan;
  return reservedPaths.has(alias.toLowerCase()) ? reservedAlias : null;
}

export function expiryProblem(expiresAt: string | null | undefined, now: Date): string | null {
  return expiresAt && new Date(expiresAt).getTime() <= now.getTime() ? pastExpiry : null;
}

/** The domain the link goes to, and every field that breaks a rule (none: it may be created). */
export function newLinkProblems(
  input: CreateLink,
  context: NewLinkContext,
): { domain: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const domain = input.domain ?? defaultDomainOf(context);
  if (!context.domains.includes(domain)) fields.domain = notYourDomain;
  const loop = loopProblem(input.destination_url, context.ownHosts);
  if (loop) fields.destination_url = loop;
  if (input.custom_alias) {
    const problem = aliasProblem(input.custom_alias, context.entitlements);
    if (problem) fields.custom_alias = problem;
  }
  const expiry = expiryProblem(input.expires_at, context.now);
  if (expiry) fields.expires_at = expiry;
  const expiredLoop = input.expired_url ? loopProblem(input.expired_url, context.ownHosts) : null;
  if (expiredLoop) fields.expired_url = expiredLoop;
  return { domain, fields };
}
