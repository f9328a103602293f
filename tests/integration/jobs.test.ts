import { setTimeout as sleep } from 'node:timers/promises';
import { Writable } from 'node:stream';
import pg from 'pg';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { createScheduler, type Scheduler, type SchedulerOptions } from '../../src/server/jobs/scheduler';
import type { JobRun } from '../../src/server/jobs/runs';
import { createRetention, retentionJob } from '../../src/server/modules/analytics/retention';
import type { JobSpec } from '../../src/server/platform/wiring/job-spec';
import { createTestDatabase, testEngine, type TestDatabaseLocation } from './helpers/test-database';

// The scheduler on a real database: PGlite by default, PostgreSQL with TEST_DATABASE_URL. On
// PostgreSQL a second pool stands for a second process (PGlite allows one process per data
// directory), so "once across processes" is checked with two schedulers there.

let location: TestDatabaseLocation;
const databases: Database[] = [];
const schedulers: Scheduler[] = [];
const processes = testEngine === 'postgres' ? 2 : 1;

beforeAll(async () => {
  location = await createTestDatabase();
  for (let i = 0; i < processes; i += 1) {
    databases.push(
      await openDatabase({ databaseUrl: location.databaseUrl, dataDir: location.dataDir, poolSize: 4 }),
    );
  }
  await migrateDatabase(databases[0]!);
});

afterEach(async () => {
  await Promise.all(schedulers.splice(0).map((scheduler) => scheduler.stop()));
});

afterAll(async () => {
  for (const database of databases) await database.close();
  await location?.dispose();
});

interface LogLine {
  level: number;
  msg: string;
  job?: string;
  attempt?: number;
  willRetry?: boolean;
  err?: { message: string };
}

function captureLogs() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: 'debug' }, stream), lines };
}

/** One scheduler per process (pool), polling often so a test does not wait for retries. */
async function startSchedulers(
  jobs: JobSpec[],
  options: Partial<SchedulerOptions> = {},
  pools: Database[] = databases,
) {
  const logs = captureLogs();
  const started: Scheduler[] = [];
  for (const database of pools) {
    const scheduler = createScheduler({
      pool: database.pool,
      engine: database.engine,
      logger: logs.logger,
      jobs,
      pollingIntervalSeconds: 0.5,
      cronCheckSeconds: 1,
      ...options,
    });
    schedulers.push(scheduler);
    await scheduler.start();
    started.push(scheduler);
  }
  return { schedulers: started, logs: logs.lines };
}

/** A single process, for what one process does on its own (its stop). */
const oneProcess = () => databases.slice(0, 1);

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

async function runsWhen(scheduler: Scheduler, name: string, done: (runs: JobRun[]) => boolean) {
  return waitFor(`runs of ${name}`, async () => {
    const runs = await scheduler.runs(name);
    return done(runs) ? runs : undefined;
  });
}

const query = async (sql: string, values: unknown[] = []) =>
  (await databases[0]!.pool.query(sql, values)).rows;

