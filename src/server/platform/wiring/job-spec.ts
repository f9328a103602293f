import type { FastifyBaseLogger } from 'fastify';

// Background work a module offers, described without knowing what runs it: server/jobs turns a
// spec into a pg-boss queue and worker, and jobs/registry.ts decides when periodic ones run.
// A run can happen more than once (a retry after a failure, a run cut off by a shutdown), so
// `run` must be safe to repeat.

export interface JobContext {
  /** What enqueue() was given; null for a periodic run. */
  data: unknown;
  /** Aborted when the run has used up expireInSeconds or shutdown stops waiting for it: stop at
   * the next safe point (the run then counts as failed and is retried). */
  signal: AbortSignal;
  /** Aborted as soon as the process begins to stop: work that would go on (a long poll) should
   * wrap up and return; `signal` follows if it does not within the stop's grace. */
  stopping: AbortSignal;
  /** Already bound to the job's name, id and attempt. */
  logger: FastifyBaseLogger;
  /** 1 for the first try, 2 for the first retry, and so on. */
  attempt: number;
}

export interface JobRetry {
  /** Tries after the first one; 0 means a failed run waits for the next period or enqueue. */
  limit: number;
  /** Wait before a retry. */
  delaySeconds: number;
  /** Double the wait for each further retry (pg-boss adds up to as much again at random). */
  backoff: boolean;
}

export interface JobSpec {
  /** The queue's name, `<module>.<job>`; unique across the app. */
  name: string;
  /** Cron in UTC (five fields): one run per matching minute across all processes. Absent: the
   * job runs only when enqueued. Set by jobs/registry.ts, not by the module. */
  cron?: string;
  run(context: JobContext): Promise<unknown>;
  /** Default: 2 retries, 30 s apart, doubling. */
  retry?: JobRetry;
  /** `short`: at most one run waits in the queue per singleton key (a request to run while one
   * waits is dropped: the waiting one will do the work). Default `standard`: every request runs. */
  policy?: 'standard' | 'short';
  /** A run still going after this long counts as failed. Default 15 minutes; pg-boss allows under 24 hours. */
  expireInSeconds?: number;
}
