import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { parseCustomHostname } from './domains';
import { singleLine } from './text';

// Domain checks (/check-domains) and their schedules (/cron-settings): the API's shapes, shared by
// the server and the web app.
//
//   GET    /api/checks                    the watched domains, the plan's limits, the pause switch
//   POST   /api/checks                    watch domains: { hostnames: "a.com\nb.com" } (one per line)
//                                        -> 201 { added }; 400 names each bad line
//                                        (fields["hostnames.<line number>"]: the reason alone;
//                                        a domain watched already is one) and adds none
//   GET    /api/checks/:id                one watched domain with its last check's evidence
//   GET    /api/checks/:id/history        its last 200 checks (newest first) and its daily summary
//   GET    /api/checks/:id/history.csv    the same as CSV
//   POST   /api/checks/:id/run            "Check now" (rate limited per account) -> the check
//   PATCH  /api/checks/:id                { auto?, interval_minutes? } (the schedule)
//   DELETE /api/checks/:id                stop watching (its history goes with it)
//   PUT    /api/checks/pause              { paused } pause or resume every automatic check -> 204
//   DELETE /api/checks/notice             the owner has read the plan-change notice -> 204
//   (POST run answers the domain with its new check's evidence, PATCH the domain, DELETE 204)
//
// Another account's domain answers 404.

/** A domain's overall state after a check. `expiring`: its certificate has 7 days or less. */
export const checkStates = ['up', 'down', 'blocked', 'expiring', 'unknown'] as const;
export type CheckState = (typeof checkStates)[number];

/** What one filtering resolver said. A time-out or SERVFAIL is `unknown`, never `blocked`. */
export const resolverVerdicts = ['clear', 'blocked', 'unknown'] as const;
export type ResolverVerdict = (typeof resolverVerdicts)[number];

/** The interval presets the schedule form offers (minutes); any whole number >= the plan's minimum is allowed. */
export const intervalPresets = [5, 10, 15, 30, 60, 180, 360, 720, 1440] as const;

/** Days of certificate validity at or below which a domain counts as `expiring`. */
export const certificateWarningDays = 7;

export const resolverResultSchema = z.object({
  /** The admin's name for the resolver, e.g. "Nawala". */
  resolver: z.string(),
  /** Where it was asked ("180.131.144.144:53"), or the probe that asked it. */
  address: z.string(),
  verdict: z.enum(resolverVerdicts),
  /** Why, in words: "CNAME internetpositif.id matches a block signature", "timed out after 2 s". */
  evidence: z.string(),
  /** The DNS answer's status (NOERROR, NXDOMAIN, SERVFAIL, ...), null when none came. */
  rcode: z.string().nullable(),
  /** The answer records as text ("A 36.86.63.182", "CNAME internetpositif.id"). */
  answers: z.array(z.string()),
  /** Extended DNS Error (RFC 8914) in the answer, if any: 15 is "Blocked". */
  ede: z.object({ code: z.number().int(), text: z.string() }).nullable(),
  duration_ms: z.number().nullable(),
});
export type ResolverResult = z.infer<typeof resolverResultSchema>;

export const dnsEvidenceSchema = z.object({
  /** The resolver that was asked (DNS_SERVERS, else the system's). */
  resolver: z.string(),
  a: z.array(z.string()),
  aaaa: z.array(z.string()),
  cname: z.array(z.string()),
  duration_ms: z.number(),
  /** Why there are no answers: "no such domain", "timed out", ... null when it answered. */
  error: z.string().nullable(),
});

export const httpEvidenceSchema = z.object({
  /** The URL asked first (https://<domain>/, or http:// when HTTPS failed). */
  url: z.string(),
  final_url: z.string().nullable(),
  status: z.number().int().nullable(),
  /** Each redirect's target, in order. */
  redirects: z.array(z.string()),
  timings: z.object({
    dns_ms: z.number().nullable(),
    connect_ms: z.number().nullable(),
    tls_ms: z.number().nullable(),
    first_byte_ms: z.number().nullable(),
    total_ms: z.number().nullable(),
  }),
  /** Why no answer came (time-out, refused, too many redirects, refused address), or null. */
  error: z.string().nullable(),
  /** Why HTTPS was given up for HTTP, when it was. */
  https_error: z.string().nullable(),
});

