import { randomUUID } from 'node:crypto';
import type { ZodError } from 'zod';
import {
  exportColumns,
  importSampleSize,
  maxImportBytes,
  maxImportRows,
  type CreateLinkImport,
  type ImportProblem,
  type ImportRow,
  type LinkImport,
} from '../../../shared/link-import';
import { createLinkSchema } from '../../../shared/links';
import type { Entitlements } from '../../../shared/plans';
import type { PendingImportRow } from '../../db/schema/links';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/app-error';
import { localText, type Language } from '../../platform/i18n';
import { toCsv } from '../../platform/csv';
import { CsvSyntaxError, parseCsv } from '../../platform/csv-parse';
import type { Principal } from '../../platform/principal';
import type { DomainsApi } from '../domains';
import {
  expiryFormatMessage,
  mapColumns,
  readCode,
  readExpiry,
  type ColumnMap,
  type ImportField,
} from './csv-columns';
import { cacheKey, type LinkCache } from './link-cache';
import { aliasTaken, newLinkProblems, type NewLinkContext } from './link-rules';
import { linkLimitNotice } from './notice-texts';
import type { LinkImportRepo, LinkImportRow } from './links-import.repo';
import { generateShortCode } from './short-code';
import type { NotifyMessage } from '../notifications';

// Bulk import from CSV, and export to CSV.
//
// Import policy: the upload is parsed and every row checked at once (nothing created), with the
// same rules as the create form (link-rules.ts and the create schema), aliases already used on
// the server or twice in the file refused, and the plan's room counted: that is the preview. On
// confirmation a job creates the valid rows in file order, a batch per transaction: under the
// owner's link lock (the one the create form takes) it counts the owner's links, inserts what the
// limit leaves room for in one statement (a taken alias refuses its row; a generated code that
// clashes is drawn again), and commits the import's progress and problems with the links. A run
// cut off goes on from the last committed batch, so no row is created twice. Once the limit is
// reached the rest of the file is reported as not created, and the import ends.

/** Rows per transaction: one INSERT of this many links (10 parameters each). */
const batchSize = 500;
/** Finished imports (and their reports) are kept this long after the owner's next upload. */
const keepFinishedMs = 30 * 24 * 60 * 60_000;
/** Links a page of the export reads: the export never holds more than this in memory. */
const exportPageSize = 1_000;
const maxCodeDraws = 5;
const fileExtensions = /\.(csv|tsv|txt)$/i;

export interface LinkImportDeps {
  repo: LinkImportRepo;
  cache: LinkCache;
  domains: Pick<DomainsApi, 'domainsOf' | 'shortUrl' | 'ownHosts'>;
  entitlementsOf: (userId: string) => Promise<{ entitlements: Entitlements; defaultDomain: string | null }>;
  /** Queues the job that creates a confirmed import's links. */
  enqueue: (importId: string) => Promise<void>;
  /** Tells the owner that their plan's links are used up (never throws). */
  notify?: (userId: string, message: NotifyMessage) => Promise<unknown>;
  now: () => Date;
}

const noCreateLinks = 'Your plan does not include creating short links. Choose a plan on the pricing page.';
const limitSkipped = (limit: number) =>
  limit === 1
    ? "Not created: your plan's limit of 1 short link was reached."
    : `Not created: your plan's limit of ${limit.toLocaleString('en')} short links was reached.`;

/** A row of the file as read, before its checks. */
interface ReadRow {
  row: number;
  cells: string[];
}

