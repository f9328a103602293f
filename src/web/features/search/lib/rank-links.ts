import type { Link } from '../../../../shared/links';
import { paletteLinkLimit } from '../../../../shared/search';

/** 0 for a title match, 1 for an alias or code match, 2 for anything else the server matched. */
function rankOf(link: Link, needle: string): number {
  if (link.title?.toLowerCase().includes(needle)) return 0;
  if (link.custom_alias?.toLowerCase().includes(needle) || link.short_url.toLowerCase().includes(needle)) {
    return 1;
  }
  return 2;
}

/**
 * The server's matches ordered for the palette: what the user named the link beats where it points
 * (a destination match), the server's order breaks ties; at most paletteLinkLimit, however many came.
 */
export function rankLinks(links: readonly Link[], query: string): Link[] {
  const needle = query.trim().toLowerCase();
  return links
    .map((link, index) => ({ link, index, rank: rankOf(link, needle) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ link }) => link)
    .slice(0, paletteLinkLimit);
}

/** A short link as people read it: without the scheme (localhost:3000/Ab3dE9x). */
export function displayLink(link: string): string {
  return link.replace(/^https?:\/\//i, '');
}
