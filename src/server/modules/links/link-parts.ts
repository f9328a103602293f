import type { LinkTag } from '../../../shared/link-tags';
import type { Link } from '../../../shared/links';
import type { SocialPreview } from '../../../shared/social-preview';
import type { Entitlements, Plan } from '../../../shared/plans';
import {
  targetingFeatures,
  type Targeting,
  type TargetingFeature,
  type WatchedHost,
} from '../../../shared/targeting';
import { notFound } from '../../platform/http/app-error';
import type { Platform } from '../../platform/wiring/module';
import type { Actor } from '../../platform/http/principal';
import type { DomainsApi } from '../domains';
import type { NotifyMessage } from '../notifications';
import type { CachedLink, LinkCache } from './link-cache';
import type { LinkRow, LinksRepo } from './links.repo';
import type { TagsRepo } from './tags/tags.repo';
import { passwordStamp } from './link-password';
import type { PreviewImagesRepo } from './social-preview';
import { prepareTargeting } from './targeting/prepare';
import type { Outbound } from '../../platform/net/outbound';

// What the link actions (create-link.ts, update-link.ts, bulk/, ...) share: their dependencies, a
// link's shapes for the API, for other modules and for the redirect cache, who may see a link, and
// which tags and folders a link may be given.

export type { TagsRepo } from './tags/tags.repo';
export { attachProblems } from './tags/tags.service';

export interface LinksServiceDeps {
  links: LinksRepo;
  /** The workspace's tags and folders, and which links carry which tags. */
  tags: TagsRepo;
  cache: LinkCache;
  /** A deletion's transaction, in which 'links.deleting' is announced. */
  events: Platform['events'];
  /** The short domains links may live on, and the one builder of their full URLs. */
  domains: Pick<DomainsApi, 'domainsOf' | 'shortUrl' | 'ownHosts'>;
  entitlementsOf: (userId: string) => Promise<{ entitlements: Entitlements; defaultDomain: string | null }>;
  /** What the owner's plan allows of targeting now, and until when (admins: everything, no end). */
  targetingAccessOf: (userId: string) => Promise<TargetingAccess>;
  /** The plans on sale (a 403 names those that include what the user's plan lacks). */
  plans: () => Promise<Plan[]>;
  /** The owner's domains on Check Domains, in the state rotator destinations follow (the checks module). */
  watchedHosts: (userId: string) => Promise<WatchedHost[]>;
  /** Tells the owner (in the app, and on Telegram when they chose) that their plan's links are
   * used up; never throws (a failure is logged). */
  notify?: (userId: string, message: NotifyMessage) => Promise<unknown>;
  /** Uploaded social preview images (social-preview.ts). */
  previewImages: PreviewImagesRepo;
  /** The guarded outbound client: a destination's own tags for a social preview. */
  outbound: Pick<Outbound, 'request'>;
  now: () => Date;
}

/** What other modules (analytics' reports) may read of a link. */
export interface LinkSummary {
  id: string;
  workspaceId: string;
  shortUrl: string;
  /** The full short URL. */
  link: string;
  title: string | null;
  destinationUrl: string;
  clickCount: number;
  createdAt: Date;
  /** As stored (null: none), whatever the owner's plan applies: names the choices clicks recorded. */
  targeting: Targeting | null;
}

/** What the owner's plan allows of a link's targeting, and until when. */
export interface TargetingAccess {
  entitlements: Pick<Entitlements, TargetingFeature>;
  /** The subscription's end (ms since the epoch); null: no end. */
  until: number | null;
}

export const noTargeting: TargetingAccess = {
  entitlements: Object.fromEntries(targetingFeatures.map((feature) => [feature, false])) as Record<
    TargetingFeature,
    false
  >,
  until: null,
};

/** A link's social preview with its image's absolute URL (an upload is served on the link's domain); null: none. */
export function socialPreviewOf(deps: Pick<LinksServiceDeps, 'domains'>, row: LinkRow): SocialPreview | null {
  if (row.socialTitle === null && row.socialDescription === null && row.socialImage === null) return null;
  const upload = row.socialImage?.startsWith('upload:') ? row.socialImage.slice('upload:'.length) : null;
  return {
    title: row.socialTitle,
    description: row.socialDescription,
    image: row.socialImage,
    image_url:
      upload === null
        ? row.socialImage
        : deps.domains.shortUrl(row.domain, `api/links/preview-images/${upload}`),
  };
}

