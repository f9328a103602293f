import type { Link, UpdateLink } from '../../../shared/links';
import { notFound, validationFailed } from '../../platform/http/app-error';
import type { Actor } from '../../platform/http/principal';
import { loopProblem } from './destination';
import { cacheKey } from './link-cache';
import { tagsOrFolderGone } from './create-link';
import { owned, toLinks, type LinksServiceDeps } from './link-parts';
import { hashLinkPassword, passwordNotIncluded } from './link-password';
import { socialPreviewFields } from './social-preview';
import { aliasProblem, aliasTaken, expiryProblem, notYourDomain } from './link-rules';
import { LinkCodeTakenError, TagOrFolderGoneError, type LinkRow } from './links.repo';
import { generateShortCode } from './short-code';
import { attachProblems } from './tags/tags.service';

// PATCH /api/links/:id - only the fields given change; `domain` moves the link, with its code.

async function checkDestination(
  deps: LinksServiceDeps,
  destination: string,
  fields: Record<string, string>,
  field: 'destination_url' | 'expired_url' = 'destination_url',
) {
  const problem = loopProblem(destination, await deps.domains.ownHosts());
  if (problem) fields[field] = problem;
}

function checkExpiry(
  deps: LinksServiceDeps,
  expiresAt: string | null | undefined,
  fields: Record<string, string>,
) {
  const problem = expiryProblem(expiresAt, deps.now());
  if (problem) fields.expires_at = problem;
}

export async function updateLink(
  deps: LinksServiceDeps,
  actor: Actor,
  id: string,
  patch: UpdateLink,
): Promise<Link> {
  const row = await owned(deps, actor, id);
  const fields: Record<string, string> = {};
  if (patch.destination_url !== undefined) await checkDestination(deps, patch.destination_url, fields);
  if (patch.expired_url) await checkDestination(deps, patch.expired_url, fields, 'expired_url');
  const aliasChanged = patch.custom_alias !== undefined && patch.custom_alias !== row.customAlias;
  if (aliasChanged && patch.custom_alias) {
    const { entitlements } = await deps.entitlementsOf(actor.workspaceId);
    const problem = aliasProblem(patch.custom_alias, entitlements);
    if (problem) fields.custom_alias = problem;
  }
  checkExpiry(deps, patch.expires_at, fields);
  const newDomain = patch.domain !== undefined && patch.domain !== row.domain ? patch.domain : null;
  if (newDomain !== null && !(await deps.domains.domainsOf(row.workspaceId)).includes(newDomain))
    fields.domain = notYourDomain;
  Object.assign(fields, await attachProblems(deps.tags, row.workspaceId, patch));
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  // Removing a password needs no plan; setting or changing one does.
  if (
    typeof patch.password === 'string' &&
    !(await deps.entitlementsOf(actor.workspaceId)).entitlements.passwordLinks
  )
    throw passwordNotIncluded(await deps.plans());
  const passwordHash =
    patch.password === undefined
      ? undefined
      : patch.password === null
        ? null
        : await hashLinkPassword(patch.password);
  const social =
    patch.social_preview === undefined
      ? null
      : await socialPreviewFields(
          deps,
          {
            workspaceId: row.workspaceId,
            entitlements: async () => (await deps.entitlementsOf(actor.workspaceId)).entitlements,
            destination: patch.destination_url ?? row.destinationUrl,
          },
          patch.social_preview,
        );

  const newCode = aliasChanged ? (patch.custom_alias ?? generateShortCode()) : row.shortUrl;
  let updated: LinkRow | null;
  try {
    updated = await deps.links.update(
      id,
      {
        ...(patch.destination_url !== undefined ? { destinationUrl: patch.destination_url } : {}),
        ...(aliasChanged ? { customAlias: patch.custom_alias ?? null, shortUrl: newCode } : {}),
        ...(patch.title !== undefined ? { title: patch.title || null } : {}),
        ...(patch.expires_at !== undefined
          ? { expiresAt: patch.expires_at ? new Date(patch.expires_at) : null }
          : {}),
        ...(patch.max_clicks !== undefined ? { maxClicks: patch.max_clicks } : {}),
        ...(patch.expired_url !== undefined ? { expiredUrl: patch.expired_url } : {}),
        ...(patch.is_active !== undefined ? { isActive: patch.is_active } : {}),
        ...(patch.forward_query !== undefined ? { forwardQuery: patch.forward_query } : {}),
        ...(patch.preview !== undefined ? { preview: patch.preview } : {}),
        ...(passwordHash !== undefined ? { passwordHash } : {}),
        ...social?.fields,
        ...(newDomain !== null ? { domain: newDomain } : {}),
        ...(patch.folder_id !== undefined ? { folderId: patch.folder_id } : {}),
      },
      patch.tag_ids,
    );
  } catch (error) {
    if (error instanceof TagOrFolderGoneError) throw validationFailed(tagsOrFolderGone);
    if (!(error instanceof LinkCodeTakenError)) throw error;
    const domain = newDomain ?? row.domain;
    throw validationFailed(
      aliasChanged
        ? { custom_alias: aliasTaken(domain) }
        : { domain: `The code ${newCode} is already used on ${domain}. Choose another domain or alias.` },
    );
  }
  if (!updated) throw notFound('Link');
  await deps.cache.invalidate([
    cacheKey(row.domain, row.shortUrl),
    cacheKey(updated.domain, updated.shortUrl),
  ]);
  const link = (await toLinks(deps, [updated]))[0]!;
  return social === null ? link : { ...link, social_preview_problem: social.problem };
}