export const certificateEvidenceSchema = z.object({
  subject: z.string(),
  issuer: z.string(),
  valid_from: z.string(),
  valid_to: z.string(),
  days_left: z.number().int(),
  /** Whether the certificate names the domain. */
  name_matches: z.boolean(),
  /** Whether it chains to a trusted root; the reason when not. */
  trusted: z.boolean(),
  error: z.string().nullable(),
});

/**
 * Why a check's state is what it is: a code and what it needs, worded by whoever shows it, in the
 * reader's language (the web's checks catalogue, the notices' notice-texts.ts). A technical detail
 * inside (a network error, a DNS status, a resolver's name) stays as it came. `text`: a reason kept
 * from before reasons had codes that matches none of them, shown as it was written.
 */
export const checkReasonSchema = z
  .discriminatedUnion('code', [
    /** Filtering resolvers that block the domain, by the admin's names for them. */
    z.object({ code: z.literal('blocked_by'), resolvers: z.array(z.string()) }),
    /** Filtering resolvers that gave no usable answer: whether they block it is not known. */
    z.object({ code: z.literal('block_status_unknown'), resolvers: z.array(z.string()) }),
    /** The domain's own resolver says the name does not exist (NXDOMAIN). */
    z.object({ code: z.literal('dns_no_such_domain') }),
    /** The name exists but has no A or AAAA record. */
    z.object({ code: z.literal('dns_no_address') }),
    /**
     * The domain's own resolver gave no usable answer: none at all (both null), a failing status
     * (`rcode`: SERVFAIL, REFUSED...), or an error (`detail`, as it came).
     */
    z.object({
      code: z.literal('dns_no_answer'),
      rcode: z.string().nullable(),
      detail: z.string().nullable(),
    }),
    /** Another DNS problem, as it came. */
    z.object({ code: z.literal('dns_error'), detail: z.string() }),
    /** No HTTP answer came; why, as it came (refused, timed out...), when known. */
    z.object({ code: z.literal('no_http_answer'), detail: z.string().nullable() }),
    /** The root's HTTP status: the reason itself when it is 5xx, else the first line of an up one. */
    z.object({ code: z.literal('http_status'), status: z.number().int() }),
    /** HTTPS failed (why, as it came) and the root answered over HTTP. */
    z.object({ code: z.literal('https_failed'), detail: z.string() }),
    /** The certificate does not chain to a trusted root; why, as it came, when known. */
    z.object({ code: z.literal('certificate_untrusted'), detail: z.string().nullable() }),
    /** The certificate names other domains. */
    z.object({ code: z.literal('certificate_wrong_name') }),
    /** The certificate ended `days` days ago. */
    z.object({ code: z.literal('certificate_expired'), days: z.number().int() }),
    /** The certificate ends in `days` days (7 or less: the domain is expiring). */
    z.object({ code: z.literal('certificate_expires'), days: z.number().int() }),
    z.object({ code: z.literal('text'), text: z.string() }),
  ])
  .meta({ id: 'CheckReason', examples: [{ code: 'blocked_by', resolvers: ['Nawala'] }] });
export type CheckReason = z.infer<typeof checkReasonSchema>;

/** One check, summed up for the table. */
export const checkSummarySchema = z
  .object({
    id: z.string(),
    checked_at: z.string(),
    state: z.enum(checkStates),
    /** Time to the first byte of the root page, ms; null when none came. */
    latency_ms: z.number().nullable(),
    http_status: z.number().int().nullable(),
    certificate_days_left: z.number().int().nullable(),
    resolvers: z.array(z.object({ resolver: z.string(), verdict: z.enum(resolverVerdicts) })),
    /** Why the state is what it is: `http_status` 500, `blocked_by` Nawala... (checkReasonSchema). */
    reasons: z.array(checkReasonSchema),
  })
  .meta({ id: 'CheckSummary' });
export type CheckSummary = z.infer<typeof checkSummarySchema>;

/** One check with its evidence (the details panel). */
export const checkDetailSchema = checkSummarySchema.extend({
  dns: dnsEvidenceSchema,
  http: httpEvidenceSchema.nullable(),
  certificate: certificateEvidenceSchema.nullable(),
  blocking: z.array(resolverResultSchema),
});
export type CheckDetail = z.infer<typeof checkDetailSchema>;

