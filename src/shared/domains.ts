import { toUnicode } from 'punycode/punycode.es6.js';
import { z } from 'zod';
import { destinationSchema } from './links';

// The short domains open to every user: the admin's base_domain (the default for new links) and
// other_domain, stored as rows of admin_settings (the spec's keys) and owned by the domains module.
//   GET /api/admin/domain-settings   the two settings (admin)
//   PUT /api/admin/domain-settings   change them (admin; only the keys given)
//   GET /api/links/domains           the short domains a new link may use (signed in)

export const domainSettingsDefaults = { base_domain: '', other_domain: '', expired_url: '' } as const;

export const domainSettingsSchema = z.object({
  base_domain: z.string(),
  other_domain: z.string(),
  /** Where an expired link on the short domains goes when it has no expired URL of its own; '': the 410 page. */
  expired_url: z.string(),
});
export type DomainSettings = z.infer<typeof domainSettingsSchema>;

/** A host name as links are stored under: lower case, no port, no trailing dot. */
export const hostnameOrEmpty = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'A domain name has at most 253 characters.')
  .refine(
    (value) =>
      value === '' ||
      /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/.test(
        value,
      ),
    'Enter a domain name such as links.example.com.',
  );

export const domainSettingsUpdateSchema = z
  .object({
    base_domain: hostnameOrEmpty,
    other_domain: hostnameOrEmpty,
    expired_url: z.union([z.literal(''), destinationSchema]),
  })
  .partial()
  .strict();
export type DomainSettingsUpdate = z.infer<typeof domainSettingsUpdateSchema>;

// Custom domains: a customer's own host name, proven by a DNS TXT record (issue #19).

export const maxHostnameLength = 253;
const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const dottedQuad = /^\d+\.\d+\.\d+\.\d+$/;

/** What a typed host name is for: a custom domain (/domains) or a domain to watch (/check-domains). */
export type HostnameSubject = 'custom' | 'watched';

/** The refusals that name what the host name is for; the others read the same for both. */
const subjectWords: Record<HostnameSubject, { notOnlyName: string; ipAddress: string; notFull: string }> = {
  custom: {
    notOnlyName: 'Enter only the domain name, such as links.example.com, without http:// or a path.',
    ipAddress: 'An IP address cannot be a custom domain: enter a domain name.',
    notFull: 'Enter a full domain name, such as links.example.com.',
  },
  watched: {
    notOnlyName: 'Enter only the domain name, such as shop.example.com, without a path.',
    ipAddress: 'Domain checks watch domain names, not IP addresses: enter a domain name.',
    notFull: 'Enter a full domain name to watch, such as shop.example.com.',
  },
};

/**
 * A custom domain (or a domain to watch) as typed, as the ASCII host name it is stored under
 * (internationalised names in punycode, lower case, no trailing dot), or why it cannot be one. The
 * product's own short domains are the server's to refuse: only it knows them.
 */
