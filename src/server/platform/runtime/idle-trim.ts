// Gives memory back once the server goes quiet (ADR 0020). Under load V8 grows the young
// generation to its limit (32 MB a semi-space, ADR 0003), and an idle process allocates too
// little to ever collect it again: 64 MB stayed committed for minutes after the last request. One
// full collection after a quiet spell shrinks it back to 1 MB; then the caller returns what the
// collections freed to the system (onTrim: the database thread's heap, the C allocator's free
// pages). It needs node's --expose-gc, which `npm start`, the systemd unit and the tests pass;
// without it nothing is trimmed.
//
// Quiet means no request and little CPU time over a whole interval: the clicks of a burst are
// still being written, without a request, for minutes after it, and what they free must be
// returned too. A quiet spell is trimmed once, and again after work since, or once the resident
// memory has grown back by regrowMb (the periodic jobs' garbage refills the young generation and
// the allocator's arenas, a megabyte every few seconds).

export interface IdleTrim {
  /** Counts a request: the process is not idle. Cheap enough for every request. */
  seen(): void;
  stop(): void;
}

type GcFunction = (options?: { type?: 'major' | 'minor'; execution?: 'sync' | 'async' }) => unknown;

export interface IdleTrimOptions {
  /** How long without a request, and with little CPU time, counts as idle. */
  idleMs: number;
  /**
   * The share of one core that still counts as quiet: the periodic jobs and the job queue's
   * polling use about 2 % on an idle server.
   */
  quietCpuShare?: number;
  /** Runs after each collection (the database thread's heap, then the C allocator's pages); must not reject. */
  onTrim?: () => Promise<void> | void;
  /** The collector (tests); node's global gc() when not given. */
  gc?: GcFunction | undefined;
  /** CPU time the process has used, in ms, every thread counted (tests); process.cpuUsage() when not given. */
  cpuMs?: () => number;
  /** How much the resident memory may grow back, quiet, before it is trimmed again. */
  regrowMb?: number;
  /** The resident memory in MB (tests); process.memoryUsage.rss() when not given. */
  rssMb?: () => number;
}

const defaultQuietCpuShare = 0.1;
const defaultRegrowMb = 8;

function processRssMb(): number {
  return process.memoryUsage.rss() / 1_048_576;
}

function processCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

export function startIdleTrim(options: IdleTrimOptions): IdleTrim {
  const gc = 'gc' in options ? options.gc : (globalThis as { gc?: GcFunction }).gc;
  const cpuMs = options.cpuMs ?? processCpuMs;
  const rssMb = options.rssMb ?? processRssMb;
  const regrowMb = options.regrowMb ?? defaultRegrowMb;
  const quietCpuMs = options.idleMs * (options.quietCpuShare ?? defaultQuietCpuShare);
  let requests = 0;
  let requestsAtLastCheck = 0;
  let cpuAtLastCheck = cpuMs();
  // Start-up is work: the first quiet spell is trimmed.
  let workSinceTrim = true;
  // The least resident memory seen quiet since the last trim: what the trim left (the collector
  // unmaps its freed pages a little after it ends).
  let rssSinceTrim = Infinity;
  let trimming = false;
  const timer = setInterval(() => {
    const cpu = cpuMs();
    const busy = requests !== requestsAtLastCheck || cpu - cpuAtLastCheck > quietCpuMs;
    requestsAtLastCheck = requests;
    cpuAtLastCheck = cpu;
    if (busy) {
      workSinceTrim = true;
      return;
    }
    if (trimming || !gc) return;
    const rss = rssMb();
    rssSinceTrim = Math.min(rssSinceTrim, rss);
    if (!workSinceTrim && rss - rssSinceTrim < regrowMb) return;
    workSinceTrim = false;
    trimming = true;
    void Promise.resolve(gc({ type: 'major', execution: 'async' }))
      .then(() => options.onTrim?.())
      .finally(() => {
        trimming = false;
        rssSinceTrim = Infinity;
        // The trim's own CPU time is not work to trim after.
        cpuAtLastCheck = cpuMs();
      });
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
