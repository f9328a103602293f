import { bulkInlineLimit, bulkMaxLinks, type BulkJob, type BulkRequest } from '../../../../shared/link-bulk';
import { notFound, validationFailed } from '../../../platform/http/app-error';
import type { Actor } from '../../../platform/http/principal';
import type { Platform } from '../../../platform/wiring/module';
import type { AuditLog } from '../../admin';
import type { DomainsApi } from '../../domains';
import type { LinkCache } from '../link-cache';
import { notYourDomain } from '../link-rules';
import { attachProblems, type TagsRepo } from '../link-parts';
import { applyBatch } from './bulk-batch';
import type { BulkRepo, BulkRow } from './bulk.repo';

// POST /api/links/bulk and the links.bulk job: the links named when the action is confirmed are
// kept with it, then changed a batch per transaction, each batch committing with the progress
// and what it left alone. Up to bulkInlineLimit links run in the request; more, or a run that
// failed, go to the queue, which goes on from the last batch committed. Audited once finished.

/** Links per transaction. */
export const bulkBatchSize = 500;

export interface BulkDeps {
  repo: BulkRepo;
  tags: TagsRepo;
  cache: LinkCache;
  events: Platform['events'];
  domains: Pick<DomainsApi, 'domainsOf' | 'shortUrl'>;
  audit: Pick<AuditLog, 'record'>;
  enqueue: (id: string) => Promise<void>;
  now: () => Date;
  logger: Platform['logger'];
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toBulkJob(row: BulkRow): BulkJob {
  return {
    id: row.id,
    action: row.action,
    state: row.state as BulkJob['state'],
    total: row.total,
    processed: row.processed,
    done: row.done,
    skipped: row.skipped,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

async function checkParams(deps: BulkDeps, actor: Actor, request: BulkRequest) {
  const fields = await attachProblems(deps.tags, actor.workspaceId, {
    tag_ids: request.tag_ids,
    folder_id: request.folder_id,
  });
  if (
    request.domain !== undefined &&
    !(await deps.domains.domainsOf(actor.workspaceId)).includes(request.domain)
  )
    fields.domain = notYourDomain;
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}

/** The links the request names, as ids; refuses a selection that is not all the workspace's. */
async function linksNamed(deps: BulkDeps, actor: Actor, request: BulkRequest): Promise<string[]> {
  if (request.ids) {
    const unique = [...new Set(request.ids.map((id) => id.toLowerCase()))];
    const owned = await deps.repo.idsOwned(actor.workspaceId, unique);
    if (owned.length < unique.length) throw validationFailed({ ids: 'Choose links of this workspace.' });
    return owned;
  }
  const ids = await deps.repo.idsSelected(
    actor.workspaceId,
    request.filter ?? {},
    deps.now(),
    bulkMaxLinks + 1,
  );
  if (ids.length > bulkMaxLinks) {
    throw validationFailed({
      filter: `A bulk action takes at most ${bulkMaxLinks.toLocaleString('en')} links. Narrow the filter.`,
    });
  }
  if (ids.length === 0) throw validationFailed({ filter: 'No link matches the filter.' });
  return ids;
}

export function createBulkService(deps: BulkDeps) {
  /** Does the rest of a bulk action; `done: false` when stopped between batches. */
  async function run(id: string, stopping?: AbortSignal): Promise<{ done: boolean }> {
    const job = await deps.repo.start(id);
    if (!job) return { done: true };
    for (;;) {
      if (stopping?.aborted) return { done: false };
      const outcome = await deps.events.transaction(async (tx, emit) => {
        const progress = await deps.repo.progressLockedIn(tx, id);
        if (!progress || progress.processed >= progress.total) return null;
        const ids = job.linkIds.slice(progress.processed, progress.processed + bulkBatchSize);
        const result = await applyBatch(tx, emit, {
          workspaceId: job.workspaceId,
          action: job.action,
          params: job.params,
          ids,
          now: deps.now(),
          shortUrl: deps.domains.shortUrl,
        });
        await deps.repo.progressIn(tx, id, ids.length, result.done, result.skipped);
        return result;
      });
      if (!outcome) break;
      await deps.cache.invalidate(outcome.keys);
    }
    await finish(job, null);
    return { done: true };
  }

  async function finish(job: BulkRow, error: string | null): Promise<void> {
    await deps.repo.transaction(async (tx) => {
      const row = await deps.repo.finishIn(tx, job.id, deps.now(), error);
      if (!row) return;
      await deps.audit.record(
        {
          actorId: job.actorId,
          action: 'links.bulk',
          target: `workspace:${job.workspaceId}`,
          after: {
            action: job.action,
            ...job.params,
            total: row.total,
            done: row.done,
            skipped: row.skipped.length,
            ...(error ? { error } : {}),
          },
        },
        tx,
      );
    });
  }

  return {
    run,

    async start(actor: Actor, request: BulkRequest): Promise<{ job: BulkJob; queued: boolean }> {
      await checkParams(deps, actor, request);
      const linkIds = await linksNamed(deps, actor, request);
      const row = await deps.repo.insert({
        workspaceId: actor.workspaceId,
        actorId: actor.id,
        action: request.action,
        params: {
          ...(request.folder_id !== undefined ? { folderId: request.folder_id?.toLowerCase() ?? null } : {}),
          ...(request.tag_ids
            ? { tagIds: [...new Set(request.tag_ids.map((tag) => tag.toLowerCase()))] }
            : {}),
          ...(request.domain !== undefined ? { domain: request.domain } : {}),
        },
        linkIds,
      });
      if (linkIds.length <= bulkInlineLimit) {
        try {
          await run(row.id);
          return { job: toBulkJob((await deps.repo.find(actor.workspaceId, row.id))!), queued: false };
        } catch (error) {
          // The batches committed stay done; the queue goes on from there.
          deps.logger.warn({ err: error, bulkId: row.id }, 'bulk action failed in the request; queued');
          await deps.repo.requeue(row.id);
        }
      }
      await deps.enqueue(row.id);
      return { job: toBulkJob((await deps.repo.find(actor.workspaceId, row.id))!), queued: true };
    },

    async get(actor: Actor, id: string): Promise<BulkJob> {
      const row = uuid.test(id) ? await deps.repo.find(actor.workspaceId, id) : null;
      if (!row) throw notFound('Bulk action');
      return toBulkJob(row);
    },

    /** The queue gave up on it: it ends as failed, with what was done kept and reported. */
    async fail(id: string, message: string): Promise<void> {
      const job = await deps.repo.start(id);
      if (job) await finish(job, message);
    },
  };
}

export type BulkService = ReturnType<typeof createBulkService>;
