import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { parseDnsServer } from './platform/net/dns-query';
import { parseAllowCidrs } from './platform/net/outbound-policy';

// The only reader of process.env. Every variable is parsed here once; the rest of the server gets
// a typed Config. Secrets may come from NAME_FILE (Docker/Kubernetes secrets), which wins over NAME.

const secretNames = ['DATABASE_URL', 'AUTH_SECRET', 'SMTP_URL', 'REDIS_URL'] as const;

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** The origin a value names (http(s), no path, query or credentials), or null. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    return (url.protocol === 'http:' || url.protocol === 'https:') && bare ? url.origin : null;
  } catch {
    return null;
  }
}

/** A comma-separated list, each item checked by `valid` (which answers why not, or null). */
const listOf = (valid: (item: string) => string | null) =>
  z.string().transform((value, context) => {
    const items = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    for (const item of items) {
      const problem = valid(item);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }
    return items;
  });

/** "1.1.1.1", "127.0.0.1:5353", "[2001:db8::1]:53", "2001:db8::1": what node:dns setServers takes. */
function cidrProblem(item: string): string | null {
  try {
    parseAllowCidrs(item);
    return null;
  } catch {
    return `"${item}" is not an address range: give one such as 10.1.0.0/16 or fd00::/8`;
  }
}

function dnsServerProblem(item: string): string | null {
  return parseDnsServer(item)
    ? null
    : `"${item}" is not a DNS server address: give an IP, optionally with :port`;
}

const httpUrl = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));

