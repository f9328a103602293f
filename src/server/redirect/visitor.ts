import type { IncomingHttpHeaders } from 'node:http';
import { countryCodePattern, type GeoIp } from '../platform/net/geoip';
import { parseUserAgent, type DeviceType, type UserAgentInfo } from '../platform/net/user-agent';

// Who is visiting, as targeting rules will ask (geo rules, device rules). Every field is worked
// out on first use and kept until the next request: a redirect that asks nothing (today's, whose
// visit is enriched later by the ingest writer) pays for no lookup, and a GeoIP read or a
// user-agent parse is done at most once per request.
//
// One Visitor serves every request, described afresh by decide(): an object per request added 88
// bytes to the 280 a cached redirect allocated. That is safe because decide() is synchronous and
// nothing keeps the visitor: evaluate() returns a string, and the visit copies what it needs.

export interface VisitorContext {
  geoip: GeoIp;
  /** The header a trusted proxy puts the visitor's country in; null when no proxy is trusted. */
  countryHeader: string | null;
  /** The rotator's daily visitor hash (platform/net/visitor-hash.ts createRotationHasher). */
  hashVisitor(at: number, ip: string, userAgent: string | undefined): number;
}

export class Visitor {
  /** When the visit is answered, in milliseconds since the epoch. */
  at = 0;
  ip = '';
  headers: IncomingHttpHeaders = {};
  private url = '';
  private queryIndex = -1;
  private queryParams: URLSearchParams | undefined = undefined;
  private agentInfo: UserAgentInfo | undefined = undefined;
  private countryCode: string | null | undefined = undefined;
  private languageTag: string | null | undefined = undefined;
  private hashValue: number | undefined = undefined;

  constructor(private readonly context: VisitorContext) {}

  /** Makes this the visitor of a new request, forgetting what was worked out for the last one. */
  describe(at: number, ip: string, headers: IncomingHttpHeaders, url = '', queryIndex = -1): this {
    this.at = at;
    this.ip = ip;
    this.headers = headers;
    this.url = url;
    this.queryIndex = queryIndex;
    this.queryParams = undefined;
    this.agentInfo = undefined;
    this.countryCode = undefined;
    this.languageTag = undefined;
    this.hashValue = undefined;
    return this;
  }

  /** The country a trusted proxy named (checked to be a country code), or null. */
  get countryHint(): string | null {
    const name = this.context.countryHeader;
    const hint = name === null ? undefined : this.headers[name];
    return typeof hint === 'string' && countryCodePattern.test(hint) ? hint : null;
  }

  /**
   * The country when this request already worked it out (a country rule asked), else the trusted
   * proxy's: what the visit carries, so that the ingest does not look the address up again.
   */
  get knownCountry(): string | null {
    return this.countryCode ?? this.countryHint;
  }

  /** ISO 3166-1 alpha-2: the trusted proxy's, else the address's in the GeoIP database. */
  get country(): string | null {
    if (this.countryCode === undefined)
      this.countryCode = this.countryHint ?? this.context.geoip.country(this.ip);
    return this.countryCode;
  }

  get device(): DeviceType {
    return this.agent().device;
  }

  get os(): string | null {
    return this.agent().os;
  }

  get browser(): string | null {
    return this.agent().browser;
  }

  get isBot(): boolean {
    return this.agent().isBot;
  }

  /** The preferred language's primary subtag in lower case ("id", "en"), from Accept-Language. */
  get language(): string | null {
    if (this.languageTag === undefined) this.languageTag = preferredLanguage(this.headers['accept-language']);
    return this.languageTag;
  }

  /** The query string's parameters (the path's "?" at `queryIndex`), read when a rule asks. */
  get params(): URLSearchParams {
    this.queryParams ??= new URLSearchParams(
      this.queryIndex === -1 ? '' : this.url.slice(this.queryIndex + 1),
    );
    return this.queryParams;
  }

  get hash(): number {
    this.hashValue ??= this.context.hashVisitor(this.at, this.ip, this.headers['user-agent']);
    return this.hashValue;
  }

  private agent(): UserAgentInfo {
    this.agentInfo ??= parseUserAgent(this.headers['user-agent']);
    return this.agentInfo;
  }
}

const languageRange = /^([A-Za-z]{1,8})(?:-[A-Za-z0-9]{1,8})*$/;

/** The language range with the highest quality (the first of equals); "*" and q=0 name none. */
export function preferredLanguage(header: string | undefined): string | null {
  if (!header) return null;
  let best: string | null = null;
  let bestQuality = 0;
  for (const item of header.split(',')) {
    const [range = '', ...parameters] = item.split(';');
    const primary = languageRange.exec(range.trim())?.[1];
    if (primary === undefined) continue;
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (quality > bestQuality) {
      best = primary.toLowerCase();
      bestQuality = quality;
    }
  }
  return best;
}
