import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { expect, test } from '@playwright/test';
import { ApiSession } from './api-session';
import { freePort, runServer, startServer, tempDataDir } from './server';

// The built server as a process: restarts keep data, a second process on the same data directory
// is refused, and SIGTERM stops it cleanly.

test.describe('the server process', () => {
  test('keeps data across a restart and stops cleanly on SIGTERM', async () => {
    // Two starts, the first creating the database: 30 s on a quiet two-core machine at times.
    test.setTimeout(90_000);
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

  test('lets the first person of a fresh `npm start` register straight in, then stops cleanly on SIGTERM', async ({
    page,
  }) => {
    // npm start on a fresh directory creates the database, then a browser registers: on a busy
    // machine more than the default 30 s: up to a minute to answer, then the registration's own.
    test.setTimeout(120_000);
    const dataDir = await tempDataDir();
    const port = await freePort();
    let output = '';
    const npm = spawn('npm', ['start'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    try {
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status, {
          timeout: 60_000,
        })
        .toBe(200);
      // No mail is set up: the install's first account is signed in at once (ADR 0021).
      await page.goto(`http://127.0.0.1:${port}/register`);
      await page.getByLabel('Name').fill('Operator');
      await page.getByLabel('Email', { exact: true }).fill('operator@example.com');
      await page.getByLabel('Password', { exact: true }).fill('operator passphrase');
      await page.getByLabel('Confirm password').fill('operator passphrase');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Operator');
      npm.kill('SIGTERM');
      await exited;
      // The server had its graceful shutdown, and nothing is left listening.
      expect(output).toContain('"msg":"shutting down"');
      expect(output).toContain('"msg":"stopped"');
      expect(await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => 'refused')).toBe('refused');
    } finally {
      npm.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  test('refuses a second process on the same data directory with a clear message', async () => {
    // A fresh start creates the database (26 s seen beside the other project's tests).
    test.setTimeout(90_000);
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

  test('records every redirect answered before SIGTERM: N visits, N clicks after restart', async () => {
    // Two starts of the built server and 600 redirects, beside the shared-server project's tests:
    // on a busy two-core machine more than the default 30 s.
    test.setTimeout(90_000);
    const dataDir = await tempDataDir();
    try {
      const server = await startServer({ dataDir, env: { LOG_LEVEL: 'error' } });
      const owner = new ApiSession(server.url);
      await owner.signUp('durable@example.com', 'durable passphrase');
      const link = (await owner.request('POST', '/api/links', { destination_url: 'https://example.com/' }))
        .body;
      expect(link.short_url).toMatch(/^[0-9A-Za-z]{7}$/);

      const visits = 600;
      let redirected = 0;
      for (let batch = 0; batch < visits / 50; batch++) {
        const answers = await Promise.all(
          Array.from({ length: 50 }, () =>
            fetch(`${server.url}/${link.short_url}`, {
              redirect: 'manual',
              headers: { 'user-agent': 'Mozilla/5.0 Chrome/124.0' },
            }),
          ),
        );
        redirected += answers.filter((answer) => answer.status === 302).length;
      }
      expect(redirected).toBe(visits);
      // Straight away, while visits are still in the buffer.
      expect(await server.stop()).toBe(0);

      const again = await startServer({ dataDir });
      const reader = new ApiSession(again.url);
      await reader.signIn('durable@example.com', 'durable passphrase');
      expect((await reader.request('GET', `/api/links/${link.id}`)).body.click_count).toBe(visits);
      await again.stop();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
