import type { GeoIp } from '../../platform/net/geoip';
import { parseUserAgent } from '../../platform/net/user-agent';
import type { VisitorHasher } from '../../platform/net/visitor-hash';
import type { Visit } from './click-queue';

// A visit as it arrived turned into what a clicks row holds. The buffer keeps visits raw and the
// writer calls this (about 5 µs a visit) a slice at a time, off the redirect's path (ADR 0003).
// No address leaves here: the country and the visitor hash are all that is kept of it.

/** A visit after enrichment: what a clicks row holds, named as its columns (it travels as JSON). */
export interface Click {
  link_id: string;
  clicked_at: string;
  country: string | null;
  device: string;
  os: string | null;
  browser: string | null;
  referrer_host: string | null;
  is_bot: boolean;
  destination: string;
  choice: string | null;
  visitor_hash: number;
  /** 'qr': the visit came through the link's QR code (Visit.scan); null: any other way. */
  source: 'qr' | null;
}

export interface EnrichContext {
  geoip: GeoIp;
  /** The daily-salted visitor hash (platform/net/visitor-hash.ts), the same the redirect's Visitor has. */
  hashVisitor: VisitorHasher;
}

function referrerHost(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

export function enrich(visit: Visit, context: EnrichContext): Click {
  const agent = parseUserAgent(visit.userAgent);
  const at = new Date(visit.at).toISOString();
  return {
    link_id: visit.linkId,
    clicked_at: at,
    // A trusted proxy's header wins: the operator configured it because it knows better.
    country: visit.countryHint ?? context.geoip.country(visit.ip),
    device: agent.device,
    os: agent.os,
    browser: agent.browser,
    referrer_host: referrerHost(visit.referer),
    is_bot: agent.isBot,
    destination: visit.destination,
    choice: visit.choice,
    visitor_hash: context.hashVisitor(visit.at, visit.ip, visit.userAgent),
    source: visit.scan ? 'qr' : null,
  };
}