describe('queued jobs', () => {
  it('runs each enqueued job once, on whichever process takes it', async () => {
    const calls: number[] = [];
    const { schedulers: started } = await startSchedulers([
      {
        name: 'test.once',
        async run({ data }) {
          const { n } = data as { n: number };
          calls.push(n);
          return { doubled: n * 2 };
        },
      },
    ]);
    const [first] = started;
    const ids = [];
    // Enqueued from every process in turn; each may be run by any of them.
    for (let n = 1; n <= 6; n += 1) ids.push(await started[n % started.length]!.enqueue('test.once', { n }));

    const runs = await runsWhen(
      first!,
      'test.once',
      (all) => all.filter((run) => run.state === 'completed').length === 6,
    );
    expect(new Set(ids).size).toBe(6);
    expect(calls.sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(runs.map((run) => run.result).sort((a: any, b: any) => a.doubled - b.doubled)).toEqual(
      [2, 4, 6, 8, 10, 12].map((doubled) => ({ doubled })),
    );
    for (const run of runs) {
      expect(run.attempts).toBe(1);
      expect(run.error).toBeNull();
      expect(run.startedAt!.getTime()).toBeLessThanOrEqual(run.endedAt!.getTime());
    }
  });

  it('runs a burst enqueued while one runs back to back, not a polling interval apart', async () => {
    const ended: number[] = [];
    const { schedulers: started } = await startSchedulers(
      [
        {
          name: 'test.burst',
          async run() {
            await sleep(50);
            ended.push(Date.now());
            return null;
          },
        },
      ],
      // A polling interval the burst would show: before, each job after the second waited it.
      { pollingIntervalSeconds: 30 },
      oneProcess(),
    );
    const began = Date.now();
    for (let n = 0; n < 5; n += 1) await started[0]!.enqueue('test.burst', { n });
    await waitFor('the burst', () => (ended.length === 5 ? true : undefined), 10_000);
    expect(Date.now() - began).toBeLessThan(10_000);
  });

  it('retries a failing job with growing delays, records and logs each failure, then completes', async () => {
    const startedAt: number[] = [];
    const {
      schedulers: [scheduler],
      logs,
    } = await startSchedulers([
      {
        name: 'test.flaky',
        retry: { limit: 2, delaySeconds: 1, backoff: true },
        async run({ attempt }) {
          startedAt.push(Date.now());
          if (attempt < 3) throw new Error(`flaky failure ${attempt}`);
          return 'third time lucky';
        },
      },
    ]);
    const id = await scheduler!.enqueue('test.flaky');

    const [run] = await runsWhen(scheduler!, 'test.flaky', ([latest]) => latest?.state === 'completed');
    expect(run).toMatchObject({
      id,
      state: 'completed',
      attempts: 3,
      result: 'third time lucky',
      error: null,
    });
    // Backoff: the first retry waits at least 1 s, the second at least 2 s (1 s without backoff).
    expect(startedAt).toHaveLength(3);
    expect(startedAt[1]! - startedAt[0]!).toBeGreaterThanOrEqual(1_000);
    expect(startedAt[2]! - startedAt[1]!).toBeGreaterThanOrEqual(2_000);
    const failures = logs.filter((line) => line.level === 50);
    expect(failures.map((line) => [line.job, line.attempt, line.willRetry, line.err?.message])).toEqual([
      ['test.flaky', 1, true, 'flaky failure 1'],
      ['test.flaky', 2, true, 'flaky failure 2'],
    ]);
  });

  it('ends a job that keeps failing as failed, with its last error recorded and logged', async () => {
    const {
      schedulers: [scheduler],
      logs,
    } = await startSchedulers([
      {
        name: 'test.broken',
        retry: { limit: 1, delaySeconds: 1, backoff: false },
        async run({ attempt }) {
          throw new Error(`broken ${attempt}`);
        },
      },
    ]);
    await scheduler!.enqueue('test.broken', { what: 'anything' });

    const [run] = await runsWhen(scheduler!, 'test.broken', ([latest]) => latest?.state === 'failed');
    expect(run).toMatchObject({ state: 'failed', attempts: 2, error: 'broken 2', result: null });
    expect(run!.endedAt).toBeInstanceOf(Date);
    const failures = logs.filter((line) => line.level === 50);
    expect(failures.map((line) => [line.job, line.msg, line.err?.message])).toEqual([
      ['test.broken', 'job failed; it will be retried', 'broken 1'],
      ['test.broken', 'job failed; no retries left', 'broken 2'],
    ]);
  });

  it('installs its schema once when processes start together, and each can then work', async () => {
    const ran: number[] = [];
    const together = databases.map((database, index) =>
      createScheduler({
        pool: database.pool,
        engine: database.engine,
        logger: captureLogs().logger,
        schema: 'pgboss_together',
        jobs: [{ name: 'test.together', run: async () => ran.push(index) }],
        pollingIntervalSeconds: 0.5,
      }),
    );
    schedulers.push(...together);
    await Promise.all(together.map((scheduler) => scheduler.start()));
    for (const scheduler of together) await scheduler.enqueue('test.together');

    await runsWhen(
      together[0]!,
      'test.together',
      (runs) => runs.filter((r) => r.state === 'completed').length === processes,
    );
    expect(ran).toHaveLength(processes);
    expect((await query(`SELECT count(*)::int AS n FROM pgboss_together.version`))[0].n).toBe(1);
  });

  it('aborts a run that outlives expireInSeconds and records it as failed', async () => {
    let sawAbort = false;
    const {
      schedulers: [scheduler],
      logs,
    } = await startSchedulers(
      [
        {
          name: 'test.slowpoke',
          expireInSeconds: 1,
          retry: { limit: 0, delaySeconds: 0, backoff: false },
          run: ({ signal }) =>
            new Promise((_resolve, reject) =>
              signal.addEventListener('abort', () => {
                sawAbort = true;
                reject(signal.reason);
              }),
            ),
        },
      ],
      {},
      oneProcess(),
    );
    await scheduler!.enqueue('test.slowpoke');
    const [run] = await runsWhen(scheduler!, 'test.slowpoke', ([latest]) => latest?.state === 'failed');
    expect(sawAbort).toBe(true);
    expect(run).toMatchObject({ state: 'failed', attempts: 1, error: 'ran longer than 1 s' });
    expect(logs.map((line) => [line.job, line.msg])).toContainEqual([
      'test.slowpoke',
      'job failed; no retries left',
    ]);
  });

  it('keeps one job per singleton key and window', async () => {
    const {
      schedulers: [scheduler],
    } = await startSchedulers([{ name: 'test.singleton', run: async () => null }], {}, oneProcess());
    const window = { singletonSeconds: 3600 };
    const first = await scheduler!.enqueue('test.singleton', null, { ...window, singletonKey: 'domain-1' });
    const again = await scheduler!.enqueue('test.singleton', null, { ...window, singletonKey: 'domain-1' });
    const other = await scheduler!.enqueue('test.singleton', null, { ...window, singletonKey: 'domain-2' });
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect(other).toEqual(expect.any(String));
  });

  it('refuses a job it does not know, and enqueueing before start', async () => {
    const scheduler = createScheduler({
      pool: databases[0]!.pool,
      engine: databases[0]!.engine,
      logger: captureLogs().logger,
      jobs: [{ name: 'test.known', run: async () => null }],
    });
    schedulers.push(scheduler);
    await expect(scheduler.enqueue('test.known')).rejects.toThrow(/Start the scheduler/);
    await scheduler.start();
    await expect(scheduler.enqueue('test.unknown')).rejects.toThrow(/No job is named test.unknown/);
  });
});

describe('a restart', () => {
  const queueRow = async (name: string) =>
    (
      await query(
        `SELECT policy, retry_limit, retry_delay, retry_backoff, expire_seconds, updated_on FROM pgboss.queue WHERE name = $1`,
        [name],
      )
    )[0];
  const scheduleRow = async (name: string) =>
    (await query(`SELECT cron, timezone FROM pgboss.schedule WHERE name = $1`, [name]))[0];

  async function restartWith(jobs: JobSpec[]) {
    await Promise.all(schedulers.splice(0).map((scheduler) => scheduler.stop()));
    await startSchedulers(jobs, {}, oneProcess());
  }

  it('leaves unchanged queues and schedules alone, and applies what changed', async () => {
    const job = (overrides: Partial<JobSpec> = {}): JobSpec => ({
      name: 'test.restarted',
      cron: '*/5 * * * *',
      retry: { limit: 2, delaySeconds: 30, backoff: true },
      run: async () => null,
      ...overrides,
    });
    await restartWith([job(), { name: 'test.once-periodic', cron: '0 * * * *', run: async () => null }]);
    const first = await queueRow('test.restarted');
    expect(first).toMatchObject({ policy: 'standard', retry_limit: 2, retry_delay: 30, retry_backoff: true });
    expect(await scheduleRow('test.restarted')).toEqual({ cron: '*/5 * * * *', timezone: 'UTC' });
    expect(await scheduleRow('test.once-periodic')).toBeDefined();

    // The same jobs: the queue is not written again.
    await restartWith([job(), { name: 'test.once-periodic', cron: '0 * * * *', run: async () => null }]);
    expect((await queueRow('test.restarted')).updated_on).toEqual(first.updated_on);

    // A changed retry policy and schedule are applied; a job no longer periodic is unscheduled.
    await restartWith([
      job({
        cron: '*/10 * * * *',
        retry: { limit: 5, delaySeconds: 10, backoff: false },
        expireInSeconds: 120,
      }),
      { name: 'test.once-periodic', run: async () => null },
    ]);
    expect(await queueRow('test.restarted')).toMatchObject({
      retry_limit: 5,
      retry_delay: 10,
      retry_backoff: false,
      expire_seconds: 120,
    });
    expect(await scheduleRow('test.restarted')).toEqual({ cron: '*/10 * * * *', timezone: 'UTC' });
    expect(await scheduleRow('test.once-periodic')).toBeUndefined();
  });
});

describe('periodic jobs', () => {
  it(`runs once per period while ${processes} process(es) check the schedule every second`, async () => {
    // pg-boss schedules by the minute: keep the whole check inside one minute.
    const secondOfMinute = async () => Number((await query(`SELECT extract(second FROM now()) AS s`))[0].s);
    await waitFor(
      'the start of a minute',
      async () => ((await secondOfMinute()) < 35 ? true : undefined),
      30_000,
    );
    const minute = (await query(`SELECT date_trunc('minute', now()) AS m`))[0].m.getTime();

    const calls: number[] = [];
    const {
      schedulers: [scheduler],
    } = await startSchedulers([
      { name: 'test.every-minute', cron: '* * * * *', run: async () => calls.push(Date.now()) },
    ]);
    await waitFor('the first run', () => (calls.length > 0 ? true : undefined));
    // Let the schedule be checked several more times (pg-boss stamps each check in cron_on), then
    // let anything those checks sent be run.
    const checks = new Set<number>();
    await waitFor('three more schedule checks', async () => {
      checks.add((await query(`SELECT cron_on FROM pgboss.version`))[0].cron_on.getTime());
      return checks.size >= 4 ? true : undefined;
    });
    await waitFor('nothing left queued', async () => {
      const [{ n }] = await query(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name IN ($1, '__pgboss__send-it') AND state < 'completed'`,
        ['test.every-minute'],
      );
      return n === 0 ? true : undefined;
    });

    expect((await query(`SELECT date_trunc('minute', now()) AS m`))[0].m.getTime()).toBe(minute);
    expect(calls).toHaveLength(1);
    expect(await scheduler!.runs('test.every-minute')).toMatchObject([{ state: 'completed', attempts: 1 }]);
  }, 60_000);

  it('runs the click retention through the scheduler', async () => {
    const retention = createRetention({
      pool: databases[0]!.pool,
      months: 13,
      now: () => new Date(),
    });
    const old = new Date();
    old.setUTCMonth(old.getUTCMonth() - 14);
    await query(
      `INSERT INTO visitor_days (day, visitor_hash, workspace_id, link_id, first_hour, is_bot)
       VALUES ($1::date, 1, 'u', gen_random_uuid(), 0, false)`,
      [old],
    );
    const {
      schedulers: [scheduler],
    } = await startSchedulers([retentionJob(retention)]);
    await scheduler!.enqueue('analytics.retention');
    const [run] = await runsWhen(
      scheduler!,
      'analytics.retention',
      ([latest]) => latest?.state === 'completed',
    );
    expect(run!.result).toEqual({ clicks: 0, visitorDays: 1 });
  });
});

describe('stop()', () => {
  it('waits for a running handler, and starts none after it was called', async () => {
    const events: string[] = [];
    let release: () => void = () => undefined;
    const {
      schedulers: [scheduler],
    } = await startSchedulers(
      [
        {
          name: 'test.slow',
          retry: { limit: 1, delaySeconds: 1, backoff: false },
          async run({ data }) {
            events.push(`start ${(data as { n: number }).n}`);
            await new Promise<void>((resolve) => (release = resolve));
            events.push(`end ${(data as { n: number }).n}`);
          },
        },
      ],
      {},
      oneProcess(),
    );
    const first = await scheduler!.enqueue('test.slow', { n: 1 });
    await waitFor('the handler to start', () => (events.length > 0 ? true : undefined));

    const stopped = scheduler!.stop().then(() => events.push('stopped'));
    const second = await scheduler!.enqueue('test.slow', { n: 2 });
    // Nothing announces "still waiting": check that stop() has not resolved a second later.
    await sleep(1_000);
    expect(events).toEqual(['start 1']);
    release();
    await stopped;

    expect(events).toEqual(['start 1', 'end 1', 'stopped']);
    const runs = await scheduler!.runs('test.slow');
    expect(runs.find((run) => run.id === first)?.state).toBe('completed');
    // The second job was not run here; it waits for the next start (possibly as a retry, if a
    // fetch was already on its way when stop() began).
    expect(['created', 'retry']).toContain(runs.find((run) => run.id === second)?.state);

    const next = await startSchedulers(
      [{ name: 'test.slow', run: async () => events.push('next process ran it') }],
      {},
      oneProcess(),
    );
    await runsWhen(
      next.schedulers[0]!,
      'test.slow',
      (all) => all.find((run) => run.id === second)?.state === 'completed',
    );
    expect(events).toEqual(['start 1', 'end 1', 'stopped', 'next process ran it']);
  });

  it('does not start a job that a fetch already on its way hands over after stop() was called', async () => {
    // One connection (as on PGlite), held by the test so that the worker's next fetch waits in
    // the pool's queue until stop() has been called.
    const pool =
      testEngine === 'pglite'
        ? databases[0]!.pool
        : new pg.Pool({ connectionString: location.databaseUrl, max: 1 });
    const ran: unknown[] = [];
    const logs = captureLogs();
    const scheduler = createScheduler({
      pool,
      engine: testEngine,
      logger: logs.logger,
      jobs: [{ name: 'test.late', run: async ({ data }) => ran.push(data) }],
      pollingIntervalSeconds: 0.5,
    });
    schedulers.push(scheduler);
    try {
      await scheduler.start();
      const id = await scheduler.enqueue('test.late', { n: 1 }, { startAfterSeconds: 1 });
      const held = await pool.connect();
      let stopped: Promise<void>;
      try {
        await waitFor('a fetch waiting for the connection once the job is due', async () => {
          const [due] = (
            await held.query(`SELECT start_after < now() AS due FROM pgboss.job WHERE id = $1`, [id])
          ).rows;
          return due?.due && pool.waitingCount > 0 ? true : undefined;
        });
        stopped = scheduler.stop();
      } finally {
        held.release();
      }
      await stopped;

      expect(ran).toEqual([]);
      const [run] = await scheduler.runs('test.late');
      expect(run).toMatchObject({ id, state: 'retry', error: 'not started: the scheduler was stopping' });
      expect(logs.lines.map((line) => [line.job, line.msg])).toContainEqual([
        'test.late',
        'job not started: the scheduler is stopping',
      ]);
    } finally {
      if (pool !== databases[0]!.pool) await pool.end();
    }
  });

  it('waits a bounded time, then aborts the handler and leaves the run to be retried', async () => {
    let handlerStarted!: () => void;
    const started = new Promise<void>((resolve) => (handlerStarted = resolve));
    const {
      schedulers: [scheduler],
      logs,
    } = await startSchedulers(
      [
        {
          name: 'test.stuck',
          retry: { limit: 3, delaySeconds: 60, backoff: false },
          run: ({ signal }) => {
            handlerStarted();
            return new Promise((_resolve, reject) =>
              signal.addEventListener('abort', () => reject(signal.reason)),
            );
          },
        },
      ],
      { stopTimeoutMs: 1_000 },
      oneProcess(),
    );
    const id = await scheduler!.enqueue('test.stuck');
    // The handler itself, not the run's row: a fetched job is active a moment before it runs.
    await started;

    const began = Date.now();
    await scheduler!.stop();
    expect(Date.now() - began).toBeGreaterThanOrEqual(1_000);
    expect(Date.now() - began).toBeLessThan(5_000);
    const [run] = await scheduler!.runs('test.stuck');
    expect(run).toMatchObject({ id, state: 'retry', error: 'shutdown stopped waiting for this run' });
    expect(logs.filter((line) => line.level === 50).map((line) => [line.job, line.willRetry])).toEqual([
      ['test.stuck', true],
    ]);
  });
});
