import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/** How often the event loop's load is sampled: a burst stops the timed writes this soon. */
export const loadSampleMs = 50;
/** Utilisation from which the loop counts as saturated. */
const busyFrom = 0.8;
/**
 * Utilisation below which a saturated loop counts as free again. Under a burst the samples
 * scatter around the mark (78-100% measured at full speed, 50 ms each): one dip below 80% let a
 * 5,000-visit write start in the middle of the burst, which then took a core from the redirects
 * for a second. A loop that has room again drops far below this at once (30% and less).
 */
const freeBelow = 0.5;

/** Whether the loop is saturated after a sample, given whether it was before (with hysteresis). */
export function nextBusy(wasBusy: boolean, utilization: number): boolean {
  return wasBusy ? utilization >= freeBelow : utilization >= busyFrom;
}

/**
 * Watches the event loop's utilisation (the time it spends in callbacks: it reaches 1 as the
 * redirects take every moment the loop has) and says whether it is saturated.
 */
export function eventLoopLoad() {
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  let busy = false;
  let timer: NodeJS.Timeout | undefined;
  return {
    start() {
      timer ??= setInterval(() => {
        busy = nextBusy(busy, performance.eventLoopUtilization(last).utilization);
        last = performance.eventLoopUtilization();
      }, loadSampleMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
      busy = false;
    },
    isBusy: () => busy,
  };
}
