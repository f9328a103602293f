import { uuidv7 } from 'uuidv7';
import type { ImportProblem } from '../../../../shared/link-import';
import type { Tx } from '../../../db/client';
import type { PendingImportRow } from '../../../db/schema/links';
import { cacheKey } from '../link-cache';
import { aliasTaken } from '../link-rules';
import { linkLimitNotice } from '../notice-texts';
import { generateShortCode } from '../short-code';
import { recheck } from './check-row';
import { contextOf, type LinkImportDeps } from './import-parts';

// The links.import job: the confirmed rows created in file order, a batch per transaction. Under
// the owner's link lock (the one the create form takes) it counts the owner's links, inserts
// what the limit leaves room for in one statement (a taken alias refuses its row; a generated
// code that clashes is drawn again), and commits the import's progress and problems with the
// links. A run cut off goes on from the last committed batch, and two runs at once take turns
// batch by batch, so no row is created twice. Once
// the limit is reached the rest of the file is reported as not created, and the import ends.

/** Rows per transaction: one INSERT of this many links (10 parameters each). */
const batchSize = 500;
const maxCodeDraws = 5;

const limitSkipped = (limit: number) =>
  limit === 1
    ? "Not created: your plan's limit of 1 short link was reached."
    : `Not created: your plan's limit of ${limit.toLocaleString('en')} short links was reached.`;

type Candidate = PendingImportRow & { id: string; code: string };

/** One batch, in its transaction: what the job's loop knows of the import and this batch. */
interface BatchWork {
  id: string;
  userId: string;
  limit: number | null;
  rows: PendingImportRow[];
  from: number;
  batch: PendingImportRow[];
  candidates: Candidate[];
  problems: ImportProblem[];
}

/**
 * Creates the rest of an import's rows, a batch per transaction, until done or stopping (then
 * `done: false`; the next run goes on from the last batch committed).
 */
export async function run(
  deps: LinkImportDeps,
  id: string,
  stopping: AbortSignal,
): Promise<{ done: boolean; created: number }> {
  const { repo } = deps;
  const item = await repo.start(id, deps.now());
  if (!item) return { done: true, created: 0 };
  const rows = item.rows ?? [];
  const context = await contextOf(deps, item.workspaceId);
  const limit = context.entitlements.maxShortlinks;
  let created = 0;
  let filledLimit = false;
  for (let from = item.processed; from < rows.length;) {
    if (stopping.aborted) return { done: false, created };
    const batch = rows.slice(from, from + batchSize);
    const problems: ImportProblem[] = [];
    const candidates: Candidate[] = [];
    for (const pending of batch) {
      const refused = recheck(pending, context);
      if (refused.length === 0)
        candidates.push({ ...pending, id: uuidv7(), code: pending.alias ?? generateShortCode() });
      problems.push(...refused);
    }
    const work: BatchWork = { id, userId: item.workspaceId, limit, rows, from, batch, candidates, problems };
    const outcome = await repo.transaction((tx) => createBatch(deps, tx, work));
    // A cached "unknown code" for any of these keys must not outlive the new links.
    await deps.cache.invalidate(outcome.inserted.map((row) => cacheKey(row.domain, row.code)));
    if (outcome.inserted.length > 0)
      await deps.events.emit('links.changed', {
        workspaceId: item.workspaceId,
        created: outcome.inserted.map((row) => row.id),
      });
    created += outcome.inserted.length;
    filledLimit ||= outcome.filled;
    from = outcome.processed;
  }
  await repo.finish(id, deps.now());
  if (filledLimit && limit !== null) {
    await deps.notify?.(item.workspaceId, linkLimitNotice(limit));
  }
  return { done: true, created };
}

/** The job gave up: the import ends as failed, with what it created so far. */
export async function fail(deps: LinkImportDeps, id: string, reason: string): Promise<void> {
  await deps.repo.finish(id, deps.now(), reason);
}