const exampleWatchedDomain = {
  id: 'c41b9e27-6a0d-4f53-8b1e-9d7a3c5e2f60',
  hostname: 'shop.example.com',
  display_hostname: 'shop.example.com',
  state: 'up',
  last_check: {
    id: '0e9a7c35-2b41-4d6f-8e13-a5c7d9f1b248',
    checked_at: '2026-05-04T08:00:00.000Z',
    state: 'up',
    latency_ms: 182,
    http_status: 200,
    certificate_days_left: 61,
    resolvers: [{ resolver: 'Nawala', verdict: 'clear' }],
    reasons: [],
  },
  auto: true,
  interval_minutes: 60,
  next_run_at: '2026-05-04T09:00:00.000Z',
  custom_domain: false,
  created_at: '2026-03-02T09:00:00.000Z',
};

export const watchedDomainSchema = z
  .object({
    id: z.string(),
    /** ASCII (punycode). */
    hostname: z.string(),
    display_hostname: z.string(),
    /** The state announced to the owner (it held for two checks in a row); null before that. */
    state: z.enum(checkStates).nullable(),
    last_check: checkSummarySchema.nullable(),
    /** Automatic checks on, and every how many minutes. */
    auto: z.boolean(),
    interval_minutes: z.number().int(),
    /** When the next automatic check is due; null when automatic checks are off or paused. */
    next_run_at: z.string().nullable(),
    /** Set when the account's custom domain of that name is watched. */
    custom_domain: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'WatchedDomain', examples: [exampleWatchedDomain] });
export type WatchedDomain = z.infer<typeof watchedDomainSchema>;

export const watchedDomainDetailSchema = watchedDomainSchema
  .extend({ last_check_detail: checkDetailSchema.nullable() })
  .meta({
    id: 'WatchedDomainDetail',
    examples: [
      {
        ...exampleWatchedDomain,
        last_check_detail: {
          ...exampleWatchedDomain.last_check,
          dns: {
            resolver: '1.1.1.1',
            a: ['203.0.113.10'],
            aaaa: [],
            cname: [],
            duration_ms: 12,
            error: null,
          },
          http: {
            url: 'https://shop.example.com/',
            final_url: 'https://shop.example.com/',
            status: 200,
            redirects: [],
            timings: { dns_ms: 12, connect_ms: 30, tls_ms: 48, first_byte_ms: 182, total_ms: 190 },
            error: null,
            https_error: null,
          },
          certificate: null,
          blocking: [],
        },
      },
    ],
  });
export type WatchedDomainDetail = z.infer<typeof watchedDomainDetailSchema>;

export const watchedDomainListSchema = z
  .object({
    domains: z.array(watchedDomainSchema),
    limits: z.object({
      /** null: unlimited. */
      max_check_domains: z.number().int().nullable(),
      max_auto_check_domains: z.number().int().nullable(),
      /** The shortest interval the plan allows, minutes. */
      min_interval_minutes: z.number().int(),
    }),
    used: z.number().int(),
    auto_used: z.number().int(),
    /** Every automatic check paused by the owner. */
    paused: z.boolean(),
    /** What a plan change did to the schedules; shown until the owner dismisses it. */
    notice: z.string().nullable(),
  })
  .meta({
    id: 'WatchedDomainList',
    examples: [
      {
        domains: [exampleWatchedDomain],
        limits: { max_check_domains: 10, max_auto_check_domains: 5, min_interval_minutes: 15 },
        used: 1,
        auto_used: 1,
        paused: false,
        notice: null,
      },
    ],
  });
export type WatchedDomainList = z.infer<typeof watchedDomainListSchema>;

export const historySchema = z
  .object({
    checks: z.array(checkSummarySchema),
    /** Days older than the last 200 checks: how many checks ended in each state. */
    daily: z.array(
      z.object({
        day: z.string(),
        checks: z.number().int(),
        up: z.number().int(),
        down: z.number().int(),
        blocked: z.number().int(),
        expiring: z.number().int(),
        unknown: z.number().int(),
        avg_latency_ms: z.number().nullable(),
      }),
    ),
  })
  .meta({ id: 'CheckHistory', examples: [{ checks: [exampleWatchedDomain.last_check], daily: [] }] });
export type CheckHistory = z.infer<typeof historySchema>;

/**
 * One line of a pasted list of domains to watch: null when blank, else the host name to watch (a
 * URL's host; the rules of a custom domain) or why it cannot be watched.
 */
