import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

// The cookie a right password gives a visitor: it opens that link, and only that one, for 24
// hours. Named per link and scoped to the link's path, so a visitor's other links' cookies are not
// sent along. Its value is the expiry and an HMAC over link, password stamp (the hash's salt: a new
// password ends every cookie the old one gave) and expiry, under a key of its own derived from
// AUTH_SECRET. Checked only for a protected link, on the raw path too: one HMAC, no allocation
// beyond the digest.

export const passwordCookieSeconds = 24 * 60 * 60;
const macLength = 22; // base64url characters: 132 bits

export interface PasswordCookie {
  name: string;
  value: string;
  /** The Set-Cookie header's value, with its scope and lifetime. */
  header: string;
}

export interface PasswordCookies {
  /** The cookie that opens the link (whose password has `stamp`) at /`code` for 24 hours from `now`. */
  issue(linkId: string, stamp: string, code: string, now: number, secure: boolean): PasswordCookie;
  /** Whether a request's Cookie header holds a live cookie for this link and password. */
  opens(cookieHeader: string | undefined, linkId: string, stamp: string, now: number): boolean;
}

/** The cookie's name for a link: its id without the dashes (a cookie name may not hold some characters). */
export function passwordCookieName(linkId: string): string {
  return `rk_pw_${linkId.replaceAll('-', '')}`;
}

export function createPasswordCookies(authSecret: string): PasswordCookies {
  const key = Buffer.from(hkdfSync('sha256', authSecret, 'ringkas link password', 'cookie', 32));
  const mac = (linkId: string, stamp: string, expires: string) =>
    createHmac('sha256', key).update(`${linkId}.${stamp}.${expires}`).digest('base64url').slice(0, macLength);

  return {
    issue(linkId, stamp, code, now, secure) {
      const name = passwordCookieName(linkId);
      const expires = String(Math.floor(now / 1000) + passwordCookieSeconds);
      const value = `${expires}.${mac(linkId, stamp, expires)}`;
      const attributes = [
        `Path=/${encodeURIComponent(code)}`,
        `Max-Age=${passwordCookieSeconds}`,
        'HttpOnly',
        'SameSite=Lax',
        ...(secure ? ['Secure'] : []),
      ];
      return { name, value, header: `${name}=${value}; ${attributes.join('; ')}` };
    },

    opens(cookieHeader, linkId, stamp, now) {
      if (!cookieHeader) return false;
      const value = cookieValue(cookieHeader, passwordCookieName(linkId));
      if (value === null) return false;
      const dot = value.indexOf('.');
      if (dot <= 0) return false;
      const expires = value.slice(0, dot);
      if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= now) return false;
      const given = Buffer.from(value.slice(dot + 1));
      const wanted = Buffer.from(mac(linkId, stamp, expires));
      return given.length === wanted.length && timingSafeEqual(given, wanted);
    },
  };
}

/** The value of the cookie `name` in a Cookie header; null when it has none. */
function cookieValue(header: string, name: string): string | null {
  let at = header.indexOf(name);
  while (at !== -1) {
    const before = at === 0 ? ';' : header[at - 1]!;
    const after = at + name.length;
    if ((before === ';' || before === ' ') && header[after] === '=') {
      const end = header.indexOf(';', after);
      return header.slice(after + 1, end === -1 ? undefined : end).trim();
    }
    at = header.indexOf(name, after);
  }
  return null;
}