const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  // Where the HTTP server listens; 127.0.0.1 keeps a fresh install private (0.0.0.0 exposes it).
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // The address users reach; used for links in emails and as the default short domain.
  PUBLIC_URL: httpUrl.optional(),
  // Other origins the web app is served from (comma-separated), e.g. an old name kept during a move:
  // their pages may change state with the session cookie like PUBLIC_URL's (platform/http/same-origin.ts).
  APP_ORIGINS: z
    .string()
    .transform((value, context) => {
      const origins: string[] = [];
      for (const item of value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const origin = originOf(item);
        if (origin) origins.push(origin);
        else
          context.addIssue({
            code: 'custom',
            message: `"${item}" is not an origin: give scheme, host and optional port, such as https://app.example.com`,
          });
      }
      return origins;
    })
    .optional(),
  // Data directory: the embedded database, the generated auth secret and the email outbox.
  DATA_DIR: z.string().min(1).default('./data'),
  // DNS servers for custom domain proofs and domain checks (comma-separated); unset: the system's.
  DNS_SERVERS: listOf(dnsServerProblem).optional(),
  // Address ranges server-side requests may reach although they are private or local (comma-
  // separated CIDRs, e.g. 10.1.0.0/16): empty by default, and every request of the product is
  // refused such addresses (platform/net/outbound.ts). Tests allow 127.0.0.0/8 for their servers.
  OUTBOUND_ALLOW_CIDRS: listOf(cidrProblem).optional(),
  // "Check now" per account per minute.
  CHECK_NOW_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(10),
  // The ports domain checks fetch a domain's root on: 80 and 443 in production; benchmarks and
  // tests point them at local servers.
  CHECK_HTTP_PORT: z.coerce.number().int().min(1).max(65_535).default(80),
  CHECK_HTTPS_PORT: z.coerce.number().int().min(1).max(65_535).default(443),
  // The addresses this server is reached at, for custom domains' A/AAAA records (comma-separated);
  // unset: custom domains point at PUBLIC_URL's host with a CNAME.
  PUBLIC_IPS: listOf((item) => (isIP(item) ? null : `"${item}" is not an IP address`)).optional(),
  // Set to use a PostgreSQL server instead of the embedded database.
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // Signs sessions and tokens; generated into DATA_DIR on first start when not given.
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // Whether a new account must confirm its email before signing in (ADR 0021: yes, but for the
  // install's first account).
  REQUIRE_EMAIL_VERIFICATION: booleanString.default(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Ringkas <no-reply@localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Trust X-Forwarded-* headers (client IP, protocol) only behind a proxy you run.
  TRUST_PROXY: booleanString.default(false),
  // A visitor's country: this header, set by your proxy/CDN, is believed only with TRUST_PROXY.
  COUNTRY_HEADER: z.string().trim().toLowerCase().default('cf-ipcountry'),
  // A country mmdb file to use instead of the bundled one (keep it current yourself).
  GEOIP_DB: z.string().min(1).optional(),
  // Raw clicks older than this many months are deleted; the rollups behind reports are kept.
  CLICK_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(13),
  // Disk the click spool (DATA_DIR/spool) may fill with visits waiting for the database, in MB.
  CLICK_SPOOL_MAX_MB: z.coerce.number().int().min(1).default(2048),
  // Clicks held in memory while they wait for the database (about 64 bytes each); past it they
  // wait in the spool on disk only, within CLICK_SPOOL_MAX_MB.
  CLICK_BUFFER_MAX: z.coerce.number().int().min(1000).max(100_000_000).default(1_000_000),
  // How long the SMTP server, Midtrans and the Telegram Bot API may take to answer a call before
  // it is given up (mail and Telegram messages are then tried again later).
  UPSTREAM_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(120).default(10),
  // Where the built web app lives; the default is the package's own dist/web.
  WEB_DIST_DIR: z.string().min(1).optional(),
  // A Redis server for the abuse limits shared by every process; unset: each process counts alone.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  // Prefix of every key this server writes to Redis (several installs may share one server).
  REDIS_KEY_PREFIX: z.string().min(1).default('ringkas:'),
  // /metrics answers a request from this machine (no proxy in between) without it; any other with
  // `Authorization: Bearer <METRICS_TOKEN>`. Unset: this machine only.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Abuse limits: not-found answers per client address, and links created per account, a minute.
  NOT_FOUND_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  LINKS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  // Feedback messages one account may send an hour.
  FEEDBACK_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(10),
  // The Telegram Bot API's address: Telegram's own unless you run a local Bot API server (tests
  // point it at a fake one).
  TELEGRAM_API_ROOT: z
    .string()
    .regex(/^https?:\/\/[^/]+$/, 'must be an http(s):// origin without a path')
    .default('https://api.telegram.org'),
  // Midtrans's Snap and API addresses: unset, the library's own for the admin's environment
  // (sandbox or production); the tests point them at a fake.
  MIDTRANS_SNAP_URL: z
    .string()
    .regex(/^https?:\/\//, 'must be an http(s):// URL')
    .optional(),
  MIDTRANS_API_URL: z
    .string()
    .regex(/^https?:\/\//, 'must be an http(s):// URL')
    .optional(),
  // Telegram messages the bot sends a second, across every process (Telegram's limit is about 30).
  TELEGRAM_MESSAGES_PER_SECOND: z.coerce.number().int().min(1).max(30).default(25),
});

type Env = z.infer<typeof envSchema>;

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  authSecret: string;
  requireEmailVerification: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  webDistDir: string | undefined;
  countryHeader: string | null;
  geoipDb: string | undefined;
  clickRetentionMonths: number;
  /** CLICK_SPOOL_MAX_MB in bytes. */
  clickSpoolMaxBytes: number;
  clickBufferMax: number;
  /** UPSTREAM_TIMEOUT_SECONDS in ms. */
  upstreamTimeoutMs: number;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  metricsToken: string | undefined;
  notFoundPerMinute: number;
  linksPerMinute: number;
  /** DNS_SERVERS; null: the system's resolvers. */
  dnsServers: string[] | null;
  publicIps: string[];
  /** OUTBOUND_ALLOW_CIDRS. */
  outboundAllowCidrs: string[];
  checkNowPerMinute: number;
  feedbackPerHour: number;
  telegramApiRoot: string;
  telegramMessagesPerSecond: number;
  /** MIDTRANS_SNAP_URL and MIDTRANS_API_URL. */
  midtransRoots: { snap: string | undefined; api: string | undefined };
  /** CHECK_HTTP_PORT and CHECK_HTTPS_PORT. */
  checkPorts: { http: number; https: number };
  /** Origins whose browser requests may change state (sign in, edits): PUBLIC_URL (on a loopback
   * address both of its names) and APP_ORIGINS. better-auth and platform/http/same-origin.ts share it. */
  trustedOrigins: string[];
}