export function toCached(
  row: LinkRow,
  access: TargetingAccess = noTargeting,
  preview: SocialPreview | null = null,
): CachedLink {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    destinationUrl: row.destinationUrl,
    isActive: row.isActive,
    expiresAt: row.expiresAt?.getTime() ?? null,
    clickCap: row.maxClicks === null ? null : { max: row.maxClicks, counted: row.clickCount },
    expiredUrl: row.expiredUrl,
    forwardQuery: row.forwardQuery,
    preview: row.preview,
    passwordStamp: passwordStamp(row.passwordHash),
    socialPreview:
      preview === null
        ? null
        : { title: preview.title, description: preview.description, imageUrl: preview.image_url },
    targeting: prepareTargeting(row.targeting, access.entitlements),
    targetingUntil: row.targeting === null ? null : access.until,
  };
}

export function toSummary(deps: Pick<LinksServiceDeps, 'domains'>, row: LinkRow): LinkSummary {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    shortUrl: row.shortUrl,
    link: deps.domains.shortUrl(row.domain, row.shortUrl),
    title: row.title,
    destinationUrl: row.destinationUrl,
    clickCount: row.clickCount,
    createdAt: row.createdAt,
    targeting: row.targeting,
  };
}

/** Whether a link has expired, by its time or its click cap. */
export function expiredAt(row: Pick<LinkRow, 'expiresAt' | 'maxClicks' | 'clickCount'>, now: Date): boolean {
  return (
    (row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime()) ||
    (row.maxClicks !== null && row.clickCount >= row.maxClicks)
  );
}

/** A link as the API shows it, with the tags it carries (by name). */
export function toLink(deps: Pick<LinksServiceDeps, 'domains' | 'now'>, row: LinkRow, tags: LinkTag[]): Link {
  return {
    id: row.id,
    user_id: row.workspaceId,
    short_url: row.shortUrl,
    link: deps.domains.shortUrl(row.domain, row.shortUrl),
    destination_url: row.destinationUrl,
    domain: row.domain,
    custom_alias: row.customAlias,
    title: row.title,
    click_count: row.clickCount,
    scan_count: row.scanCount,
    is_active: row.isActive,
    expires_at: row.expiresAt?.toISOString() ?? null,
    max_clicks: row.maxClicks,
    expired_url: row.expiredUrl,
    expired: expiredAt(row, deps.now()),
    forward_query: row.forwardQuery,
    preview: row.preview,
    has_password: row.passwordHash !== null,
    social_preview: socialPreviewOf(deps, row),
    qr: row.qrDesign,
    tags,
    folder_id: row.folderId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Links as the API shows them, their tags read in one query. */
export async function toLinks(
  deps: Pick<LinksServiceDeps, 'domains' | 'tags' | 'now'>,
  rows: LinkRow[],
): Promise<Link[]> {
  const tags = await deps.tags.tagsOfLinks(rows.map((row) => row.id));
  return rows.map((row) => toLink(deps, row, tags.get(row.id) ?? []));
}

/** The link, when the actor may see it; 404 otherwise (never "it exists but is not yours"). */
export async function visible(
  deps: Pick<LinksServiceDeps, 'links'>,
  actor: Actor,
  id: string,
): Promise<LinkRow> {
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await deps.links.findById(id) : null;
  if (!row || (row.workspaceId !== actor.workspaceId && !actor.isAdmin)) throw notFound('Link');
  return row;
}

/** The link, when the actor owns it. */
export async function owned(
  deps: Pick<LinksServiceDeps, 'links'>,
  actor: Actor,
  id: string,
): Promise<LinkRow> {
  const row = await visible(deps, actor, id);
  if (row.workspaceId !== actor.workspaceId) throw notFound('Link');
  return row;
}

/**
 * The cache entry for each row, with its owner's targeting access, read once per owner (many
 * rows at start share few owners) and only for rows that have targeting.
 */
export async function cachedLinks(deps: LinksServiceDeps, rows: LinkRow[]): Promise<CachedLink[]> {
  const accesses = new Map<string, Promise<TargetingAccess>>();
  const accessOf = (userId: string) => {
    let access = accesses.get(userId);
    if (access === undefined) {
      access = deps.targetingAccessOf(userId);
      accesses.set(userId, access);
    }
    return access;
  };
  const cached: CachedLink[] = [];
  for (const row of rows)
    cached.push(
      toCached(
        row,
        row.targeting === null ? noTargeting : await accessOf(row.workspaceId),
        socialPreviewOf(deps, row),
      ),
    );
  return cached;
}
