// The time the ingest reads and the timers it sets, passed in rather than taken from the globals,
// so the waiting policy can be tested on fake time (no test sleeps for a timer to fire).

export type Timer = ReturnType<typeof setTimeout>;

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): Timer;
  clearTimeout(timer: Timer | undefined): void;
  setInterval(callback: () => void, ms: number): Timer;
  clearInterval(timer: Timer | undefined): void;
}

// Each call looks the global up when it runs, not when this module loads: vitest's fake timers,
// installed after the import, then apply to code given the default clock as well.
export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (timer) => clearTimeout(timer),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (timer) => clearInterval(timer),
};