function trustedOriginsFor(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') return [url.origin];
  const port = url.port ? `:${url.port}` : '';
  return [`${url.protocol}//localhost${port}`, `${url.protocol}//127.0.0.1${port}`];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type RawEnv = Record<string, string | undefined>;

function readSecretFiles(env: RawEnv, problems: string[]): RawEnv {
  const resolved: RawEnv = { ...env };
  for (const name of secretNames) {
    const file = env[`${name}_FILE`];
    if (!file) continue;
    try {
      resolved[name] = readFileSync(file, 'utf8').trim();
    } catch (error) {
      problems.push(`${name}_FILE: cannot read ${file} (${(error as Error).message})`);
    }
  }
  return resolved;
}

function defaultPublicUrl(host: string, port: number): string {
  const reachableHost = host === '0.0.0.0' || host === '::' || host === '127.0.0.1' ? 'localhost' : host;
  return `http://${reachableHost}:${port}`;
}

/** Reads DATA_DIR/auth-secret, creating it (mode 600) on first start. */
function ensureAuthSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}

/**
 * Parses the environment. Throws one ConfigError naming every bad variable. Blank values count as
 * unset so that an `.env` copied from `.env.example` works as it is.
 */
export function loadConfig(rawEnv: RawEnv = process.env, cwd = process.cwd()): Config {
  const problems: string[] = [];
  const withoutBlanks = Object.fromEntries(
    Object.entries(rawEnv).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const env = readSecretFiles(withoutBlanks, problems);
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push(`${issue.path.join('.')}: ${issue.message}`);
    }
  }
  if (problems.length > 0 || !parsed.success) throw new ConfigError(problems);

  const values = parsed.data;
  const dataDir = isAbsolute(values.DATA_DIR) ? values.DATA_DIR : resolve(cwd, values.DATA_DIR);
  const publicUrl = values.PUBLIC_URL ?? defaultPublicUrl(values.HOST, values.PORT);
  return {
    nodeEnv: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    publicUrl,
    trustedOrigins: [...new Set([...trustedOriginsFor(publicUrl), ...(values.APP_ORIGINS ?? [])])],
    dataDir,
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    authSecret: values.AUTH_SECRET ?? ensureAuthSecret(dataDir),
    requireEmailVerification: values.REQUIRE_EMAIL_VERIFICATION,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    webDistDir: values.WEB_DIST_DIR,
    countryHeader: values.TRUST_PROXY ? values.COUNTRY_HEADER : null,
    geoipDb: values.GEOIP_DB,
    clickRetentionMonths: values.CLICK_RETENTION_MONTHS,
    clickSpoolMaxBytes: values.CLICK_SPOOL_MAX_MB * 1024 * 1024,
    clickBufferMax: values.CLICK_BUFFER_MAX,
    upstreamTimeoutMs: Math.round(values.UPSTREAM_TIMEOUT_SECONDS * 1000),
    redisUrl: values.REDIS_URL,
    redisKeyPrefix: values.REDIS_KEY_PREFIX,
    metricsToken: values.METRICS_TOKEN,
    notFoundPerMinute: values.NOT_FOUND_PER_MINUTE,
    linksPerMinute: values.LINKS_PER_MINUTE,
    dnsServers: values.DNS_SERVERS && values.DNS_SERVERS.length > 0 ? values.DNS_SERVERS : null,
    publicIps: values.PUBLIC_IPS ?? [],
    outboundAllowCidrs: values.OUTBOUND_ALLOW_CIDRS ?? [],
    checkNowPerMinute: values.CHECK_NOW_PER_MINUTE,
    feedbackPerHour: values.FEEDBACK_PER_HOUR,
    telegramApiRoot: values.TELEGRAM_API_ROOT,
    telegramMessagesPerSecond: values.TELEGRAM_MESSAGES_PER_SECOND,
    midtransRoots: { snap: values.MIDTRANS_SNAP_URL, api: values.MIDTRANS_API_URL },
    checkPorts: { http: values.CHECK_HTTP_PORT, https: values.CHECK_HTTPS_PORT },
  };
}
