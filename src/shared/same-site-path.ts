const base = 'https://ringkas.invalid';

/**
 * `value` as a path on this site (its pathname, query and fragment), or null when following it
 * could leave the site: an absolute URL, a protocol-relative `//host`, `/\host` (which browsers
 * read as `//host`), or anything with control characters or whitespace, which can confuse URL
 * parsers. The web's redirect after sign-in and the server's confirmation callback both hold to it.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (
    [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f || /\s/.test(char))
  ) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
