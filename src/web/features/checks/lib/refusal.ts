import type { ServerWorded } from '../../../lib/api-errors';

/**
 * The checks' refusals shown as the server words them (refusalText): the plan's limits (403) and the
 * rate limit (429), whose numbers (how many domains, how long to wait) only the server knows.
 */
export const checksWorded: ServerWorded = { statuses: [403, 429] };
