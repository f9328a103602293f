import type { ServerWorded } from '../../../lib/api-errors';

/**
 * The admin's refusals shown as the server words them (refusalText): every 4xx (a plan in use, an
 * order already settled), and a 502 from the payment gateway (Midtrans's own answer to a key).
 */
export const adminBillingWorded: ServerWorded = { codes: ['upstream_unavailable'] };
