/** A short link as people read it: without the scheme (localhost:3000/Ab3dE9x). */
export function displayLink(link: string): string {
  return link.replace(/^https?:\/\//i, '');
}

/** Only http(s) addresses become clickable; anything else is shown as text. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
