import { and, asc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { ImportProblem } from '../../../shared/link-import';
import type { Db, Tx } from '../../db/client';
import { linkImports, shortlinks } from '../../db/schema/links';
import { keptLinkCount } from './link-counts.repo';
import { selectionCondition, type LinkSelection } from './link-filter';

export type LinkImportRow = typeof linkImports.$inferSelect;
export type NewLinkImportRow = typeof linkImports.$inferInsert;
type NewLinkRow = typeof shortlinks.$inferInsert;

/** One batch's outcome, written with its links in one transaction. */
export interface BatchProgress {
  /** Rows settled in all after this batch. */
  processed: number;
  created: number;
  failed: number;
  skippedForLimit: number;
  problems: ImportProblem[];
  limitReached: boolean;
}

/** A page of the export: the links and where the next page starts. */
export interface ExportPage {
  rows: (typeof shortlinks.$inferSelect)[];
  /** created_at as PostgreSQL writes it (microseconds kept) and id of the last row; null at the end. */
  next: { createdAt: string; id: string } | null;
}

export function createLinkImportRepo(db: Db) {
  return {
    async create(row: NewLinkImportRow): Promise<LinkImportRow> {
      const [created] = await db.insert(linkImports).values(row).returning();
      if (!created) throw new Error('insert returned nothing');
      return created;
    },

    async find(id: string): Promise<LinkImportRow | null> {
      const [row] = await db.select().from(linkImports).where(eq(linkImports.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * Drops what an owner no longer needs before a new upload: previews never confirmed (the new
     * one replaces them) and finished imports older than `finishedBefore`.
     */
    async prune(userId: string, finishedBefore: Date): Promise<void> {
      await db
        .delete(linkImports)
        .where(
          and(
            eq(linkImports.workspaceId, userId),
            or(
              eq(linkImports.state, 'preview'),
              and(inArray(linkImports.state, ['done', 'failed']), lt(linkImports.finishedAt, finishedBefore)),
            ),
          ),
        );
    },

    /** preview -> queued, once: null when it was not a preview any more. */
    async confirm(id: string): Promise<LinkImportRow | null> {
      const [row] = await db
        .update(linkImports)
        .set({ state: 'queued' })
        .where(and(eq(linkImports.id, id), eq(linkImports.state, 'preview')))
        .returning();
      return row ?? null;
    },

    async backToPreview(id: string): Promise<void> {
      await db.update(linkImports).set({ state: 'preview' }).where(eq(linkImports.id, id));
    },

    /** queued -> running (a retry finds it running); null when it is finished or gone. */
    async start(id: string, now: Date): Promise<LinkImportRow | null> {
      const [row] = await db
        .update(linkImports)
        .set({ state: 'running', startedAt: sql`coalesce(${linkImports.startedAt}, ${now})` })
        .where(and(eq(linkImports.id, id), inArray(linkImports.state, ['queued', 'running'])))
        .returning();
      return row ?? null;
    },

    /**
     * The import ends: its rows are dropped, and its problems (the preview's, then each batch's)
     * put in row order for the report.
     */
    async finish(id: string, now: Date, failure: string | null = null): Promise<void> {
      await db
        .update(linkImports)
        .set({
          state: failure ? 'failed' : 'done',
          error: failure,
          rows: null,
          finishedAt: now,
          problems: sql`(SELECT coalesce(jsonb_agg(e.problem ORDER BY (e.problem->>'row')::int, e.n), '[]'::jsonb)
            FROM jsonb_array_elements(${linkImports.problems}) WITH ORDINALITY AS e(problem, n))`,
        })
        .where(and(eq(linkImports.id, id), ne(linkImports.state, 'done')));
    },

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** The lock links.repo.ts's insertWithinLimit takes: one owner's count and inserts, one at a time. */
    async lockOwner(tx: Tx, userId: string): Promise<void> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`links:${userId}`}, 0))`);
    },

    /** How far an import has come, as committed (read under the owner's lock by each batch). */
    async processedOf(tx: Tx, id: string): Promise<number> {
      const [row] = await tx
        .select({ processed: linkImports.processed })
        .from(linkImports)
        .where(eq(linkImports.id, id));
      return row?.processed ?? 0;
    },

    /** The owner's links (the count migration 0027 keeps), in `tx` when given (under the owner's lock). */
    countOwned: (userId: string, tx?: Tx): Promise<number> => keptLinkCount(tx ?? db, userId),

    /** Which of these codes are used on any domain already: `domain/code` keys. */
    async usedCodes(codes: string[]): Promise<Set<string>> {
      const used = new Set<string>();
      if (codes.length === 0) return used;
      // A statement's parameters are bounded (65,535): a file's aliases are asked in slices.
      for (let from = 0; from < codes.length; from += 5_000) {
        const rows = await db
          .select({ domain: shortlinks.domain, code: shortlinks.shortUrl })
          .from(shortlinks)
          .where(inArray(shortlinks.shortUrl, codes.slice(from, from + 5_000)));
        for (const row of rows) used.add(`${row.domain}/${row.code}`);
      }
      return used;
    },

    /** Inserts the links whose domain and code are free, in one statement: the ids inserted. */
    async insertFree(tx: Tx, rows: NewLinkRow[]): Promise<Set<string>> {
      if (rows.length === 0) return new Set();
      const inserted = await tx
        .insert(shortlinks)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: shortlinks.id });
      return new Set(inserted.map((row) => row.id));
    },

    async recordBatch(tx: Tx, id: string, progress: BatchProgress): Promise<void> {
      await tx
        .update(linkImports)
        .set({
          processed: progress.processed,
          created: sql`${linkImports.created} + ${progress.created}`,
          failed: sql`${linkImports.failed} + ${progress.failed}`,
          skippedForLimit: sql`${linkImports.skippedForLimit} + ${progress.skippedForLimit}`,
          limitReached: sql`${linkImports.limitReached} OR ${progress.limitReached}`,
          ...(progress.problems.length > 0
            ? { problems: sql`${linkImports.problems} || ${JSON.stringify(progress.problems)}::jsonb` }
            : {}),
        })
        .where(eq(linkImports.id, id));
    },

    /**
     * One page of the workspace's links that the filter (and the ids, when given) select, oldest
     * first, after `after` (keyset: created_at, then id).
     */
    async exportPage(
      selection: { workspaceId: string; filter: LinkSelection; ids: string[] | null; now: Date },
      after: { createdAt: string; id: string } | null,
      limit: number,
    ): Promise<ExportPage> {
      const rows = await db
        .select({ link: shortlinks, createdText: sql<string>`${shortlinks.createdAt}::text` })
        .from(shortlinks)
        .where(
          and(
            selectionCondition(selection.workspaceId, selection.filter, selection.now),
            selection.ids ? inArray(shortlinks.id, selection.ids) : undefined,
            after
              ? sql`(${shortlinks.createdAt}, ${shortlinks.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(shortlinks.createdAt), asc(shortlinks.id))
        .limit(limit);
      const last = rows.at(-1);
      return {
        rows: rows.map((row) => row.link),
        next: last && rows.length === limit ? { createdAt: last.createdText, id: last.link.id } : null,
      };
    },
  };
}

export type LinkImportRepo = ReturnType<typeof createLinkImportRepo>;
