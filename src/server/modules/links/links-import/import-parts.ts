import type { Platform } from '../../../platform/wiring/module';
import type { LinkImport, ImportRow } from '../../../../shared/link-import';
import { importSampleSize } from '../../../../shared/link-import';
import type { Entitlements } from '../../../../shared/plans';
import type { PendingImportRow } from '../../../db/schema/links';
import { notFound } from '../../../platform/http/app-error';
import type { Language } from '../../../platform/text/i18n';
import { linksText } from '../texts-id';
import type { Actor } from '../../../platform/http/principal';
import type { DomainsApi } from '../../domains';
import type { NotifyMessage } from '../../notifications';
import type { LinkCache } from '../link-cache';
import type { NewLinkContext } from '../link-rules';
import type { LinkImportRepo, LinkImportRow } from '../links-import.repo';
import type { TagsRepo } from '../link-parts';

// What the import's actions share: their dependencies, the rules' context for an owner, the
// import as its owner reads it, and whose an import is.

export interface LinkImportDeps {
  repo: LinkImportRepo;
  /** Tags and folders: the export names them, an import makes those it names. */
  tags: Pick<TagsRepo, 'tagsOfLinks' | 'listFolders' | 'ensureTagsIn' | 'ensureFoldersIn' | 'addLinkTagsIn'>;
  cache: LinkCache;
  domains: Pick<DomainsApi, 'domainsOf' | 'shortUrl' | 'ownHosts'>;
  entitlementsOf: (userId: string) => Promise<{ entitlements: Entitlements; defaultDomain: string | null }>;
  /** Queues the job that creates a confirmed import's links. */
  enqueue: (importId: string) => Promise<void>;
  /** Tells the owner that their plan's links are used up (never throws). */
  notify?: (userId: string, message: NotifyMessage) => Promise<unknown>;
  /** Announces each batch's links once committed ('links.changed': outgoing webhooks hear them). */
  events: Pick<Platform['events'], 'emit'>;
  now: () => Date;
}

export const noCreateLinks =
  'Your plan does not include creating short links. Choose a plan on the pricing page.';

export async function contextOf(deps: LinkImportDeps, userId: string): Promise<NewLinkContext> {
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
export function view(row: LinkImportRow, language: Language): LinkImport {
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
      ? row.problems.map((problem) => ({ ...problem, message: linksText.local(problem.message, language) }))
      : [],
    problem_count: row.problems.length,
    processed: row.processed,
    created: row.created,
    failed: row.failed,
    skipped_for_limit: row.skippedForLimit,
    limit_reached: row.limitReached,
    error: row.error === null ? null : linksText.local(row.error, language),
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** The import, when it is the actor's; 404 otherwise (admins included: an import is private). */
export async function owned(deps: LinkImportDeps, actor: Actor, id: string): Promise<LinkImportRow> {
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await deps.repo.find(id) : null;
  if (!row || row.workspaceId !== actor.workspaceId) throw notFound('Import');
  return row;
}

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
