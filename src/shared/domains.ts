import { toUnicode } from 'punycode/punycode.es6.js';
import { z } from 'zod';

// The short domains open to every user: the admin's base_domain (the default for new links) and
// other_domain, stored as rows of admin_settings (the spec's keys) and owned by the domains module.
//   GET /api/admin/domain-settings   the two settings (admin)
//   PUT /api/admin/domain-settings   change them (admin; only the keys given)
//   GET /api/links/domains           the short domains a new link may use (signed in)

export const domainSettingsDefaults = { base_domain: '', other_domain: '' } as const;

export const domainSettingsSchema = z.object({ base_domain: z.string(), other_domain: z.string() });
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
  .object({ base_domain: hostnameOrEmpty, other_domain: hostnameOrEmpty })
  .partial()
  .strict();
export type DomainSettingsUpdate = z.infer<typeof domainSettingsUpdateSchema>;

// Custom domains: a customer's own host name, proven by a DNS TXT record (issue #19).

export const maxHostnameLength = 253;
const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const dottedQuad = /^\d+\.\d+\.\d+\.\d+$/;

/**
 * A custom domain as typed, as the ASCII host name it is stored under (internationalised names
 * in punycode, lower case, no trailing dot), or why it cannot be one. The product's own short
 * domains are the server's to refuse: only it knows them.
 */
export function parseCustomHostname(input: string): { hostname: string } | { problem: string } {
  const value = input.trim().replace(/\.$/, '');
  if (value === '') return { problem: 'Enter a domain name.' };
  if (/[\s/?#@\\]/.test(value) || value.includes('://'))
    return { problem: 'Enter only the domain name, such as links.example.com, without http:// or a path.' };
  if (value.startsWith('[') || (value.match(/:/g) ?? []).length > 1)
    return { problem: 'An IP address cannot be a custom domain: enter a domain name.' };
  if (value.includes(':')) return { problem: 'Leave out the port: enter only the domain name.' };
  let hostname: string;
  try {
    // The URL parser's IDNA processing: Unicode names to punycode, full-width dots and letters mapped.
    hostname = new URL(`http://${value}`).hostname.replace(/\.$/, '');
  } catch {
    return { problem: 'This is not a valid domain name.' };
  }
  if (dottedQuad.test(hostname))
    return { problem: 'An IP address cannot be a custom domain: enter a domain name.' };
  if (hostname.length > maxHostnameLength)
    return { problem: `A domain name has at most ${maxHostnameLength} characters.` };
  const labels = hostname.split('.');
  if (!labels.every((part) => label.test(part)))
    return {
      problem:
        'Each part between dots may have 1 to 63 letters, digits or dashes, and cannot start or end with a dash.',
    };
  const top = labels[labels.length - 1]!;
  if (labels.length < 2 || /^\d+$/.test(top) || top === 'localhost')
    return { problem: 'Enter a full domain name, such as links.example.com.' };
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
