/**
 * The one builder of a short link's full URL. The server's own host keeps the scheme and port of
 * PUBLIC_URL (http://localhost:3000/abc); other short domains are served on the default port of
 * the same scheme.
 */
export function createShortUrlBuilder(publicUrl: string): (domain: string, code: string) => string {
  const url = new URL(publicUrl);
  const ownHostname = url.hostname.toLowerCase();
  return (domain, code) => `${url.protocol}//${domain === ownHostname ? url.host : domain}/${code}`;
}
