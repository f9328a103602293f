import { rm } from 'node:fs/promises';
import pg from 'pg';
import { expect, test } from '@playwright/test';
import { freePort, runServer, startServer, tempDataDir } from './server';

// The built server as a process: restarts keep data, a second process on the same data directory
// is refused, and SIGTERM stops it cleanly.

test.describe('the server process', () => {
  test('keeps data across a restart and stops cleanly on SIGTERM', async () => {
    const dataDir = await tempDataDir();
    try {
      const first = await startServer({ dataDir });
      // Write through the embedded database's own socket, as any Postgres client could.
      const client = new pg.Client({ host: dataDir, port: 5432, user: 'postgres', database: 'postgres' });
      await client.connect();
      await client.query(
        `INSERT INTO admin_settings (setting_key, setting_value) VALUES ('brand_name', '"Kept Brand"')`,
      );
      await client.end();
      const started = Date.now();
      expect(await first.stop()).toBe(0);
      expect(Date.now() - started).toBeLessThan(10_000);

      const second = await startServer({ dataDir });
      const brand = (await (await fetch(`${second.url}/api/brand`)).json()) as { brand_name: string };
      expect(brand.brand_name).toBe('Kept Brand');
      expect(await second.stop()).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  test('refuses a second process on the same data directory with a clear message', async () => {
    const first = await startServer();
    try {
      const second = runServer({ dataDir: first.dataDir, port: await freePort() });
      const code = await second.exited;
      expect(code).toBe(1);
      expect(second.output()).toContain(
        `The data directory ${first.dataDir} is in use by another Ringkas process`,
      );
      // The first one is unharmed.
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    } finally {
      await first.stop();
      await rm(first.dataDir, { recursive: true, force: true });
    }
  });

  test('reports every invalid variable at once', async () => {
    const { exited, output } = runServer({
      dataDir: await tempDataDir(),
      port: 0,
      env: { PORT: 'not-a-port', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' },
    });
    expect(await exited).toBe(1);
    expect(output()).toContain('PORT');
    expect(output()).toContain('DATABASE_URL');
    expect(output()).toContain('LOG_LEVEL');
  });
});
