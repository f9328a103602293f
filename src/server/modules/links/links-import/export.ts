import { exportColumns } from '../../../../shared/link-import';
import { toCsv } from '../../../platform/text/csv';
import type { Actor } from '../../../platform/http/principal';
import type { LinkImportDeps } from './import-parts';

/** Links a page of the export reads: the export never holds more than this in memory. */
const exportPageSize = 1_000;

/** GET /api/links/export.csv: every link of the actor, a page at a time, as CSV text. */
export async function* exportCsv(deps: LinkImportDeps, actor: Actor): AsyncGenerator<string> {
  const { repo } = deps;
  yield toCsv([[...exportColumns]]);
  let after: { createdAt: string; id: string } | null = null;
  do {
    const page = await repo.exportPage(actor.workspaceId, after, exportPageSize);
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
}
