// The route guard's timings (spec section 9: "Guard: 15 s, 8 s, retry 3 s, at most 2 retries").

/** The first session check is forced to finish (Authentication Issue, never the page) after this. */
export const guardTimeoutMs = 15_000;
/** The loading screen says the check is slow after this; it keeps waiting. */
export const guardWarningMs = 8_000;
/** Each Retry on the Authentication Issue screen is abandoned after this. */
export const guardRetryTimeoutMs = 3_000;
/** Retries offered on the Authentication Issue screen; then only reload, login or continue remain. */
export const guardMaxRetries = 2;
/** Try Again presses on the Access Denied screen (the spec's "button shows up to 3"). */
export const accessDeniedMaxTries = 3;
