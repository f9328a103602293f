import type { CreateLinkImport, LinkImport } from '../../../shared/link-import';
import type { Actor } from '../../platform/http/principal';
import { confirm } from './links-import/confirm';
import { exportCsv, type ExportSelection } from './links-import/export';
import type { LinkImportDeps } from './links-import/import-parts';
import { preview } from './links-import/preview';
import { getImport, reportCsv } from './links-import/report';
import { fail, run } from './links-import/run';

// Bulk import from CSV, and export to CSV, one file per action in links-import/.
//
// Import policy: the upload is parsed and every row checked at once (nothing created), with the
// same rules as the create form (link-rules.ts and the create schema), aliases already used on
// the server or twice in the file refused, and the plan's room counted: that is the preview
// (preview.ts). On confirmation (confirm.ts) a job creates the valid rows in file order, a batch
// per transaction within the plan's limit (run.ts); the report lists every row not created and
// why (report.ts).

export type { LinkImportDeps };

export function createLinkImportService(deps: LinkImportDeps) {
  return {
    /** POST /api/links/imports: the file read and checked, stored as a preview; nothing created. */
    preview: (actor: Actor, input: CreateLinkImport): Promise<LinkImport> => preview(deps, actor, input),

    /** POST /api/links/imports/:id/confirm: the job is queued to create the preview's valid rows. */
    confirm: (actor: Actor, id: string): Promise<LinkImport> => confirm(deps, actor, id),

    get: (actor: Actor, id: string): Promise<LinkImport> => getImport(deps, actor, id),

    /** The report: every row not created and why, as CSV (formula-safe). */
    reportCsv: (actor: Actor, id: string): Promise<string> => reportCsv(deps, actor, id),

    /**
     * The links.import job: creates the rest of an import's rows, a batch per transaction, until
     * done or stopping (then `done: false`; the next run goes on from the last batch committed).
     */
    run: (id: string, stopping: AbortSignal): Promise<{ done: boolean; created: number }> =>
      run(deps, id, stopping),

    /** The job gave up: the import ends as failed, with what it created so far. */
    fail: (id: string, reason: string): Promise<void> => fail(deps, id, reason),

    /** GET /api/links/export.csv: every link of the actor, a page at a time, as CSV text. */
    exportCsv: (actor: Actor, selection?: ExportSelection): AsyncGenerator<string> =>
      exportCsv(deps, actor, selection),
  };
}

export type LinkImportService = ReturnType<typeof createLinkImportService>;
