import type { CreateLinkImport, ImportProblem, LinkImport } from '../../../../shared/link-import';
import type { PendingImportRow } from '../../../db/schema/links';
import { forbidden } from '../../../platform/http/app-error';
import type { Actor } from '../../../platform/http/principal';
import { cacheKey } from '../link-cache';
import { aliasTaken } from '../link-rules';
import { checkRow } from './check-row';
import { contextOf, noCreateLinks, view, type LinkImportDeps } from './import-parts';
import { readFile } from './read-file';

// POST /api/links/imports - the file read and checked, stored as a preview; nothing created.
// An alias used already, on the server or by an earlier row of the file, refuses its row, and
// the plan's room is counted.

/** Finished imports (and their reports) are kept this long after the owner's next upload. */
const keepFinishedMs = 30 * 24 * 60 * 60_000;

export async function preview(
  deps: LinkImportDeps,
  actor: Actor,
  input: CreateLinkImport,
): Promise<LinkImport> {
  const { repo } = deps;
  const context = await contextOf(deps, actor.workspaceId);
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
  const used = await repo.usedCodes([...new Set(pending.flatMap((row) => (row.alias ? [row.alias] : [])))]);
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
  const room = limit === null ? Infinity : Math.max(0, limit - (await repo.countOwned(actor.workspaceId)));
  await repo.prune(actor.workspaceId, new Date(context.now.getTime() - keepFinishedMs));
  const row = await repo.create({
    workspaceId: actor.workspaceId,
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
}
