import type { ZodError } from 'zod';
import type { ImportProblem } from '../../../../shared/link-import';
import { folderNameSchema, maxTagsPerLink, tagNameSchema } from '../../../../shared/link-tags';
import { createLinkSchema } from '../../../../shared/links';
import type { PendingImportRow } from '../../../db/schema/links';
import {
  expiryFormatMessage,
  readCode,
  readExpiry,
  readTags,
  type ColumnMap,
  type ImportField,
} from '../csv-columns';
import { newLinkProblems, type NewLinkContext } from '../link-rules';
import { noCreateLinks } from './import-parts';
import type { ReadRow } from './read-file';

// A row's checks, with the create form's rules: at the preview (checkRow) and again when the job
// creates it (recheck), each problem named by the file's column.

/**
 * One row checked: what will be created, or its problems. A code from the other service's short
 * link is kept as the alias when the plan includes custom aliases, else dropped (`codeDropped`).
 */
export function checkRow(
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
  const { tags, folder } = organisation(cell('tags'), cell('folder'), (field, message) =>
    problem(header(field), message),
  );
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
      ...(tags.length > 0 ? { tags } : {}),
      ...(folder ? { folder } : {}),
    },
    codeDropped,
  };
}

/** A row's tags and folder by name, each checked as the tags page checks a name. */
function organisation(
  tagsCell: string,
  folderCell: string,
  problem: (field: 'tags' | 'folder', message: string) => void,
): { tags: string[]; folder: string | null } {
  const tags = readTags(tagsCell);
  if (tags.length > maxTagsPerLink) problem('tags', `Use at most ${maxTagsPerLink} tags on a link.`);
  for (const name of tags) {
    const checked = tagNameSchema.safeParse(name);
    if (!checked.success) problem('tags', checked.error.issues[0]!.message);
  }
  const folder = folderCell.trim();
  const checked = folder ? folderNameSchema.safeParse(folder) : null;
  if (checked && !checked.success) problem('folder', checked.error.issues[0]!.message);
  return { tags, folder: folder || null };
}

/**
 * A stored row checked again when the job creates it (the plan or the domains may have changed
 * since the preview): its problems, named by the file's columns.
 */
export function recheck(pending: PendingImportRow, context: NewLinkContext): ImportProblem[] {
  if (!context.entitlements.createLinks) return [{ row: pending.row, field: 'row', message: noCreateLinks }];
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
