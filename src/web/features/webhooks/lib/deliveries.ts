import type { Delivery } from '../../../../shared/webhooks';

// What the delivery log reads of a delivery besides what it shows.

/**
 * How often the log is read again while a delivery it shows is about to be tried: every second
 * while one is being sent or due within 10 s (a new message, a resend, the 5 s retry), every 5 s
 * while one is due within the minute, and not at all for a retry further off (5 min to 10 h).
 */
export function pollInterval(deliveries: readonly Delivery[], now: number): number | false {
  let interval: number | false = false;
  for (const delivery of deliveries) {
    if (delivery.outcome !== 'pending') continue;
    const dueIn = delivery.next_attempt_at === null ? 0 : Date.parse(delivery.next_attempt_at) - now;
    if (dueIn < 10_000) return 1_000;
    if (dueIn < 60_000) interval = 5_000;
  }
  return interval;
}

/** When a delivery last happened: its last try, else when it was queued. */
export function deliveryMoment(delivery: Delivery): string {
  return delivery.attempted_at ?? delivery.created_at;
}
