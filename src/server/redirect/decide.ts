import type { IncomingHttpHeaders } from 'node:http';
import { aliasPattern } from '../../shared/links';
import { reservedPaths } from '../../shared/paths';
import { shouldRecordVisit, type ClickIngest, type Visit } from '../modules/analytics';
import type { CachedLink, LinksService, Outcome } from '../modules/links';
import { destinationOf, evaluate } from './evaluate';
import { isSocialCrawler } from '../platform/net/social-crawlers';
import { withoutScanMarker } from './scan-marker';
import type { PasswordCookies } from './password-cookie';
import type { Visitor } from './visitor';

// The redirect's steps, once, for both ways in: serve-cached.ts on the raw Node request (a cached
// live link, before Fastify) and redirect.routes.ts (Fastify's /:code route: everything else).
// No I/O and no await: it reads the cache and the clock it is given, and the adapters answer and
// record what it decides.

export interface RedirectInput {
  method: string;
  /** Path and query, as the request line has them. */
  url: string;
  /** The host name without its port (request-origin.ts, or Fastify's request.hostname). */
  host: string;
  ip: string;
  headers: IncomingHttpHeaders;
  /**
   * The id of a protected link whose password this request gave right (the password form's POST,
   * decided as the GET it stands in for): it opens without a cookie.
   */
  unlocked?: string;
}

export interface DomainAnswers {
  /** Where a visit to the bare domain goes; null: the not-found page. */
  readonly rootUrl: string | null;
  /** Where an unknown, disabled or expired code goes; null: the not-found page. */
  readonly notFoundUrl: string | null;
}

export interface DecideDeps {
  /** Step 1: the domain a host name stands for; null: none of ours (domains/short-domains.ts). */
  resolveHost(hostname: string): string | null;
  /** A custom domain's own answers for its bare root and unknown codes; undefined: not custom. */
  domainAnswers(domain: string): DomainAnswers | undefined;
  /** Where an expired link on a domain goes when it has no expired URL of its own; null: the 410 page. */
  expiredUrlOf(domain: string): string | null;
  links: Pick<LinksService, 'cached'>;
  /**
   * Whether an admin disabled every owner of the link's workspace (from memory): its links answer
   * not-found.
   */
  ownerDisabled(workspaceId: string): boolean;
  now(): number;
  /** Whether a request's cookie opens a protected link (password-cookie.ts). */
  passwordCookies: Pick<PasswordCookies, 'opens'>;
  /** The one visitor every request is described with (visitor.ts says why that is safe). */
  visitor: Visitor;
}

/** What the two adapters need besides: the database behind the cache, the ingest, TRUST_PROXY. */
export interface RedirectDeps extends DecideDeps {
  links: Pick<LinksService, 'cached' | 'resolve'>;
  ingest: ClickIngest;
  trustProxy: boolean;
}

export interface Answer {
  status: 302;
  location: string;
  /** What to record once answered; null when the request is not a visit (HEAD). */
  visit: Visit | null;
}

/**
 * An answer for decide() to fill. The raw Node path keeps one for every request (an object per
 * request was 48 bytes, a sixth of what a cached redirect allocated): it reads it before the next
 * request can run, and nothing keeps it.
 */
export function emptyAnswer(): Answer {
  // Stryker disable next-line StringLiteral: decide() sets the location of every answer it returns
  return { status: 302, location: '', visit: null };
}

/**
 * Not a live cached link: Fastify's route answers it. `lookup` is set when the cache does not know
 * the code, so that the route can resolve it from the database and decide again with what it found.
 */
export interface Pass {
  pass: true;
  lookup: { domain: string; code: string } | null;
  /** A short code with no live link behind it (unknown, disabled): the not-found page. */
  notFound?: true;
  /** A link that expired (by time or clicks) with nowhere of its own to go: the 410 page. */
  expired?: true;
  /** A protected link the request has no cookie for: the password page. */
  locked?: { link: CachedLink; stamp: string; code: string };
  /** A social crawler on a link with a social preview: the preview page. */
  preview?: CachedLink;
}

export type Decision = Answer | Pass;

const pass: Pass = Object.freeze({ pass: true, lookup: null });
const notFound: Pass = Object.freeze({ pass: true, lookup: null, notFound: true });
const expired: Pass = Object.freeze({ pass: true, lookup: null, expired: true });

/** The 302's Cache-Control: private, and stale at once, so that every visit comes back to be counted. */
export const redirectCacheControl = 'private, max-age=0';

/**
 * Decides what a request gets; a redirect fills `answer` and returns it. `resolved` is the link
 * the caller found in the database after a `lookup` (null: none); without it only the cache is
 * asked, which is all the raw Node path may do.
 */
