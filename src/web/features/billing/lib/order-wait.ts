import type { Order } from '../../../../shared/billing';

// Back from the Snap page, the payment is usually confirmed by Midtrans's notification within
// seconds; the order is asked again this often, for this long, before the page stops and offers to
// look again (the notification can take longer, and the status never changes by waiting here).

/** How often a pending online payment is asked about. */
export const orderPollMs = 2_000;
/** How long the page keeps asking after it opened the order (or after Check again). */
export const orderPollForMs = 120_000;

/** Whether the order may still change by itself: an online payment not confirmed yet. */
export function awaitsGateway(order: Pick<Order, 'state' | 'method'> | undefined): boolean {
  return order !== undefined && order.state === 'pending' && order.method === 'midtrans';
}

/** Whether to ask again: the order awaits the gateway and the wait has not run out. */
export function shouldPoll(
  order: Pick<Order, 'state' | 'method'> | undefined,
  now: number,
  until: number,
): boolean {
  return awaitsGateway(order) && now < until;
}
