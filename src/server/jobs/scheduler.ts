import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import { lockIds, withAdvisoryLock } from '../db/advisory-lock';
import type { DatabaseEngine } from '../db/client';
import type { JobSpec } from '../platform/wiring/job-spec';
import { createBossDb } from './boss-db';
import { runJob, type RunJobOptions } from './run-job';
import { readRuns, type JobRun } from './runs';

// Runs JobSpecs on pg-boss (ADR 0004): pg-boss holds the queue, the retries and the run records
// in its own schema and migrates it at start; this file only maps specs onto it.
//
// - A spec with `cron` becomes a pg-boss schedule. Every process checks the schedules, pg-boss
//   lets one of them send per check and at most one job per schedule per minute, and a job is
//   fetched by one worker (SKIP LOCKED): one run per period however many processes there are.
// - Any spec can be enqueued; the queue carries its retry policy and expiry.
// - stop() stops fetching, waits a bounded time for running handlers, then fails what is left
//   (retried later) and waits for pg-boss's last statements, so the database can close after.

export interface SchedulerOptions {
  pool: pg.Pool;
  engine: DatabaseEngine;
  logger: FastifyBaseLogger;
  /** The jobs it runs; more may be added before it starts (the app adds the modules' jobs). */
  jobs?: JobSpec[];
  /** PostgreSQL schema for pg-boss's tables (created or migrated at start). */
  schema?: string;
  /** How often a worker looks for work queued by another process or a retry that came due.
   * Work enqueued in this process starts at once either way. */
  pollingIntervalSeconds?: number;
  /** How often a process checks whether a cron time has come (pg-boss allows 1-45). */
  cronCheckSeconds?: number;
  /** How long stop() waits for running handlers before aborting them. */
  stopTimeoutMs?: number;
  /** Told of every attempt that ran (the job metrics). */
  onRun?: RunJobOptions['onRun'];
}

// An object, because pg-boss stores it as jsonb from pg's text form (a bare string would not parse).
export type JobData = Record<string, unknown> | null;

export interface EnqueueOptions {
  /** With singletonSeconds: at most one job per key in each window of that many seconds. */
  singletonKey?: string;
  singletonSeconds?: number;
  /** Do not start before this many seconds from now. */
  startAfterSeconds?: number;
}

export interface Scheduler {
  /** Adds jobs to run; only before start (the queues and schedules are declared then). */
  add(jobs: JobSpec[]): void;
  /** Installs or migrates pg-boss's schema, the queues and schedules, then starts the workers. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Queues one run; resolves with its id, or null when a singleton window already holds one.
   * `data` is stored as JSON and handed to the run as context.data. */
  enqueue(name: string, data?: JobData, options?: EnqueueOptions): Promise<string | null>;
  /** The latest runs of a job, newest first. */
  runs(name: string, limit?: number): Promise<JobRun[]>;
}

const defaultRetry = { limit: 2, delaySeconds: 30, backoff: true };
const defaultExpireInSeconds = 15 * 60;

// The embedded engine's one connection serves every API request too: poll rarely there. A job
// enqueued in this process wakes its worker at once, so only retries and cron runs wait.
const pollingDefaults: Record<DatabaseEngine, { polling: number; cron: number }> = {
  pglite: { polling: 15, cron: 30 },
  postgres: { polling: 5, cron: 15 },
};

