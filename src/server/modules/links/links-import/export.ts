import { exportColumns } from '../../../../shared/link-import';
import type { LinkFilter } from '../../../../shared/links';
import { toCsv } from '../../../platform/text/csv';
import type { Actor } from '../../../platform/http/principal';
import type { LinkImportDeps } from './import-parts';

/** Links a page of the export reads: the export never holds more than this in memory. */
const exportPageSize = 1_000;

/** What an export holds: the links a filter selects, narrowed to the ids chosen when given. */
export interface ExportSelection {
  filter: Partial<LinkFilter>;
  ids: string[] | null;
}

/**
 * GET /api/links/export.csv: the actor's links the selection names, a page at a time, as CSV text,
 * with their tags (comma-separated: a tag's name has no comma) and folder by name.
 */
export async function* exportCsv(
  deps: LinkImportDeps,
  actor: Actor,
  selection: ExportSelection = { filter: {}, ids: null },
): AsyncGenerator<string> {
  const { repo } = deps;
  const folders = new Map(
    (await deps.tags.listFolders(actor.workspaceId)).map((folder) => [folder.id, folder.name]),
  );
  const scope = {
    workspaceId: actor.workspaceId,
    filter: selection.filter,
    ids: selection.ids,
    now: deps.now(),
  };
  yield toCsv([[...exportColumns]]);
  let after: { createdAt: string; id: string } | null = null;
  do {
    const page = await repo.exportPage(scope, after, exportPageSize);
    if (page.rows.length > 0) {
      const tags = await deps.tags.tagsOfLinks(page.rows.map((link) => link.id));
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
          (tags.get(link.id) ?? []).map((tag) => tag.name).join(', '),
          link.folderId ? (folders.get(link.folderId) ?? '') : '',
        ]),
      );
    }
    after = page.next;
  } while (after);
}
