/** A short link as people read it: without the scheme (localhost:3000/Ab3dE9x). */
export function displayLink(link: string): string {
  return link.replace(/^https?:\/\//i, '');
}
