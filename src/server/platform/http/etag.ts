import { createHash } from 'node:crypto';

// Validators for answers a browser keeps and asks again about (Cache-Control: no-cache): the
// answer carries an ETag, the next request names it in If-None-Match, and an unchanged answer is
// a 304 without a body.

/** A weak ETag for a JSON answer, the same for the same content (weak: compression may vary the bytes). */
export function jsonEtag(value: unknown): string {
  return `W/"${createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 27)}"`;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether If-None-Match, as browsers send it (one tag, a list, or `*`), names this ETag. */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
