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