export function decide(
  input: RedirectInput,
  deps: DecideDeps,
  answer: Answer,
  resolved?: CachedLink | null,
): Decision {
  const { method, url } = input;
  if (method !== 'GET' && method !== 'HEAD') return pass;
  const queryIndex = url.indexOf('?');
  const code = codeOf(url, queryIndex);
  // A custom domain's bare root: its root URL, else the not-found page (not the web app).
  if (queryIndex === 1 || url === '/') return rootOf(input.host, deps, answer);
  // Every code, generated or alias, fits the alias rule; app pages (/login, ...) are the web app's.
  if (code === null || reservedPaths.has(code)) return pass;
  // 1 host -> short domain
  const domain = deps.resolveHost(input.host);
  if (domain === null) return notFound;
  // 2 the link: the cache's answer, or the one the caller resolved
  const link = resolved === undefined ? deps.links.cached(domain, code) : resolved;
  if (link === undefined) return { pass: true, lookup: { domain, code } };
  // 3 unknown, disabled, or its owner disabled: the not-found page, not ours to answer; expired (by
  // its time or its click cap): its expired URL, else its domain's, else the 410 page
  if (link === null || !link.isActive || deps.ownerDisabled(link.workspaceId))
    return elsewhere(deps.domainAnswers(domain)?.notFoundUrl ?? null, answer);
  const now = deps.now();
  const cap = link.clickCap;
  if ((link.expiresAt !== null && link.expiresAt <= now) || (cap !== null && cap.counted >= cap.max))
    return elsewhere(link.expiredUrl ?? deps.expiredUrlOf(domain), answer, expired);
  // 3b a protected link opens to its cookie, or to the right password (then targeting applies)
  const protectedBy = link.passwordStamp;
  if (
    protectedBy !== null &&
    input.unlocked !== link.id &&
    !deps.passwordCookies.opens(input.headers.cookie, link.id, protectedBy, now)
  )
    return { pass: true, lookup: null, locked: { link, stamp: protectedBy, code } };
  // 3c a social crawler gets the link's preview page (a protected link's it never gets: 3b)
  if (link.socialPreview !== null && isSocialCrawler(input.headers['user-agent']))
    return { pass: true, lookup: null, preview: link };
  // 4 pick the destination; a link with a preview shows it first (a protected one has shown its
  // password page instead: /safe-redirect would show its destination to anyone with its id)
  // A QR code's scan marker is recorded, not passed on, and no rule sees it.
  let query = queryIndex === -1 ? '' : url.slice(queryIndex + 1);
  // Stryker disable next-line ConditionalExpression,StringLiteral: a fast path (no query, the plain link's usual visit); withoutScanMarker('') is null too
  const unmarked = query === '' ? null : withoutScanMarker(query);
  if (unmarked !== null) query = unmarked;
  const visitor =
    // Stryker disable next-line ConditionalExpression: the query as given spares a string; `?${query}` reads the same
    unmarked === null
      ? deps.visitor.describe(now, input.ip, input.headers, url, queryIndex)
      : deps.visitor.describe(now, input.ip, input.headers, `?${query}`, 0);
  const outcome = evaluate(link, visitor);
  const destination = destinationOf(link, outcome, query);
  const location = link.preview && protectedBy === null ? `/safe-redirect?link=${link.id}` : destination;
  // 5 the 302 is the adapter's to send; 6 the visit, for the adapter to record after it
  answer.location = location;
  answer.visit = shouldRecordVisit(input)
    ? visitOf(link, destination, outcome, visitor, unmarked !== null)
    : null;
  // A capped link counts here what the flush will count (a visit, not a bot's), so that this
  // process stops at the cap without waiting for its own flush.
  if (cap !== null && answer.visit !== null && !visitor.isBot) cap.counted += 1;
  return answer;
}

/** "/" on a custom domain: its root URL or the not-found page; on any other host, the web app. */
function rootOf(host: string, deps: DecideDeps, answer: Answer): Decision {
  const domain = deps.resolveHost(host);
  // Stryker disable next-line ConditionalExpression: domainAnswers of no domain is undefined as well; this skips the lookup
  const answers = domain === null ? undefined : deps.domainAnswers(domain);
  return answers === undefined ? pass : elsewhere(answers.rootUrl, answer);
}

/**
 * A 302 to a page the domain or link names (not a visit of any link), or `otherwise` (the
 * not-found page, or the 410 page).
 */
function elsewhere(location: string | null, answer: Answer, otherwise: Pass = notFound): Decision {
  if (location === null) return otherwise;
  answer.location = location;
  answer.visit = null;
  return answer;
}

function visitOf(
  link: CachedLink,
  destination: string,
  outcome: Outcome,
  visitor: Visitor,
  scan: boolean,
): Visit {
  return {
    linkId: link.id,
    at: visitor.at,
    ip: visitor.ip,
    userAgent: visitor.headers['user-agent'],
    referer: visitor.headers.referer,
    countryHint: visitor.knownCountry,
    destination,
    choice: outcome.key,
    scan,
  };
}

/** The short code in a path ("/abc?x" -> "abc"), decoded as Fastify decodes its params; null if none. */
function codeOf(url: string, queryIndex: number): string | null {
  const raw = url.slice(1, queryIndex === -1 ? undefined : queryIndex);
  if (aliasPattern.test(raw)) return raw;
  // Stryker disable next-line ConditionalExpression,StringLiteral: a fast path; without a % decoding changes nothing, and the pattern refused it already
  if (!raw.includes('%')) return null;
  try {
    const decoded = decodeURIComponent(raw);
    return aliasPattern.test(decoded) ? decoded : null;
  } catch {
    return null; // not valid percent-encoding: no code of ours
  }
}
