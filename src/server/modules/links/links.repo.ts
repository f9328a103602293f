import type { Db } from '../../db/client';
import { linkCounts } from './link-counts.repo';
import { linkReads } from './link-reads.repo';
import { linkWrites } from './link-writes.repo';

// The shortlinks table, split by concern: reads (link-reads.repo.ts), writes (link-writes.repo.ts)
// and counts (link-counts.repo.ts).

export {
  LinkCodeTakenError,
  LinkLimitReachedError,
  TagOrFolderGoneError,
  type LinkRow,
  type NewLinkRow,
} from './link-row';

export function createLinksRepo(db: Db) {
  return { ...linkWrites(db), ...linkReads(db), ...linkCounts(db) };
}

export type LinksRepo = ReturnType<typeof createLinksRepo>;
