import type { BulkJob } from '../../shared/link-bulk';

// Bulk actions on links as POST /api/links/bulk and GET /api/links/bulk/:id answer them, for
// component tests.

let sequence = 0;

/** A finished job that changed every link it took, unless told otherwise. */
export function makeBulkJob(overrides: Partial<BulkJob> = {}): BulkJob {
  sequence += 1;
  const total = overrides.total ?? 1;
  return {
    id: `00000000-0000-4000-c000-${String(sequence).padStart(12, '0')}`,
    action: 'disable',
    state: 'done',
    total,
    processed: total,
    done: total,
    skipped: [],
    error: null,
    created_at: '2026-03-02T08:15:00.000Z',
    finished_at: '2026-03-02T08:15:01.000Z',
    ...overrides,
  };
}
