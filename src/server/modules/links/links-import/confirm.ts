import type { LinkImport } from '../../../../shared/link-import';
import { conflict } from '../../../platform/http/app-error';
import type { Actor } from '../../../platform/http/principal';
import { owned, view, type LinkImportDeps } from './import-parts';

// POST /api/links/imports/:id/confirm - the job is queued to create the preview's valid rows
// (links-import/run.ts); a queue that fails puts the import back to its preview.

export async function confirm(deps: LinkImportDeps, actor: Actor, id: string): Promise<LinkImport> {
  const { repo } = deps;
  const current = await owned(deps, actor, id);
  if (current.state !== 'preview') throw conflict('This import has already been confirmed.');
  if (current.validRows === 0) {
    throw conflict('Nothing to import: every row of this file has a problem. Fix them and upload it again.');
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
}
