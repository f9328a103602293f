import type { LinkImport } from '../../../../shared/link-import';
import { toCsv } from '../../../platform/text/csv';
import { linksText } from '../texts-id';
import type { Actor } from '../../../platform/http/principal';
import { owned, view, type LinkImportDeps } from './import-parts';

// GET /api/links/imports/:id - an import as its owner reads it (polled while it runs);
// GET /api/links/imports/:id/report.csv - every row not created and why.

export async function getImport(deps: LinkImportDeps, actor: Actor, id: string): Promise<LinkImport> {
  return view(await owned(deps, actor, id), actor.language);
}

/** The report: every row not created and why, as CSV (formula-safe). */
export async function reportCsv(deps: LinkImportDeps, actor: Actor, id: string): Promise<string> {
  const row = await owned(deps, actor, id);
  return toCsv([
    ['row', 'field', 'message'],
    ...row.problems.map((item) => [
      String(item.row),
      item.field,
      linksText.local(item.message, actor.language),
    ]),
  ]);
}
