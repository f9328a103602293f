import type { CreateLink, Link } from '../../../shared/links';
import { AppError, forbidden, validationFailed } from '../../platform/http/app-error';
import type { Actor } from '../../platform/http/principal';
import { cacheKey } from './link-cache';
import { toLink, type LinksServiceDeps } from './link-parts';
import { aliasTaken, linkLimitMessage, newLinkProblems } from './link-rules';
import { LinkCodeTakenError, LinkLimitReachedError } from './links.repo';
import { linkLimitNotice } from './notice-texts';
import { generateShortCode } from './short-code';

// POST /api/links - create a short link: the create form's rules, then an insert within the
// plan's limit under the owner's lock; a generated code that clashes is drawn again.

const maxCodeAttempts = 5;

export async function createLink(deps: LinksServiceDeps, actor: Actor, input: CreateLink): Promise<Link> {
  const { entitlements, defaultDomain } = await deps.entitlementsOf(actor.workspaceId);
  if (!entitlements.createLinks) {
    throw forbidden('Your plan does not include creating short links. Choose a plan on the pricing page.');
  }
  const { domain, fields } = newLinkProblems(input, {
    entitlements,
    domains: await deps.domains.domainsOf(actor.workspaceId),
    defaultDomain,
    ownHosts: await deps.domains.ownHosts(),
    now: deps.now(),
  });
  if (Object.keys(fields).length > 0) throw validationFailed(fields);

  for (let attempt = 1; ; attempt++) {
    const code = input.custom_alias ?? generateShortCode();
    try {
      const { row, filledLimit } = await deps.links.insertWithinLimit(
        {
          workspaceId: actor.workspaceId,
          shortUrl: code,
          domain,
          destinationUrl: input.destination_url,
          customAlias: input.custom_alias ?? null,
          title: input.title || null,
          expiresAt: input.expires_at ? new Date(input.expires_at) : null,
          forwardQuery: input.forward_query ?? true,
          preview: input.preview ?? false,
        },
        entitlements.maxShortlinks,
      );
      // A cached "unknown code" for this key must not outlive the new link.
      await deps.cache.invalidate([cacheKey(domain, code)]);
      if (filledLimit) {
        const limit = entitlements.maxShortlinks!;
        await deps.notify?.(actor.id, linkLimitNotice(limit));
      }
      return toLink(deps, row);
    } catch (error) {
      if (error instanceof LinkLimitReachedError) {
        throw new AppError(403, 'limit_reached', linkLimitMessage(error.limit));
      }
      if (!(error instanceof LinkCodeTakenError)) throw error;
      if (input.custom_alias) throw validationFailed({ custom_alias: aliasTaken(domain) });
      if (attempt >= maxCodeAttempts) throw error;
    }
  }
}
