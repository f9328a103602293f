import type { IngestStats } from './ingest';

// The click ingest's part of /api/health: visits are recorded in memory and written a second
// later; a backlog means the database writes slower than visits arrive, and a drop means some were
// lost (memory and disk full). Either makes the server `degraded`, not `down`: redirects go on.

/** Visits waiting in memory before the health check calls it a backlog. */
const backlogThreshold = 50_000;
/** How long a drop keeps the ingest degraded. */
const dropMemoryMs = 10 * 60_000;

export function createClickHealth(stats: () => IngestStats, now: () => number = Date.now) {
  let lastDropped = 0;
  let droppedAt = 0;
  return async function problem(): Promise<string | null> {
    const current = stats();
    if (current.dropped > lastDropped) {
      lastDropped = current.dropped;
      droppedAt = now();
    }
    if (droppedAt > 0 && now() - droppedAt < dropMemoryMs) {
      return `${current.dropped} clicks were lost since start (the buffer and the spool were full).`;
    }
    if (current.spilled > 0) {
      return `${current.spilled} clicks wait on disk: the database writes slower than visits arrive.`;
    }
    if (current.buffered > backlogThreshold) {
      return `${current.buffered} clicks wait to be written: the database writes slower than visits arrive.`;
    }
    return null;
  };
}
