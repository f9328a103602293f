import type { ServerWorded } from '../../../lib/api-errors';

/**
 * The billing refusals the server words itself, shown as given (refusalText): 403 limit_reached or
 * forbidden, and 409 (the trial already used, the order no longer pending, payments switched off).
 * Only the server knows why; anything else reads as on every other page.
 */
export const billingWorded: ServerWorded = { statuses: [403, 409] };
