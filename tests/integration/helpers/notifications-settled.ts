import { expect, vi } from 'vitest';
import { linkChangedChannel } from '../../../src/server/modules/links';
import type { TestApp } from './test-app';

/**
 * Resolves once the app has handled every link-change notification sent so far (PostgreSQL
 * delivers them in commit order): a marker entry is cached, dropped by a notification sent after
 * the others, and awaited. Until then a visit's fresh cache entry may still be dropped by the
 * notification of the change before it. The embedded engine delivers at once.
 */
export async function notificationsSettled(t: TestApp): Promise<void> {
  if (!t.location.databaseUrl) return;
  const marker = 'settle.example/marker';
  const cache = t.parts.links.cache;
  cache.set(marker, {
    id: marker,
    workspaceId: marker,
    destinationUrl: '',
    isActive: true,
    expiresAt: null,
    clickCap: null,
    expiredUrl: null,
    forwardQuery: false,
    preview: false,
    passwordStamp: null,
    socialPreview: null,
    targeting: null,
    targetingUntil: null,
  });
  await t.database.pool.query('SELECT pg_notify($1, $2)', [linkChangedChannel, marker]);
  await vi.waitFor(() => expect(cache.get(marker)).toBeUndefined(), { timeout: 5_000, interval: 10 });
}