export function createLinkImportService(deps: LinkImportDeps) {
  const { repo } = deps;

  async function contextOf(userId: string): Promise<NewLinkContext> {
    const { entitlements, defaultDomain } = await deps.entitlementsOf(userId);
    return {
      entitlements,
      defaultDomain,
      domains: await deps.domains.domainsOf(userId),
      ownHosts: await deps.domains.ownHosts(),
      now: deps.now(),
    };
  }

  /** The import as its owner reads it: the stored (English) reasons in their language. */
  function view(row: LinkImportRow, language: Language): LinkImport {
    const settled = row.state === 'preview' || row.state === 'done' || row.state === 'failed';
    return {
      id: row.id,
      state: row.state as LinkImport['state'],
      file_name: row.fileName,
      columns: row.columns,
      ignored_columns: row.ignoredColumns,
      total_rows: row.totalRows,
      valid_rows: row.validRows,
      invalid_rows: row.invalidRows,
      plan_limit: row.planLimit,
      over_limit: row.overLimit,
      codes_replaced: row.codesReplaced,
      sample: row.state === 'preview' ? (row.rows ?? []).slice(0, importSampleSize).map(toImportRow) : [],
      // The whole list only when it no longer grows: a poll every second stays small.
      problems: settled
        ? row.problems.map((problem) => ({ ...problem, message: localText(problem.message, language) }))
        : [],
      problem_count: row.problems.length,
      processed: row.processed,
      created: row.created,
      failed: row.failed,
      skipped_for_limit: row.skippedForLimit,
      limit_reached: row.limitReached,
      error: row.error === null ? null : localText(row.error, language),
      created_at: row.createdAt.toISOString(),
      finished_at: row.finishedAt?.toISOString() ?? null,
    };
  }

  /** The import, when it is the actor's; 404 otherwise (admins included: an import is private). */
  async function owned(actor: Principal, id: string): Promise<LinkImportRow> {
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await repo.find(id) : null;
    if (!row || row.userId !== actor.id) throw notFound('Import');
    return row;
  }

  /** The file's link rows with their spreadsheet row numbers, and the column map; 4xx for a bad file. */
  function readFile(input: CreateLinkImport): { map: ColumnMap; rows: ReadRow[]; width: number } {
    if (input.file_name !== undefined && !fileExtensions.test(input.file_name)) {
      throw badRequest('Choose a CSV file.', {
        file_name: 'This is not a CSV file: choose a .csv file (or .tsv or .txt).',
      });
    }
    const bytes = Buffer.byteLength(input.csv, 'utf8');
    if (bytes > maxImportBytes) {
      throw new AppError(413, 'payload_too_large', 'The file is too large.', {
        csv: `The file is ${(bytes / 1024 / 1024).toFixed(1)} MB; import at most ${maxImportBytes / 1024 / 1024} MB at a time: split it into smaller files.`,
      });
    }
    if (input.csv.includes('\uFFFD')) {
      throw badRequest('The file is not CSV text.', {
        csv: 'The file is not CSV text in UTF-8: save it from your spreadsheet as "CSV UTF-8".',
      });
    }
    let records: string[][];
    try {
      records = parseCsv(input.csv);
    } catch (error) {
      if (error instanceof CsvSyntaxError)
        throw badRequest('The file is not valid CSV.', { csv: error.message });
      throw error;
    }
    const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');
    const headerIndex = records.findIndex((cells) => !isBlank(cells));
    if (headerIndex === -1) throw badRequest('The file is empty.', { csv: 'The file is empty.' });
    const header = records[headerIndex]!;
    const map = mapColumns(header);
    if (!map.columns.destination_url) {
      throw badRequest('The file has no destination column.', {
        csv: `No destination column: name one column destination, url, long_url or target in the first row (found: ${header
          .map((name) => name.trim())
          .filter(Boolean)
          .slice(0, 10)
          .join(', ')}).`,
      });
    }
    const rows: ReadRow[] = [];
    for (let index = map.headerless ? headerIndex : headerIndex + 1; index < records.length; index++) {
      const cells = records[index]!;
      if (!isBlank(cells)) rows.push({ row: index + 1, cells });
    }
    if (rows.length === 0) {
      throw badRequest('The file has no links.', { csv: 'The file has a header row but no links below it.' });
    }
    if (rows.length > maxImportRows) {
      throw new AppError(413, 'payload_too_large', 'The file has too many rows.', {
        csv: `The file has ${rows.length.toLocaleString('en')} links; import at most ${maxImportRows.toLocaleString('en')} at a time: split it into smaller files.`,
      });
    }
    return { map, rows, width: header.length };
  }

  /**
   * One row checked: what will be created, or its problems. A code from the other service's short
   * link is kept as the alias when the plan includes custom aliases, else dropped (`codeDropped`).
   */
  function checkRow(
    read: ReadRow,
    map: ColumnMap,
    width: number,
    context: NewLinkContext,
  ): { pending: PendingImportRow | null; problems: ImportProblem[]; codeDropped: boolean } {
    const cell = (field: ImportField) => {
      const column = map.columns[field];
      return column ? (read.cells[column.index] ?? '') : '';
    };
    const header = (field: ImportField) => map.columns[field]?.header ?? field;
    const problems: ImportProblem[] = [];
    const problem = (field: string, message: string) => problems.push({ row: read.row, field, message });

    if (read.cells.slice(width).some((extra) => extra.trim() !== '')) {
      problem(
        'row',
        `This row has ${read.cells.length} cells but the header has ${width}: put a cell that contains a comma in double quotes.`,
      );
    }
    // The alias: the user's own column first, else the code of the other service's short link.
    const explicit = cell('custom_alias').trim();
    const oldCode = map.columns.old_code ? readCode(cell('old_code'), map.columns.old_code.reader) : '';
    let alias: string | null = null;
    let aliasColumn: string | null = null;
    let codeDropped = false;
    if (explicit) {
      alias = explicit;
      aliasColumn = header('custom_alias');
    } else if (oldCode) {
      if (context.entitlements.customAlias) {
        alias = oldCode;
        aliasColumn = header('old_code');
      } else codeDropped = true;
    }
    const expiry = readExpiry(cell('expires_at'));
    if (expiry === undefined) problem(header('expires_at'), expiryFormatMessage);
    const fieldColumn: Record<string, string> = {
      destination_url: header('destination_url'),
      custom_alias: aliasColumn ?? header('custom_alias'),
      domain: header('domain'),
      title: header('title'),
      expires_at: header('expires_at'),
    };
    const parsed = createLinkSchema.safeParse({
      destination_url: cell('destination_url'),
      ...(alias !== null ? { custom_alias: alias } : {}),
      ...(cell('domain').trim() ? { domain: cell('domain') } : {}),
      ...(cell('title').trim() ? { title: cell('title') } : {}),
      ...(expiry ? { expires_at: expiry } : {}),
    });
    if (!parsed.success) {
      for (const [field, message] of Object.entries(zodFields(parsed.error)))
        problem(fieldColumn[field] ?? field, message);
      return { pending: null, problems, codeDropped };
    }
    const { domain, fields } = newLinkProblems(parsed.data, context);
    for (const [field, message] of Object.entries(fields)) problem(fieldColumn[field] ?? field, message);
    if (problems.length > 0) return { pending: null, problems, codeDropped };
    return {
      problems,
      pending: {
        row: read.row,
        destinationUrl: parsed.data.destination_url,
        alias: parsed.data.custom_alias ?? null,
        aliasColumn,
        domain,
        title: parsed.data.title || null,
        expiresAt: parsed.data.expires_at ?? null,
      },
      codeDropped,
    };
  }

  /**
   * A stored row checked again when the job creates it (the plan or the domains may have changed
   * since the preview): its problems, named by the file's columns.
   */
  function recheck(pending: PendingImportRow, context: NewLinkContext): ImportProblem[] {
    if (!context.entitlements.createLinks)
      return [{ row: pending.row, field: 'row', message: noCreateLinks }];
    const { fields } = newLinkProblems(
      {
        destination_url: pending.destinationUrl,
        ...(pending.alias ? { custom_alias: pending.alias } : {}),
        domain: pending.domain,
        ...(pending.expiresAt ? { expires_at: pending.expiresAt } : {}),
      },
      context,
    );
    return Object.entries(fields).map(([field, message]) => ({
      row: pending.row,
      field: field === 'custom_alias' ? (pending.aliasColumn ?? field) : field,
      message,
    }));
  }

  return {
    /** POST /api/links/imports: the file read and checked, stored as a preview; nothing created. */
    async preview(actor: Principal, input: CreateLinkImport): Promise<LinkImport> {
      const context = await contextOf(actor.id);
      if (!context.entitlements.createLinks) throw forbidden(noCreateLinks);
      const { map, rows, width } = readFile(input);

      const pending: PendingImportRow[] = [];
      let problems: ImportProblem[] = [];
      let codesReplaced = false;
      for (const read of rows) {
        const checked = checkRow(read, map, width, context);
        if (checked.codeDropped) codesReplaced = true;
        if (checked.pending) pending.push(checked.pending);
        problems.push(...checked.problems);
      }
      // An alias used already, on the server or by an earlier row of the file, refuses its row.
      const used = await repo.usedCodes([
        ...new Set(pending.flatMap((row) => (row.alias ? [row.alias] : []))),
      ]);
      const firstUse = new Map<string, number>();
      const valid = pending.filter((row) => {
        if (!row.alias) return true;
        const key = cacheKey(row.domain, row.alias);
        const earlier = firstUse.get(key);
        const field = row.aliasColumn ?? 'alias';
        if (used.has(key)) problems.push({ row: row.row, field, message: aliasTaken(row.domain) });
        else if (earlier !== undefined)
          problems.push({
            row: row.row,
            field,
            message: `Row ${earlier} of this file already uses this alias on ${row.domain}.`,
          });
        else {
          firstUse.set(key, row.row);
          return true;
        }
        return false;
      });
      problems = problems.sort((a, b) => a.row - b.row);

      const limit = context.entitlements.maxShortlinks;
      const room = limit === null ? Infinity : Math.max(0, limit - (await repo.countOwned(actor.id)));
      await repo.prune(actor.id, new Date(context.now.getTime() - keepFinishedMs));
      const row = await repo.create({
        userId: actor.id,
        fileName: input.file_name ?? null,
        columns: Object.fromEntries(
          Object.entries(map.columns).map(([field, column]) => [
            field === 'old_code' ? 'code' : field,
            column.header,
          ]),
        ),
        ignoredColumns: map.ignored,
        totalRows: rows.length,
        validRows: valid.length,
        invalidRows: new Set(problems.map((item) => item.row)).size,
        planLimit: limit,
        overLimit: Math.max(0, valid.length - room),
        codesReplaced,
        rows: valid,
        problems,
      });
      return view(row, actor.language);
    },

    /** POST /api/links/imports/:id/confirm: the job is queued to create the preview's valid rows. */
    async confirm(actor: Principal, id: string): Promise<LinkImport> {
      const current = await owned(actor, id);
      if (current.state !== 'preview') throw conflict('This import has already been confirmed.');
      if (current.validRows === 0) {
        throw conflict(
          'Nothing to import: every row of this file has a problem. Fix them and upload it again.',
        );
      }
      const queued = await repo.confirm(id);
      if (!queued) throw conflict('This import has already been confirmed.');
      try {
        await deps.enqueue(id);
      } catch (error) {
        await repo.backToPreview(id);
        throw error;
      }
      return view(queued, actor.language);
    },

    async get(actor: Principal, id: string): Promise<LinkImport> {
      return view(await owned(actor, id), actor.language);
    },

    /** The report: every row not created and why, as CSV (formula-safe). */
    async reportCsv(actor: Principal, id: string): Promise<string> {
      const row = await owned(actor, id);
      return toCsv([
        ['row', 'field', 'message'],
        ...row.problems.map((item) => [
          String(item.row),
          item.field,
          localText(item.message, actor.language),
        ]),
      ]);
    },

    /**
     * The links.import job: creates the rest of an import's rows, a batch per transaction, until
     * done or stopping (then `done: false`; the next run goes on from the last batch committed).
     */
    async run(id: string, stopping: AbortSignal): Promise<{ done: boolean; created: number }> {
      const item = await repo.start(id, deps.now());
      if (!item) return { done: true, created: 0 };
      const rows = item.rows ?? [];
      const context = await contextOf(item.userId);
      const limit = context.entitlements.maxShortlinks;
      let created = 0;
      let filledLimit = false;
      for (let from = item.processed; from < rows.length;) {
        if (stopping.aborted) return { done: false, created };
        const batch = rows.slice(from, from + batchSize);
        const problems: ImportProblem[] = [];
        const candidates: (PendingImportRow & { id: string; code: string })[] = [];
        for (const pending of batch) {
          const refused = recheck(pending, context);
          if (refused.length === 0)
            candidates.push({ ...pending, id: randomUUID(), code: pending.alias ?? generateShortCode() });
          problems.push(...refused);
        }
        const outcome = await repo.transaction(async (tx) => {
          await repo.lockOwner(tx, item.userId);
          const owned = limit === null ? 0 : await repo.countOwned(item.userId, tx);
          const room = limit === null ? candidates.length : Math.max(0, limit - owned);
          let waiting = candidates.slice(0, room);
          const over = candidates.slice(room);
          const inserted: typeof candidates = [];
          let failed = new Set(problems.map((entry) => entry.row)).size;
          for (let draw = 1; waiting.length > 0; draw++) {
            const ids = await repo.insertFree(
              tx,
              waiting.map((row) => ({
                id: row.id,
                userId: item.userId,
                shortUrl: row.code,
                domain: row.domain,
                destinationUrl: row.destinationUrl,
                customAlias: row.alias,
                title: row.title,
                expiresAt: row.expiresAt ? new Date(row.expiresAt) : null,
              })),
            );
            const clashed: typeof candidates = [];
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
              .map((entry) => ({ ...entry, id: randomUUID(), code: generateShortCode() }));
            if (waiting.length > 0 && draw >= maxCodeDraws)
              throw new Error('could not draw free short codes');
          }
          // At the limit the import stops: the rest of the file is reported, not tried.
          const limitReached = over.length > 0;
          const rest = limitReached ? [...over, ...rows.slice(from + batch.length)] : [];
          for (const row of rest)
            problems.push({ row: row.row, field: 'limit', message: limitSkipped(limit ?? 0) });
          const processed = limitReached ? rows.length : from + batch.length;
          await repo.recordBatch(tx, id, {
            processed,
            created: inserted.length,
            failed,
            skippedForLimit: rest.length,
            problems: problems.sort((a, b) => a.row - b.row),
            limitReached,
          });
          return {
            inserted,
            processed,
            filled: limit !== null && inserted.length > 0 && owned + inserted.length >= limit,
          };
        });
        // A cached "unknown code" for any of these keys must not outlive the new links.
        await deps.cache.invalidate(outcome.inserted.map((row) => cacheKey(row.domain, row.code)));
        created += outcome.inserted.length;
        filledLimit ||= outcome.filled;
        from = outcome.processed;
      }
      await repo.finish(id, deps.now());
      if (filledLimit && limit !== null) {
        await deps.notify?.(item.userId, linkLimitNotice(limit));
      }
      return { done: true, created };
    },

    /** The job gave up: the import ends as failed, with what it created so far. */
    async fail(id: string, reason: string): Promise<void> {
      await repo.finish(id, deps.now(), reason);
    },

    /** GET /api/links/export.csv: every link of the actor, a page at a time, as CSV text. */
    async *exportCsv(actor: Principal): AsyncGenerator<string> {
      yield toCsv([[...exportColumns]]);
      let after: { createdAt: string; id: string } | null = null;
      do {
        const page = await repo.exportPage(actor.id, after, exportPageSize);
        if (page.rows.length > 0) {
          yield toCsv(
            page.rows.map((link) => [
              link.shortUrl,
              deps.domains.shortUrl(link.domain, link.shortUrl),
              link.destinationUrl,
              link.title ?? '',
              link.domain,
              link.createdAt.toISOString(),
              link.expiresAt?.toISOString() ?? '',
              String(link.isActive),
              String(link.clickCount),
            ]),
          );
        }
        after = page.next;
      } while (after);
    },
  };
}

export type LinkImportService = ReturnType<typeof createLinkImportService>;

function toImportRow(row: PendingImportRow): ImportRow {
  return {
    row: row.row,
    destination_url: row.destinationUrl,
    code: row.alias,
    domain: row.domain,
    title: row.title,
    expires_at: row.expiresAt,
  };
}

/** A schema error's first reason per field (the error handler's wording: whole sentences). */
function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'row');
    const message = issue.message.trim();
    fields[key] ??= /[.!?]$/.test(message) ? message : `${message}.`;
  }
  return fields;
}