export function parseWatchedLine(line: string): { hostname: string } | { problem: string } | null {
  const candidate = hostOfUrl(line.trim());
  return candidate === '' ? null : parseCustomHostname(candidate, 'watched');
}

function hostOfUrl(text: string): string {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return text;
  try {
    return new URL(text).hostname;
  } catch {
    return text;
  }
}

export const addWatchedDomainsSchema = z
  .object({
    hostnames: z
      .string()
      .max(20_000, 'Paste at most 20,000 characters.')
      .meta({ description: 'Host names, one a line.' }),
  })
  .strict()
  .meta({ examples: [{ hostnames: 'shop.example.com\nblog.example.com' }] });
export const addedWatchedDomainsSchema = z
  .object({ added: z.array(watchedDomainSchema) })
  .meta({ examples: [{ added: [exampleWatchedDomain] }] });

export const updateScheduleSchema = z
  .object({
    auto: z.boolean(),
    interval_minutes: z
      .number({ error: 'Enter the interval in whole minutes.' })
      .int('Enter the interval in whole minutes.')
      .positive('Enter the interval in whole minutes.')
      .max(10_080, 'The longest interval is 10,080 minutes (one week).'),
  })
  .partial()
  .strict()
  .meta({ examples: [{ auto: true, interval_minutes: 60 }] });
export type UpdateSchedule = z.infer<typeof updateScheduleSchema>;

export const pauseSchema = z
  .object({ paused: z.boolean() })
  .strict()
  .meta({ examples: [{ paused: true }] });

// The admin's settings for block checks (admin settings key `check_block_settings`):
//   GET /api/admin/check-settings   the resolvers asked and the answers that mean "blocked"
//   PUT /api/admin/check-settings   replace them

const dnsServerText = z
  .string()
  .trim()
  .regex(
    /^(\d{1,3}(\.\d{1,3}){3}(:\d{1,5})?|\[[0-9a-fA-F:.]+\](:\d{1,5})?|[0-9a-fA-F:]*:[0-9a-fA-F:.]+)$/,
    'Enter an IP address, optionally with a port: 180.131.144.144, 127.0.0.1:5353 or [2001:db8::1]:53.',
  );

export const filteringResolverSchema = z.object({
  name: z.string().trim().min(1, 'Give the resolver a name.').max(60, 'Use at most 60 characters.'),
  address: dnsServerText,
  protocol: z.enum(['udp', 'tcp']),
});
export type FilteringResolver = z.infer<typeof filteringResolverSchema>;

function isAddressOrRange(text: string): boolean {
  if (ipaddr.isValid(text)) return true;
  try {
    ipaddr.parseCIDR(text);
    return true;
  } catch {
    return false;
  }
}

export const blockSettingsSchema = z.object({
  resolvers: z.array(filteringResolverSchema).max(20, 'At most 20 resolvers.'),
  signatures: z.object({
    /** Addresses or CIDR ranges of block pages: an answer pointing there means blocked. */
    block_ips: z
      .array(z.string().trim().refine(isAddressOrRange, 'Enter an IP address or a CIDR range.'))
      .max(200),
    /** Names (and their subdomains) a blocking resolver aliases blocked domains to. */
    block_cnames: z.array(z.string().trim().toLowerCase().min(1)).max(200),
    /** Extended DNS Error info codes that mean blocked (15 Blocked, 16 Censored, 17 Filtered). */
    ede_codes: z.array(z.number().int().min(0).max(65_535)).max(50),
  }),
});
export type BlockSettings = z.infer<typeof blockSettingsSchema>;

/**
 * The documented defaults: Nawala's public resolvers (Indonesia's best-known filtering DNS,
 * answering from abroad too), and the answers Indonesia's national filter (Internet Positif /
 * Trust Positif) and ISPs give for a blocked name. An admin edits them on the admin area; a check
 * asked from abroad shows only what these resolvers say there (see the remote probe).
 */
export const defaultBlockSettings: BlockSettings = {
  resolvers: [
    { name: 'Nawala', address: '180.131.144.144', protocol: 'udp' },
    { name: 'Nawala (secondary)', address: '180.131.145.145', protocol: 'udp' },
  ],
  signatures: {
    block_ips: ['36.86.63.185'],
    block_cnames: ['internetpositif.id', 'trustpositif.kominfo.go.id', 'trustpositif.komdigi.go.id'],
    ede_codes: [15, 16, 17],
  },
};

