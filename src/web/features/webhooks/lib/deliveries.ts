import type { Delivery } from '../../../../shared/webhooks';

// What the delivery log reads of a delivery besides what it shows.

/** How near a try must be for the log to wait for it (the job runs every minute). */
const soonMs = 60_000;

/**
 * A delivery whose next try is on its way: being sent now, queued, or due within the minute. The
 * log is read again while one is shown; a retry hours away is not worth asking for.
 */
export function soonDue(delivery: Delivery, now: number): boolean {
  if (delivery.outcome !== 'pending') return false;
  if (delivery.next_attempt_at === null) return true;
  return Date.parse(delivery.next_attempt_at) - now < soonMs;
}

/** When a delivery last happened: its last try, else when it was queued. */
export function deliveryMoment(delivery: Delivery): string {
  return delivery.attempted_at ?? delivery.created_at;
}
