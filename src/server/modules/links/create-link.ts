import type { CreateLink, Link } from '../../../shared/links';
import { AppError, forbidden, validationFailed } from '../../platform/http/app-error';
import type { Actor } from '../../platform/http/principal';
import { cacheKey } from './link-cache';
import { owned, toLinks, type LinksServiceDeps } from './link-parts';
import { hashLinkPassword, passwordNotIncluded } from './link-password';
import { socialPreviewFields } from './social-preview';
import { aliasTaken, linkLimitMessage, newLinkProblems } from './link-rules';
import {
  LinkCodeTakenError,
  LinkLimitReachedError,
  TagOrFolderGoneError,
  type NewLinkRow,
} from './links.repo';
import { linkLimitNotice } from './notice-texts';
import { generateShortCode } from './short-code';
import { attachProblems } from './tags/tags.service';

// POST /api/links - create a short link: the create form's rules, then an insert within the
// plan's limit under the owner's lock; a generated code that clashes is drawn again.
// POST /api/links/:id/duplicate - the same insert, of a copy with a new generated code.

const maxCodeAttempts = 5;

export const tagsOrFolderGone = {
  tag_ids: 'A tag or the folder was deleted meanwhile. Choose again.',
};

async function entitledToCreate(deps: LinksServiceDeps, actor: Actor) {
  const access = await deps.entitlementsOf(actor.workspaceId);
  if (!access.entitlements.createLinks) {
    throw forbidden('Your plan does not include creating short links. Choose a plan on the pricing page.');
  }
  return access;
}

/** Inserts the link under a generated code (or the alias), within the plan's limit. */
async function insertLink(
  deps: LinksServiceDeps,
  actor: Actor,
  fields: Omit<NewLinkRow, 'shortUrl' | 'workspaceId'>,
  options: { alias: string | null; tagIds: string[]; limit: number | null },
): Promise<Link> {
  for (let attempt = 1; ; attempt++) {
    const code = options.alias ?? generateShortCode();
    try {
      const { row, filledLimit } = await deps.links.insertWithinLimit(
        { ...fields, workspaceId: actor.workspaceId, shortUrl: code },
        options.limit,
        options.tagIds,
      );
      // A cached "unknown code" for this key must not outlive the new link.
      await deps.cache.invalidate([cacheKey(row.domain, code)]);
      if (filledLimit) await deps.notify?.(actor.id, linkLimitNotice(options.limit!));
      return (await toLinks(deps, [row]))[0]!;
    } catch (error) {
      if (error instanceof LinkLimitReachedError) {
        throw new AppError(403, 'limit_reached', linkLimitMessage(error.limit));
      }
      if (error instanceof TagOrFolderGoneError) throw validationFailed(tagsOrFolderGone);
      if (!(error instanceof LinkCodeTakenError)) throw error;
      if (options.alias) throw validationFailed({ custom_alias: aliasTaken(fields.domain) });
      if (attempt >= maxCodeAttempts) throw error;
    }
  }
}

export async function createLink(deps: LinksServiceDeps, actor: Actor, input: CreateLink): Promise<Link> {
  const { entitlements, defaultDomain } = await entitledToCreate(deps, actor);
  const { domain, fields } = newLinkProblems(input, {
    entitlements,
    domains: await deps.domains.domainsOf(actor.workspaceId),
    defaultDomain,
    ownHosts: await deps.domains.ownHosts(),
    now: deps.now(),
  });
  Object.assign(fields, await attachProblems(deps.tags, actor.workspaceId, input));
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  if (input.password !== undefined && !entitlements.passwordLinks)
    throw passwordNotIncluded(await deps.plans());
  const social =
    input.social_preview === undefined
      ? null
      : await socialPreviewFields(
          deps,
          {
            workspaceId: actor.workspaceId,
            entitlements: async () => entitlements,
            destination: input.destination_url,
          },
          input.social_preview,
        );

  return insertLink(
    deps,
    actor,
    {
      domain,
      destinationUrl: input.destination_url,
      customAlias: input.custom_alias ?? null,
      title: input.title || null,
      expiresAt: input.expires_at ? new Date(input.expires_at) : null,
      maxClicks: input.max_clicks ?? null,
      expiredUrl: input.expired_url ?? null,
      forwardQuery: input.forward_query ?? true,
      preview: input.preview ?? false,
      passwordHash: input.password === undefined ? null : await hashLinkPassword(input.password),
      ...social?.fields,
      folderId: input.folder_id ?? null,
    },
    { alias: input.custom_alias ?? null, tagIds: input.tag_ids ?? [], limit: entitlements.maxShortlinks },
  ).then((link) => (social === null ? link : { ...link, social_preview_problem: social.problem }));
}

/**
 * A copy of the link on its domain under a new generated code: destination, title, expiry,
 * click cap, expired URL, settings, password, social preview, targeting, tags and folder. Its clicks start at
 * none (so a copy of a link that reached its cap works again). Within the plan's limit.
 */
export async function duplicateLink(deps: LinksServiceDeps, actor: Actor, id: string): Promise<Link> {
  const row = await owned(deps, actor, id);
  const { entitlements } = await entitledToCreate(deps, actor);
  const tags = (await deps.tags.tagsOfLinks([row.id])).get(row.id) ?? [];
  return insertLink(
    deps,
    actor,
    {
      domain: row.domain,
      destinationUrl: row.destinationUrl,
      customAlias: null,
      title: row.title,
      expiresAt: row.expiresAt,
      maxClicks: row.maxClicks,
      expiredUrl: row.expiredUrl,
      isActive: row.isActive,
      forwardQuery: row.forwardQuery,
      preview: row.preview,
      passwordHash: row.passwordHash,
      socialTitle: row.socialTitle,
      socialDescription: row.socialDescription,
      socialImage: row.socialImage,
      targeting: row.targeting,
      folderId: row.folderId,
    },
    { alias: null, tagIds: tags.map((tag) => tag.id), limit: entitlements.maxShortlinks },
  );
}
