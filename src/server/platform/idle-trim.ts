// Gives memory back once the server goes quiet (ADR 0020). Under load V8 grows the young
// generation to its limit (32 MB a semi-space, ADR 0003), and an idle process allocates too
// little to ever collect it again: 64 MB stayed committed for minutes after the last request. One
// full collection after a quiet spell shrinks it back to 1 MB. It needs node's --expose-gc, which
// `npm start`, the systemd unit and the tests pass; without it nothing is trimmed.

export interface IdleTrim {
  /** Counts a request: the process is not idle. Cheap enough for every request. */
  seen(): void;
  stop(): void;
}

type GcFunction = (options?: { type?: 'major' | 'minor'; execution?: 'sync' | 'async' }) => unknown;

export interface IdleTrimOptions {
  /** How long without a request counts as idle. */
  idleMs: number;
  /** Runs after each trim (the embedded database's thread trims its own heap). */
  onTrim?: () => void;
  /** The collector (tests); node's global gc() when not given. */
  gc?: GcFunction | undefined;
}

export function startIdleTrim(options: IdleTrimOptions): IdleTrim {
  const gc = 'gc' in options ? options.gc : (globalThis as { gc?: GcFunction }).gc;
  let requests = 0;
  let requestsAtLastCheck = 0;
  // Trimmed since the last request: a quiet hour is trimmed once, not once a check.
  let trimmed = false;
  const timer = setInterval(() => {
    if (requests !== requestsAtLastCheck) {
      requestsAtLastCheck = requests;
      trimmed = false;
      return;
    }
    if (trimmed || !gc) return;
    trimmed = true;
    void Promise.resolve(gc({ type: 'major', execution: 'async' })).then(() => options.onTrim?.());
  }, options.idleMs);
  timer.unref();
  return {
    seen() {
      requests += 1;
    },
    stop() {
      clearInterval(timer);
    },
  };
}