/**
 * The tags and folders the batch's rows name, as ids, made in the workspace when new (past the
 * workspace's limits the rest are left off: ADR 0027).
 */
async function organisationIn(deps: LinkImportDeps, tx: Tx, workspaceId: string, rows: Candidate[]) {
  // Each name once, as first written in the file.
  const distinct = (names: string[]) => [
    ...new Map(names.reverse().map((name) => [name.toLowerCase(), name])).values(),
  ];
  return {
    tagIds: await deps.tags.ensureTagsIn(tx, workspaceId, distinct(rows.flatMap((row) => row.tags ?? []))),
    folderIds: await deps.tags.ensureFoldersIn(
      tx,
      workspaceId,
      distinct(rows.flatMap((row) => (row.folder ? [row.folder] : []))),
    ),
  };
}

async function createBatch(deps: LinkImportDeps, tx: Tx, work: BatchWork) {
  const { repo } = deps;
  const { id, limit, rows, from, batch, candidates, problems } = work;
  await repo.lockOwner(tx, work.userId);
  // Two runs of one import (the queue's redelivery beside a run still going) take turns at the
  // lock: the later one finds its batch done and goes on from where the other got to.
  const processed = await repo.processedOf(tx, id);
  if (processed !== from) return { inserted: [], processed, filled: false };
  const owned = limit === null ? 0 : await repo.countOwned(work.userId, tx);
  const room = limit === null ? candidates.length : Math.max(0, limit - owned);
  let waiting = candidates.slice(0, room);
  const over = candidates.slice(room);
  const inserted: Candidate[] = [];
  let failed = new Set(problems.map((entry) => entry.row)).size;
  const { tagIds, folderIds } = await organisationIn(deps, tx, work.userId, waiting);
  for (let draw = 1; waiting.length > 0; draw++) {
    const ids = await repo.insertFree(
      tx,
      waiting.map((row) => ({
        id: row.id,
        workspaceId: work.userId,
        shortUrl: row.code,
        domain: row.domain,
        destinationUrl: row.destinationUrl,
        customAlias: row.alias,
        title: row.title,
        expiresAt: row.expiresAt ? new Date(row.expiresAt) : null,
        folderId: row.folder ? (folderIds.get(row.folder.toLowerCase()) ?? null) : null,
      })),
    );
    const clashed: Candidate[] = [];
    for (const row of waiting) (ids.has(row.id) ? inserted : clashed).push(row);
    // A taken alias refuses its row; a generated code that clashed is drawn again.
    for (const row of clashed.filter((entry) => entry.alias !== null)) {
      problems.push({
        row: row.row,
        field: row.aliasColumn ?? 'alias',
        message: aliasTaken(row.domain),
      });
      failed += 1;
    }
    waiting = clashed
      .filter((entry) => entry.alias === null)
      .map((entry) => ({ ...entry, code: generateShortCode() }));
    if (waiting.length > 0 && draw >= maxCodeDraws) throw new Error('could not draw free short codes');
  }
  await deps.tags.addLinkTagsIn(
    tx,
    inserted.flatMap((row) =>
      (row.tags ?? []).flatMap((name) => {
        const tagId = tagIds.get(name.toLowerCase());
        return tagId ? [{ linkId: row.id, tagId }] : [];
      }),
    ),
  );
  // At the limit the import stops: the rest of the file is reported, not tried.
  const limitReached = over.length > 0;
  const rest = limitReached ? [...over, ...rows.slice(from + batch.length)] : [];
  for (const row of rest) problems.push({ row: row.row, field: 'limit', message: limitSkipped(limit ?? 0) });
  const reached = limitReached ? rows.length : from + batch.length;
  await repo.recordBatch(tx, id, {
    processed: reached,
    created: inserted.length,
    failed,
    skippedForLimit: rest.length,
    problems: problems.sort((a, b) => a.row - b.row),
    limitReached,
  });
  return {
    inserted,
    processed: reached,
    filled: limit !== null && inserted.length > 0 && owned + inserted.length >= limit,
  };
}
