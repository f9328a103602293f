import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { JobSpec } from '../platform/wiring/job-spec';

// One attempt of one job, as pg-boss hands it to a worker. What this resolves with becomes the
// run's record (completed, with the result); what it throws becomes the failure pg-boss records
// and retries. Every failure is logged here, with the job's name and whether it will be retried.

export interface RunJobOptions {
  logger: FastifyBaseLogger;
  /** Aborted once stop() is called: a job handed over after that is not started. */
  closing: AbortSignal;
  /** Aborted when stop() gives up waiting: running handlers should end. */
  cutOff: AbortSignal;
  /** Told of every attempt that ran: its outcome and how long it took. */
  onRun?: (job: string, outcome: 'completed' | 'failed', seconds: number) => void;
}

export async function runJob(
  spec: JobSpec,
  job: PgBoss.JobWithMetadata<unknown>,
  { logger: baseLogger, closing, cutOff, onRun }: RunJobOptions,
): Promise<{ result: unknown }> {
  const attempt = job.retryCount + 1;
  const logger = baseLogger.child({ job: spec.name, jobId: job.id, attempt });
  const willRetry = job.retryCount < job.retryLimit;
  // pg-boss marked the job active when it fetched it; failing it is how it goes back (retried
  // per its policy, or left for the next period).
  if (closing.aborted) {
    logger.warn({ willRetry }, 'job not started: the scheduler is stopping');
    throw new Error('not started: the scheduler was stopping');
  }

  // pg-boss gives up on a handler after the same time, but cannot tell it so.
  const expiry = new AbortController();
  const expireInSeconds = Number(job.expireInSeconds);
  const timer = setTimeout(
    () => expiry.abort(new Error(`ran longer than ${expireInSeconds} s`)),
    expireInSeconds * 1000,
  );
  const signal = AbortSignal.any([expiry.signal, cutOff]);
  const started = performance.now();
  try {
    const result = await untilAborted(
      spec.run({ data: job.data, signal, stopping: closing, logger, attempt }),
      signal,
    );
    logger.debug({ ms: Math.round(performance.now() - started) }, 'job completed');
    onRun?.(spec.name, 'completed', (performance.now() - started) / 1000);
    return { result };
  } catch (error) {
    logger.error(
      { err: error, willRetry, ms: Math.round(performance.now() - started) },
      willRetry ? 'job failed; it will be retried' : 'job failed; no retries left',
    );
    onRun?.(spec.name, 'failed', (performance.now() - started) / 1000);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

// A handler that ignores its signal is left to finish on its own; the run is failed now.
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    void work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
