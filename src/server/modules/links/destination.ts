// Where a visit goes: the destination with the visitor's query string merged in.

/**
 * Appends the incoming query to the destination. On a clash the incoming value wins (all of its
 * values replace the destination's); the destination's fragment is kept.
 */
export function mergeQuery(destination: string, incomingQuery: string): string {
  if (!incomingQuery) return destination;
  const url = new URL(destination);
  const incoming = new URLSearchParams(incomingQuery);
  for (const key of new Set(incoming.keys())) url.searchParams.delete(key);
  for (const [key, value] of incoming) url.searchParams.append(key, value);
  return url.toString();
}

/** The host of a URL in lower case, without a port; null when it does not parse. */
export function hostOf(value: string): string | null {
  try {
    return new URL(value).hostname.toLowerCase();
  } catch {
    return null;
  }
}
