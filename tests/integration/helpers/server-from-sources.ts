import { join } from 'node:path';
import type { TestDatabaseLocation } from './test-database';

// The server as `npm start` runs it, from the sources (the integration suite does not build), on
// a test database location.

export const sourcesEntry = ['--import', 'tsx', 'src/server/main.ts'];

export function serverEnv(location: TestDatabaseLocation, port: number): Record<string, string> {
  return {
    // Links made by a test app are on its short domain, localhost.
    PUBLIC_URL: `http://localhost:${port}`,
    ...(location.databaseUrl ? { DATABASE_URL: location.databaseUrl } : {}),
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    // The test app's stand-in for the built web app (helpers/test-app.ts).
    WEB_DIST_DIR: join(location.dataDir, 'web'),
  };
}
