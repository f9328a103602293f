import { conflict } from '../../platform/app-error';
import { cacheKey } from './link-cache';
import type { LinksServiceDeps } from './link-parts';
import { LinkCodeTakenError } from './links.repo';

// An account's links moved from one domain to another, all or none (the domains module, before
// it removes a domain); answers how many.

export async function moveDomain(
  deps: LinksServiceDeps,
  userId: string,
  from: string,
  to: string,
): Promise<number> {
  let codes: string[];
  try {
    codes = await deps.links.moveDomain(userId, from, to);
  } catch (error) {
    if (!(error instanceof LinkCodeTakenError)) throw error;
    const clashes = Number(error.message);
    throw clashes === 1
      ? conflict(
          `1 of these links has a code already used on ${to}. Change its code or choose another domain.`,
          { to_domain: `1 code is already used on ${to}.` },
        )
      : conflict(
          `${clashes} of these links have codes already used on ${to}. Change their codes or choose another domain.`,
          { to_domain: `${clashes} codes are already used on ${to}.` },
        );
  }
  await deps.cache.invalidate(codes.flatMap((code) => [cacheKey(from, code), cacheKey(to, code)]));
  return codes.length;
}