export function createScheduler(options: SchedulerOptions): Scheduler {
  const { logger, engine } = options;
  const schema = options.schema ?? 'pgboss';
  const specs = new Map<string, JobSpec>();
  const add = (jobs: JobSpec[]) => {
    for (const spec of jobs) {
      if (specs.has(spec.name)) throw new Error(`Two jobs are named ${spec.name}`);
      specs.set(spec.name, spec);
    }
  };
  add(options.jobs ?? []);
  const polling = options.pollingIntervalSeconds ?? pollingDefaults[engine].polling;
  const cronCheckSeconds = options.cronCheckSeconds ?? pollingDefaults[engine].cron;
  // Shutdown has 10 s in all (main.ts), and the click buffer's flush may take 6 of them.
  const stopTimeoutMs = options.stopTimeoutMs ?? 3_000;

  const db = createBossDb(options.pool, (error, sql) =>
    logger.warn({ err: error, sql }, 'job queue statement failed'),
  );
  const boss = new PgBoss({
    db,
    schema,
    pollingIntervalSeconds: polling,
    cronMonitorIntervalSeconds: cronCheckSeconds,
    cronWorkerIntervalSeconds: cronCheckSeconds,
    // pg-boss turns cron off (with only a process warning) when either archive delay is under
    // 60 s: its once-a-minute send relies on the sent job staying in the job table that long.
    archiveCompletedAfterSeconds: 12 * 60 * 60,
    archiveFailedAfterSeconds: 12 * 60 * 60,
    deleteAfterDays: 7,
  });
  // Without a listener an 'error' event would throw: pg-boss reports its loops' failures here.
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));

  const workerIds = new Map<string, string>();
  // closing: stop() was called, no run starts any more. cutOff: stop() stops waiting, running
  // handlers are asked to end.
  const closing = new AbortController();
  const cutOff = new AbortController();
  let state: 'new' | 'running' | 'stopped' = 'new';

  // A queue is created when it is new and updated when its policy changed: a start on an existing
  // database reads the queues and schedules once instead of writing each (about 40 statements,
  // a quarter of a second of the embedded engine's start, ADR 0020).
  async function declare(spec: JobSpec, existing: PgBoss.QueueResult | undefined) {
    const retry = spec.retry ?? defaultRetry;
    const policy = {
      name: spec.name,
      policy: spec.policy ?? ('standard' as const),
      retryLimit: retry.limit,
      retryDelay: retry.delaySeconds,
      retryBackoff: retry.backoff,
      expireInSeconds: spec.expireInSeconds ?? defaultExpireInSeconds,
    };
    if (!existing) return boss.createQueue(spec.name, policy);
    const changed =
      existing.policy !== policy.policy ||
      existing.retryLimit !== policy.retryLimit ||
      existing.retryDelay !== policy.retryDelay ||
      existing.retryBackoff !== policy.retryBackoff ||
      existing.expireInSeconds !== policy.expireInSeconds;
    if (changed) await boss.updateQueue(spec.name, policy);
  }

  // pg-boss's install (CREATE SCHEMA, then its tables) and create_queue race when processes start
  // together on one PostgreSQL: a duplicate schema name, or a deadlock between two queues. The
  // setup runs under an advisory lock, its statements on the connection that holds it; the
  // embedded engine is one process.
  async function oneProcessAtATime(work: () => Promise<void>) {
    if (engine !== 'postgres') return work();
    await db.pinned((client) => withAdvisoryLock(client, lockIds.jobQueue, work));
  }

  // An enqueue during the start waits for the setup: the first start installs pg-boss's tables,
  // and main.ts answers requests before the start has ended.
  let setUp: Promise<void> = Promise.resolve();

  async function start() {
    if (state !== 'new') throw new Error('A scheduler starts once');
    state = 'running';
    setUp = oneProcessAtATime(async () => {
      await boss.start();
      const queues = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
      for (const spec of specs.values()) await declare(spec, queues.get(spec.name));
      // The schedule table is shared: the process that started last decides what is periodic.
      const schedules = new Map((await boss.getSchedules()).map((schedule) => [schedule.name, schedule]));
      for (const name of schedules.keys()) {
        if (!specs.get(name)?.cron) await boss.unschedule(name);
      }
      for (const spec of specs.values()) {
        const scheduled = schedules.get(spec.name) as (PgBoss.Schedule & { timezone?: string }) | undefined;
        if (!spec.cron || (scheduled?.cron === spec.cron && scheduled.timezone === 'UTC')) continue;
        await boss.schedule(spec.name, spec.cron, null as unknown as object, { tz: 'UTC' });
      }
    });
    await setUp;
    for (const spec of specs.values()) {
      const id = await boss.work(spec.name, { batchSize: 1, includeMetadata: true }, async ([job]) => {
        if (!job) return undefined;
        try {
          return await runJob(spec, job, {
            logger,
            closing: closing.signal,
            cutOff: cutOff.signal,
            onRun: options.onRun,
          });
        } finally {
          // pg-boss waits its polling interval after every batch, even when more jobs wait (a
          // burst of mail queued while one was sent waited 15 s a message): a job found means
          // look again at once, until a fetch finds none.
          const self = workerIds.get(spec.name);
          if (self && state === 'running') boss.notifyWorker(self);
        }
      });
      workerIds.set(spec.name, id);
    }
  }

  async function stop() {
    if (state !== 'running') {
      state = 'stopped';
      return;
    }
    state = 'stopped';
    closing.abort();
    // Handlers still running at the deadline are aborted, so their failure is ours to log and
    // pg-boss's own cut-off (a second later) finds nothing left to fail.
    const deadline = setTimeout(
      () => cutOff.abort(new Error('shutdown stopped waiting for this run')),
      stopTimeoutMs,
    );
    try {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: stopTimeoutMs + 1_000 });
    } finally {
      clearTimeout(deadline);
    }
    // pg-boss completes jobs without awaiting that statement, and a fetch already on its way
    // when stop() began may still hand over a job (runJob refuses it).
    await db.idle();
  }

  async function enqueue(name: string, data: JobData = null, enqueueOptions: EnqueueOptions = {}) {
    if (!specs.has(name)) throw new Error(`No job is named ${name}`);
    if (state === 'new') throw new Error('Start the scheduler before enqueueing');
    // A setup that failed fails the send below with pg-boss's own error.
    await setUp.catch(() => undefined);
    const id = await boss.send(name, data as object, {
      singletonKey: enqueueOptions.singletonKey,
      singletonSeconds: enqueueOptions.singletonSeconds,
      startAfter: enqueueOptions.startAfterSeconds,
    });
    const workerId = workerIds.get(name);
    if (id && workerId && state === 'running') boss.notifyWorker(workerId);
    return id;
  }

  return {
    add(jobs) {
      if (state !== 'new') throw new Error('Jobs are added before the scheduler starts');
      add(jobs);
    },
    start,
    stop,
    enqueue,
    runs: (name, limit = 20) => readRuns(db, schema, name, limit),
  };
}
