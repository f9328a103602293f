import { z } from 'zod';
import { folderIdSchema, linkTagSchema, maxTagsPerLink, tagIdSchema } from './link-tags';
import { savedQrDesignSchema } from './qr-code';
import { socialPreviewInputSchema, socialPreviewSchema } from './social-preview';
import { singleLine } from './text';

// Short links: the API's contracts and the rules both sides show. The server enforces every one.

export const generatedCodeLength = 7;
export const aliasPattern = /^[A-Za-z0-9_-]{3,64}$/;
export const maxDestinationLength = 2_048;
export const linksPageSize = 50;

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;
const controlMessage = 'Remove line breaks, tabs and other control characters.';
const notFullUrl = 'Enter a full URL starting with http:// or https://.';

/**
 * Why a destination, as typed, is not a URL we keep; null when it is one. Read on the text as sent:
 * the URL parser quietly drops tabs and line breaks and reads `http:///x` or `http:x` as host `x`,
 * so what it accepts is not always what was typed, nor what another reader of the link would see.
 */
export function destinationProblem(value: string): string | null {
  if (controlCharacter.test(value)) return controlMessage;
  if (/\s/.test(value)) return 'Remove the spaces: a URL cannot contain them (write %20).';
  // The authority as typed: a host must follow the two slashes, with no backslash for a slash.
  const authority = /^https?:\/\/([^/?#]*)/i.exec(value)?.[1] ?? '';
  const host = authority.slice(authority.lastIndexOf('@') + 1).replace(/:\d*$/, '');
  if (!host || authority.includes('\\')) return notFullUrl;
  try {
    const url = new URL(value);
    return url.hostname.length > 0 ? null : notFullUrl;
  } catch {
    return notFullUrl;
  }
}

export const destinationSchema = z
  .string()
  // Before trimming: a control character at either end is refused too, not quietly dropped.
  .refine((value) => !controlCharacter.test(value), controlMessage)
  .trim()
  .min(1, 'Enter the destination URL.')
  .max(maxDestinationLength, `Use at most ${maxDestinationLength} characters.`)
  .superRefine((value, context) => {
    const problem = destinationProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const aliasSchema = z
  .string()
  .trim()
  .regex(aliasPattern, 'Use 3 to 64 letters, digits, dashes or underscores.');

/** A link's visitor password (stored hashed; the API never answers with it). */
export const linkPasswordRules = { min: 4, max: 128 } as const;
export const linkPasswordSchema = z
  .string()
  .min(linkPasswordRules.min, `Use at least ${linkPasswordRules.min} characters.`)
  .max(linkPasswordRules.max, `Use at most ${linkPasswordRules.max} characters.`)
  .meta({ description: 'Visitors must enter it before they are sent on. Stored hashed; never returned.' });

/** A click cap: the link expires once this many clicks are counted. */
export const maxClicksLimit = 1_000_000_000;
export const maxClicksSchema = z
  .number({ error: 'Enter a whole number of clicks.' })
  .int('Enter a whole number of clicks.')
  .min(1, 'Allow at least 1 click.')
  .max(maxClicksLimit, `Use at most ${maxClicksLimit} clicks.`)
  .meta({ description: 'The link expires once it has counted this many clicks (bots are not counted).' });

/** Where an expired link goes instead of the "expired" page. */
const expiredUrlSchema = destinationSchema.meta({
  description: "Where visitors go once the link has expired; else its domain's, else a 410 page.",
});

const futureDate = z.iso.datetime({ offset: true, message: 'Enter a date and time.' }).nullable();

/** A link's tags, each once, as ids of the workspace's tags (POST /api/tags makes a new one). */
const tagIds = z
  .array(tagIdSchema)
  .max(maxTagsPerLink, `Use at most ${maxTagsPerLink} tags on a link.`)
  .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, 'Name each tag once.')
  .meta({ description: "Ids of the workspace's tags (at most 20)." });
const folderId = folderIdSchema
  .nullable()
  .meta({ description: "One of the workspace's folders; null: none." });

export const createLinkSchema = z
  .object({
    destination_url: destinationSchema,
    custom_alias: aliasSchema.optional().or(z.literal('').transform(() => undefined)),
    domain: z.string().trim().toLowerCase().max(253).optional(),
    title: singleLine(200).optional(),
    expires_at: futureDate.optional(),
    max_clicks: maxClicksSchema.optional(),
    expired_url: expiredUrlSchema.optional(),
    forward_query: z.boolean().optional(),
    preview: z.boolean().optional(),
    password: linkPasswordSchema.optional(),
    social_preview: socialPreviewInputSchema.optional(),
    tag_ids: tagIds.optional(),
    folder_id: folderId.optional(),
  })
  .meta({
    examples: [
      {
        destination_url: 'https://shop.example.com/sale?utm_source=newsletter',
        custom_alias: 'spring-sale',
        title: 'Spring sale',
        tag_ids: ['9b1d4c2e-7a3f-4e8b-b5c6-1d2e3f4a5b6c'],
      },
    ],
  });

export type CreateLink = z.infer<typeof createLinkSchema>;

export const updateLinkSchema = z
  .object({
    destination_url: destinationSchema,
    custom_alias: aliasSchema.nullable(),
    title: singleLine(200).nullable(),
    expires_at: futureDate,
    /** null: no cap. */
    max_clicks: maxClicksSchema.nullable(),
    expired_url: expiredUrlSchema.nullable(),
    is_active: z.boolean(),
    forward_query: z.boolean(),
    preview: z.boolean(),
    /** A new password, or null to remove it; left out: unchanged. */
    password: linkPasswordSchema.nullable(),
    /** Replaces the preview (empty parts filled from the destination); null removes it. */
    social_preview: socialPreviewInputSchema.nullable(),
    /** Another of the owner's domains (GET /api/links/domains); the code moves with the link. */
    domain: z.string().trim().toLowerCase().min(1, 'Choose a domain.').max(253),
    /** Replaces the link's tags. */
    tag_ids: tagIds,
    folder_id: folderId,
  })
  .partial()
  .strict()
  .meta({ examples: [{ destination_url: 'https://shop.example.com/summer', title: 'Summer sale' }] });

export type UpdateLink = z.infer<typeof updateLinkSchema>;

export const linkSchema = z
  .object({
    id: z.string(),
    user_id: z.string(),
    short_url: z.string().meta({ description: 'The short code: the path after the domain.' }),
    /** The full short link a visitor opens. */
    link: z.string().meta({ description: 'The full short link a visitor opens.' }),
    destination_url: z.string(),
    domain: z.string(),
    custom_alias: z.string().nullable(),
    title: z.string().nullable(),
    click_count: z.number().int(),
    /** The clicks that came through the link's QR code (bots excluded). */
    scan_count: z.number().int().meta({ description: "The clicks that came through the link's QR code." }),
    is_active: z.boolean(),
    expires_at: z.string().nullable(),
    max_clicks: z.number().int().nullable(),
    expired_url: z.string().nullable(),
    /** By its time or its click cap (the redirect's own test, as of the answer). */
    expired: z.boolean(),
    forward_query: z.boolean(),
    preview: z.boolean(),
    has_password: z.boolean().meta({ description: 'Whether visitors must enter a password.' }),
    social_preview: socialPreviewSchema.nullable(),
    /** Why the destination's tags could not fill the preview on the last save; null: they could, or were not asked. */
    social_preview_problem: z.string().nullable().optional(),
    /** How its QR code is drawn (PUT /api/links/:id/qr); null: the default design. */
    qr: savedQrDesignSchema.nullable(),
    tags: z.array(linkTagSchema).meta({ description: 'By name.' }),
    folder_id: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({
    id: 'Link',
    examples: [
      {
        id: '3f6c1a52-8d4e-4b7a-9c2e-5f1d0a7b8e94',
        user_id: 'u7GQ2mZkR4tWc9bN1sLx',
        short_url: 'spring-sale',
        link: 'https://go.example.com/spring-sale',
        destination_url: 'https://shop.example.com/sale?utm_source=newsletter',
        domain: 'go.example.com',
        custom_alias: 'spring-sale',
        title: 'Spring sale',
        click_count: 1204,
        scan_count: 310,
        is_active: true,
        expires_at: null,
        max_clicks: null,
        expired_url: null,
        expired: false,
        forward_query: false,
        preview: false,
        has_password: false,
        social_preview: null,
        qr: null,
        tags: [{ id: '9b1d4c2e-7a3f-4e8b-b5c6-1d2e3f4a5b6c', name: 'Ramadan 2027', color: 'green' }],
        folder_id: '5c2a8e1f-3b4d-4f6a-9e7c-0d1b2a3c4e5f',
        created_at: '2026-03-02T08:15:00.000Z',
        updated_at: '2026-03-02T08:15:00.000Z',
      },
    ],
  });

export type Link = z.infer<typeof linkSchema>;

export const linkListSchema = z
  .object({
    items: z.array(linkSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({
    id: 'LinkList',
    examples: [
      {
        items: [
          {
            id: '3f6c1a52-8d4e-4b7a-9c2e-5f1d0a7b8e94',
            user_id: 'u7GQ2mZkR4tWc9bN1sLx',
            short_url: 'spring-sale',
            link: 'https://go.example.com/spring-sale',
            destination_url: 'https://shop.example.com/sale?utm_source=newsletter',
            domain: 'go.example.com',
            custom_alias: 'spring-sale',
            title: 'Spring sale',
            click_count: 1204,
            scan_count: 310,
            is_active: true,
            expires_at: null,
            max_clicks: null,
            expired_url: null,
            expired: false,
            forward_query: false,
            preview: false,
            has_password: false,
            social_preview: null,
            qr: null,
            tags: [{ id: '9b1d4c2e-7a3f-4e8b-b5c6-1d2e3f4a5b6c', name: 'Ramadan 2027', color: 'green' }],
            folder_id: '5c2a8e1f-3b4d-4f6a-9e7c-0d1b2a3c4e5f',
            created_at: '2026-03-02T08:15:00.000Z',
            updated_at: '2026-03-02T08:15:00.000Z',
          },
        ],
        total: 1,
        page: 1,
        page_size: 50,
      },
    ],
  });

export type LinkList = z.infer<typeof linkListSchema>;

/** What a link may be, as the list filters it: expired wins over disabled. */
export const linkStates = ['active', 'disabled', 'expired'] as const;
export type LinkState = (typeof linkStates)[number];

const instant = z.iso.datetime({ offset: true, message: 'Enter a date and time.' });

/** Links with any of the filter's tags, or with all of them. */
export const tagModeSchema = z
  .enum(['any', 'all'], { error: 'Use any or all.' })
  .meta({ description: 'Links with any of the tags, or with all of them.' });

/**
 * The links a filter selects: the list, the CSV export, analytics and bulk actions read the same
 * one, so each gives the same set. Query parameters, so lists are comma-separated.
 */
export const linkFilterSchema = z.object({
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .meta({ description: 'Finds links whose URL, alias or title holds this.' }),
  tags: z
    .string()
    .max(1_000)
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id.length > 0),
    )
    .pipe(z.array(tagIdSchema).max(maxTagsPerLink, `Use at most ${maxTagsPerLink} tags on a link.`))
    .optional()
    .meta({ description: 'Tag ids, comma-separated.' }),
  tag_mode: tagModeSchema.default('any'),
  folder: z
    .union([folderIdSchema, z.literal('none')])
    .optional()
    .meta({ description: 'A folder id, or `none` for links in no folder.' }),
  domain: z.string().trim().toLowerCase().max(253).optional().meta({ description: 'A short domain.' }),
  state: z.enum(linkStates, { error: 'Use active, disabled or expired.' }).optional().meta({
    description: 'An expired link (by its time or its click cap) is expired whether enabled or not.',
  }),
  created_from: instant.optional().meta({ description: 'Created at or after this instant.' }),
  created_to: instant.optional().meta({ description: 'Created before this instant.' }),
});
export type LinkFilter = z.infer<typeof linkFilterSchema>;

export const listLinksQuerySchema = linkFilterSchema.extend({
  page: z.coerce
    .number()
    .int()
    .min(1)
    .default(1)
    .meta({ description: 'From 1.', examples: [1] }),
  all: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .meta({ description: "Admins only: every account's links." }),
});
export type ListLinksQuery = z.infer<typeof listLinksQuerySchema>;

export const shortDomainsSchema = z
  .object({
    domains: z.array(z.string()),
    default: z.string(),
    /** The server's own host name (a profile's default domain null means this one). */
    own: z.string().meta({ description: "The server's own host name." }),
  })
  .meta({
    id: 'LinkDomains',
    examples: [
      {
        domains: ['go.example.com', 'links.shop.example.com'],
        default: 'go.example.com',
        own: 'go.example.com',
      },
    ],
  });

export const linkPreviewSchema = z.object({
  destination_url: z.string(),
  title: z.string().nullable(),
  link: z.string(),
});