export function parseCustomHostname(
  input: string,
  subject: HostnameSubject = 'custom',
): { hostname: string } | { problem: string } {
  const words = subjectWords[subject];
  const value = input.trim().replace(/\.$/, '');
  if (value === '') return { problem: 'Enter a domain name.' };
  if (/[\s/?#@\\]/.test(value) || value.includes('://')) return { problem: words.notOnlyName };
  if (value.startsWith('[') || (value.match(/:/g) ?? []).length > 1) return { problem: words.ipAddress };
  if (value.includes(':')) return { problem: 'Leave out the port: enter only the domain name.' };
  let hostname: string;
  try {
    // The URL parser's IDNA processing: Unicode names to punycode, full-width dots and letters mapped.
    hostname = new URL(`http://${value}`).hostname.replace(/\.$/, '');
  } catch {
    return { problem: 'This is not a valid domain name.' };
  }
  if (dottedQuad.test(hostname)) return { problem: words.ipAddress };
  if (hostname.length > maxHostnameLength)
    return { problem: `A domain name has at most ${maxHostnameLength} characters.` };
  const labels = hostname.split('.');
  if (!labels.every((part) => label.test(part)))
    return {
      problem:
        'Each part between dots may have 1 to 63 letters, digits or dashes, and cannot start or end with a dash.',
    };
  const top = labels[labels.length - 1]!;
  if (labels.length < 2 || /^\d+$/.test(top) || top === 'localhost') return { problem: words.notFull };
  return { hostname };
}

export const customHostnameSchema = z.string().transform((value, context) => {
  const parsed = parseCustomHostname(value);
  if ('problem' in parsed) {
    context.addIssue({ code: 'custom', message: parsed.problem });
    return z.NEVER;
  }
  return parsed.hostname;
});

/** A stored (ASCII) host name as people read it: punycode labels in their own script. */
export function displayHostname(hostname: string): string {
  try {
    return toUnicode(hostname);
  } catch {
    return hostname;
  }
}

export const customDomainStatuses = ['pending', 'verified', 'failed'] as const;
export type CustomDomainStatusName = (typeof customDomainStatuses)[number];

/** The TXT record that proves a domain: its name and what it must hold. */
export const proofRecordName = (hostname: string) => `_ringkas.${hostname}`;
export const proofRecordValue = (token: string) => `ringkas-verify=${token}`;

/** One DNS record the owner creates at their DNS provider. */
export const dnsRecordSchema = z.object({
  type: z.enum(['TXT', 'CNAME', 'A', 'AAAA']),
  name: z.string(),
  value: z.string(),
  /** What the record is for, in the page's words. */
  purpose: z.enum(['proof', 'routing']),
});
export type DnsRecord = z.infer<typeof dnsRecordSchema>;

//   GET    /api/domains                 the account's custom domains, with the records to create
//   POST   /api/domains                 add one ({ hostname }): pending until proven
//   GET    /api/domains/:id             one
//   PATCH  /api/domains/:id             root and not-found URLs
//   POST   /api/domains/:id/verify      "Verify now"
//   POST   /api/domains/:id/move-links  move its links to another of the owner's domains
//   DELETE /api/domains/:id             refused while links use it: 409, fields.links = their count
//   GET    /api/domains/tls-ask?domain= 200 for a name this server may get a certificate for
export const customDomainSchema = z
  .object({
    id: z.string(),
    /** ASCII (punycode), as links store it. */
    hostname: z.string(),
    /** As people read it (shared/domains.ts displayHostname). */
    display_hostname: z.string(),
    status: z.enum(customDomainStatuses),
    records: z.array(dnsRecordSchema),
    root_url: z.string().nullable(),
    not_found_url: z.string().nullable(),
    /** Where an expired link on the domain goes when it has none of its own; null: the 410 page. */
    expired_url: z.string().nullable(),
    /**
     * Why the last check did not prove it; null when it did, or before the first. A verified domain
     * carries one while its TXT record is missing (it fails after 3 days of that).
     */
    last_error: z.string().nullable(),
    checked_at: z.string().nullable(),
    next_check_at: z.string().nullable(),
    verified_at: z.string().nullable(),
    created_at: z.string(),
    link_count: z.number().int(),
  })
  .meta({
    id: 'CustomDomain',
    examples: [
      {
        id: '7d2e4c10-5b3a-4f8e-a1c9-2e6b8d4f0a37',
        hostname: 'links.shop.example.com',
        display_hostname: 'links.shop.example.com',
        status: 'verified',
        records: [
          {
            type: 'TXT',
            name: '_ringkas.links.shop.example.com',
            value: 'ringkas-verify=Q3v9xL2mT8kR4wZp',
            purpose: 'proof',
          },
          { type: 'CNAME', name: 'links.shop.example.com', value: 'go.example.com', purpose: 'routing' },
        ],
        root_url: 'https://shop.example.com',
        not_found_url: null,
        expired_url: null,
        last_error: null,
        checked_at: '2026-05-04T08:00:00.000Z',
        next_check_at: '2026-05-05T08:00:00.000Z',
        verified_at: '2026-03-02T09:12:00.000Z',
        created_at: '2026-03-02T09:00:00.000Z',
        link_count: 12,
      },
    ],
  });
export type CustomDomain = z.infer<typeof customDomainSchema>;

export const customDomainListSchema = z
  .object({
    domains: z.array(customDomainSchema),
    /** The plan's limit (null: unlimited) and how many the account has. */
    limit: z.number().int().nullable().meta({ description: "The plan's limit; null: unlimited." }),
    used: z.number().int(),
  })
  .meta({
    id: 'CustomDomainList',
    examples: [
      {
        domains: [
          {
            id: '7d2e4c10-5b3a-4f8e-a1c9-2e6b8d4f0a37',
            hostname: 'links.shop.example.com',
            display_hostname: 'links.shop.example.com',
            status: 'verified',
            records: [
              {
                type: 'TXT',
                name: '_ringkas.links.shop.example.com',
                value: 'ringkas-verify=Q3v9xL2mT8kR4wZp',
                purpose: 'proof',
              },
              { type: 'CNAME', name: 'links.shop.example.com', value: 'go.example.com', purpose: 'routing' },
            ],
            root_url: 'https://shop.example.com',
            not_found_url: null,
            expired_url: null,
            last_error: null,
            checked_at: '2026-05-04T08:00:00.000Z',
            next_check_at: '2026-05-05T08:00:00.000Z',
            verified_at: '2026-03-02T09:12:00.000Z',
            created_at: '2026-03-02T09:00:00.000Z',
            link_count: 12,
          },
        ],
        limit: 3,
        used: 1,
      },
    ],
  });
export type CustomDomainList = z.infer<typeof customDomainListSchema>;

export const addCustomDomainSchema = z
  .object({ hostname: customHostnameSchema })
  .strict()
  .meta({ examples: [{ hostname: 'links.shop.example.com' }] });

/** A link destination's rules (shared/links.ts); empty or null: none. */
const optionalUrl = z.union([z.null(), z.literal('').transform(() => null), destinationSchema]);

export const updateCustomDomainSchema = z
  .object({ root_url: optionalUrl, not_found_url: optionalUrl, expired_url: optionalUrl })
  .partial()
  .strict()
  .meta({ examples: [{ root_url: 'https://shop.example.com', not_found_url: null }] });
export type UpdateCustomDomain = z.infer<typeof updateCustomDomainSchema>;

export const moveLinksSchema = z
  .object({ to_domain: z.string().trim().toLowerCase().min(1, 'Choose a domain.') })
  .strict()
  .meta({ examples: [{ to_domain: 'go.example.com' }] });
