import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { shortlinks, shortlinkTags, type BulkActionParams } from '../../../db/schema/links';
import type { BulkAction, BulkSkip } from '../../../../shared/link-bulk';
import { maxTagsPerLink } from '../../../../shared/link-tags';
import type { Emit } from '../../../platform/wiring/events';
import type { AppEvents } from '../../../platform/wiring/module';
import { cacheKey } from '../link-cache';
import { batchLinks, tagsCarried } from './bulk.repo';

// One batch of a bulk action, in its transaction: the links are locked, changed together, and
// those left alone are reported with the reason. A failure anywhere rolls the whole batch back.

export interface BatchInput {
  workspaceId: string;
  action: BulkAction;
  params: BulkActionParams;
  ids: string[];
  now: Date;
  shortUrl: (domain: string, code: string) => string;
}

export interface BatchOutcome {
  done: number;
  skipped: BulkSkip[];
  /** Redirect cache keys to drop on every process once the batch has committed. */
  keys: string[];
}

type BatchLink = { id: string; domain: string; code: string };

const gone = 'This link was deleted meanwhile.';
const tooManyTags = `A link carries at most ${maxTagsPerLink} tags: this one would have more.`;
const codeTaken = (code: string, domain: string) => `The code ${code} is already used on ${domain}.`;

async function setActive(tx: Tx, links: BatchLink[], active: boolean, now: Date) {
  await tx
    .update(shortlinks)
    .set({ isActive: active, updatedAt: now })
    .where(
      inArray(
        shortlinks.id,
        links.map((link) => link.id),
      ),
    );
}

async function addTags(tx: Tx, input: BatchInput, links: BatchLink[], skipped: BulkSkip[]) {
  const tagIds = input.params.tagIds ?? [];
  const { count, has } = await tagsCarried(
    tx,
    links.map((link) => link.id),
    tagIds,
  );
  const pairs: { linkId: string; tagId: string }[] = [];
  const changed: string[] = [];
  for (const link of links) {
    const adding = tagIds.filter((tagId) => !has.has(`${link.id}/${tagId}`));
    if ((count.get(link.id) ?? 0) + adding.length > maxTagsPerLink) {
      skipped.push({ id: link.id, link: input.shortUrl(link.domain, link.code), reason: tooManyTags });
      continue;
    }
    pairs.push(...adding.map((tagId) => ({ linkId: link.id, tagId })));
    changed.push(link.id);
  }
  if (pairs.length > 0) await tx.insert(shortlinkTags).values(pairs).onConflictDoNothing();
  if (changed.length > 0)
    await tx.update(shortlinks).set({ updatedAt: input.now }).where(inArray(shortlinks.id, changed));
  return changed.length;
}

async function changeDomain(tx: Tx, input: BatchInput, links: BatchLink[], skipped: BulkSkip[]) {
  const to = input.params.domain!;
  const moving = links.filter((link) => link.domain !== to);
  const codes = moving.map((link) => link.code);
  const taken = new Set(
    codes.length === 0
      ? []
      : (
          await tx
            .select({ code: shortlinks.shortUrl })
            .from(shortlinks)
            .where(and(eq(shortlinks.domain, to), inArray(shortlinks.shortUrl, codes)))
        ).map((row) => row.code),
  );
  const moved: BatchLink[] = [];
  for (const link of moving) {
    // Two of the chosen links with one code on different domains: the first one moves.
    if (taken.has(link.code)) {
      skipped.push({
        id: link.id,
        link: input.shortUrl(link.domain, link.code),
        reason: codeTaken(link.code, to),
      });
      continue;
    }
    taken.add(link.code);
    moved.push(link);
  }
  if (moved.length > 0)
    await tx
      .update(shortlinks)
      .set({ domain: to, updatedAt: input.now })
      .where(
        inArray(
          shortlinks.id,
          moved.map((link) => link.id),
        ),
      );
  return {
    done: links.length - (moving.length - moved.length),
    keys: moved.flatMap((link) => [cacheKey(link.domain, link.code), cacheKey(to, link.code)]),
  };
}

export async function applyBatch(tx: Tx, emit: Emit<AppEvents>, input: BatchInput): Promise<BatchOutcome> {
  const links = await batchLinks(tx, input.workspaceId, input.ids);
  const found = new Set(links.map((link) => link.id));
  const skipped: BulkSkip[] = input.ids
    .filter((id) => !found.has(id))
    .map((id) => ({ id, link: '', reason: gone }));
  if (links.length === 0) return { done: 0, skipped, keys: [] };
  const outcome = await applyAction(tx, emit, input, links, skipped);
  // Announced with the batch's commit (outgoing webhooks hear each link changed or deleted).
  const left = new Set(skipped.map((skip) => skip.id));
  const touched = links.filter((link) => !left.has(link.id));
  if (touched.length > 0)
    await emit(
      'links.changed',
      input.action === 'delete'
        ? {
            workspaceId: input.workspaceId,
            deleted: touched.map((link) => ({
              id: link.id,
              domain: link.domain,
              short_url: link.code,
              link: input.shortUrl(link.domain, link.code),
            })),
          }
        : { workspaceId: input.workspaceId, updated: touched.map((link) => link.id) },
    );
  return outcome;
}

async function applyAction(
  tx: Tx,
  emit: Emit<AppEvents>,
  input: BatchInput,
  links: BatchLink[],
  skipped: BulkSkip[],
): Promise<BatchOutcome> {
  const ids = links.map((link) => link.id);
  const keysOf = () => links.map((link) => cacheKey(link.domain, link.code));
  switch (input.action) {
    case 'enable':
    case 'disable':
      await setActive(tx, links, input.action === 'enable', input.now);
      return { done: links.length, skipped, keys: keysOf() };
    case 'delete':
      await emit('links.deleting', { linkIds: ids });
      await tx.delete(shortlinks).where(inArray(shortlinks.id, ids));
      return { done: links.length, skipped, keys: keysOf() };
    case 'move_folder':
      await tx
        .update(shortlinks)
        .set({ folderId: input.params.folderId ?? null, updatedAt: input.now })
        .where(inArray(shortlinks.id, ids));
      return { done: links.length, skipped, keys: [] };
    case 'add_tags':
      return { done: await addTags(tx, input, links, skipped), skipped, keys: [] };
    case 'remove_tags':
      await tx
        .delete(shortlinkTags)
        .where(
          and(inArray(shortlinkTags.linkId, ids), inArray(shortlinkTags.tagId, input.params.tagIds ?? [])),
        );
      await tx.update(shortlinks).set({ updatedAt: input.now }).where(inArray(shortlinks.id, ids));
      return { done: links.length, skipped, keys: [] };
    case 'change_domain': {
      const { done, keys } = await changeDomain(tx, input, links, skipped);
      return { done, skipped, keys };
    }
  }
}
