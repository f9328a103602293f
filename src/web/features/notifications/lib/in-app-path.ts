/**
 * The notification's link when it is a path inside this app, else null. Anything else (a full URL,
 * `//host`, `javascript:`) is not followed: a notification never sends anyone off-site.
 */
export function inAppPath(link: string | null): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) return null;
  return link;
}
