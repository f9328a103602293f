// The page a user opened /feedback from, as the form sends it (`page`): an in-app path, taken from
// the link's ?from= (a sidebar link carries none). Anything else is dropped rather than refused:
// the user did not type it and cannot fix it.

const maxLength = 300;

/** The in-app path of a ?from= value (its query and fragment left out), or null. */
export function fromPage(from: string | null): string | null {
  if (!from) return null;
  const path = from.trim().split(/[?#]/)[0] ?? '';
  // "//host" would be another site's address, not one of our pages.
  if (!path.startsWith('/') || path.startsWith('//') || /\s/.test(path)) return null;
  if (path.length > maxLength) return null;
  return path;
}
