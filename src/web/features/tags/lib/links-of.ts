// Where the tags page's counts lead: the links list filtered to what was counted.

/** The links that carry a tag. */
export function linksWithTag(tagId: string): string {
  return `/shortlinks?tags=${encodeURIComponent(tagId)}`;
}

/** The links in a folder, or in none. */
export function linksInFolder(folderId: string | 'none'): string {
  return `/shortlinks?folder=${encodeURIComponent(folderId)}`;
}