// Remote probes (issue 20, item 8): block status means something only when asked from inside
// Indonesia's networks, and ISP resolvers answer only there. A probe on such a machine asks some of
// the admin's filtering resolvers for the server and reports the answers over HTTPS; checks take
// those resolvers' verdicts from its answers and never ask them from the server.
//
// The admin (session, admin role):
//   GET    /api/admin/probes        { probes: [{ id, name, resolvers, created_at, last_seen_at }] }
//   POST   /api/admin/probes        { name, resolvers: [resolver names] } -> 201 { probe, token };
//                                   the token is shown only here (only its SHA-256 is kept); a name
//                                   that is not a configured filtering resolver -> 400 resolvers.<i>
//   DELETE /api/admin/probes/:id    -> 204; its answers go with it
// The probe (Authorization: Bearer <token>, no cookies; an unknown token -> 401):
//   GET    /api/probe/work          { resolvers, hostnames, interval_seconds }
//   POST   /api/probe/answers       { answers: [...] } (at most 5,000) -> 204

/** Answers older than this are not used: the check says the probe's answer is too old. */
export const probeAnswerMaxAgeMinutes = 15;
/** At most this many answers in one POST /api/probe/answers; the probe sends more in chunks. */
export const probeAnswersPerRequest = 5_000;
/** At most this many hostnames in one round of work. */
export const probeHostnamesPerRound = 10_000;

export const probeSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The names of the admin's filtering resolvers it asks. */
  resolvers: z.array(z.string()),
  created_at: z.string(),
  /** When it last asked for work; null before its first round. */
  last_seen_at: z.string().nullable(),
});
export type Probe = z.infer<typeof probeSchema>;

export const probeListSchema = z.object({ probes: z.array(probeSchema) });

export const createProbeSchema = z
  .object({
    name: singleLine(60).min(1, 'Give the probe a name.'),
    resolvers: z
      .array(z.string().trim().min(1, 'Name a filtering resolver.').max(60, 'Use at most 60 characters.'))
      .min(1, 'Choose at least one filtering resolver.')
      .max(20, 'At most 20 resolvers.'),
  })
  .strict();
export type CreateProbe = z.infer<typeof createProbeSchema>;

export const createdProbeSchema = z.object({
  probe: probeSchema,
  /** "rkp_" and 64 hex digits: shown only in this answer. */
  token: z.string(),
});

export const probeWorkSchema = z.object({
  /** The filtering resolvers this probe asks, as the admin's settings have them now. */
  resolvers: z.array(filteringResolverSchema),
  /** Every watched domain's hostname (ASCII), those with automatic checks first. */
  hostnames: z.array(z.string()),
  /** How long the probe waits between rounds. */
  interval_seconds: z.number().int(),
});
export type ProbeWork = z.infer<typeof probeWorkSchema>;

export const probeAnswerSchema = z
  .object({
    hostname: z.string().trim().toLowerCase().min(1, 'Name the host.').max(253, 'At most 253 characters.'),
    /** The filtering resolver's name, one this probe asks. */
    resolver: z.string().max(60, 'Use at most 60 characters.'),
    /** The DNS answer's status; null when no answer came. */
    rcode: z.string().max(16, 'At most 16 characters.').nullable(),
    records: z
      .array(
        z
          .object({
            type: z.string().max(16, 'At most 16 characters.'),
            name: z.string().max(255, 'At most 255 characters.'),
            data: z.string().max(255, 'At most 255 characters.'),
          })
          .strict(),
      )
      .max(64, 'At most 64 records.'),
    ede: z
      .object({
        code: z.number().int().min(0).max(65_535),
        text: z.string().max(500, 'At most 500 characters.'),
      })
      .strict()
      .nullable(),
    duration_ms: z.number().min(0).max(3_600_000).nullable(),
    /** Why no answer came (time-out, network); null when one did. */
    error: z.string().max(500, 'At most 500 characters.').nullable(),
  })
  .strict();
export type ProbeAnswer = z.infer<typeof probeAnswerSchema>;

export const probeAnswersSchema = z
  .object({
    answers: z
      .array(probeAnswerSchema)
      .max(
        probeAnswersPerRequest,
        `Send at most ${probeAnswersPerRequest.toLocaleString('en')} answers at once.`,
      ),
  })
  .strict();
export type ProbeAnswers = z.infer<typeof probeAnswersSchema>;
