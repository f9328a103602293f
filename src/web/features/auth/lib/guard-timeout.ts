/** A check that got no answer in time; `ms` is the limit it was given. */
export class GuardTimeoutError extends Error {
  override readonly name = 'GuardTimeoutError';

  constructor(readonly ms: number) {
    super(`No answer within ${ms} ms.`);
  }
}

/**
 * Settles as `work` does, or rejects with a GuardTimeoutError after `ms`. A race rather than an
 * abort signal alone: a request that ignores its signal (or never starts, e.g. paused offline)
 * still stops holding the screen. The caller cancels the abandoned work itself.
 */
export function raceTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new GuardTimeoutError(ms)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
