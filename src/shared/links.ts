import { z } from 'zod';
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

const futureDate = z.iso.datetime({ offset: true, message: 'Enter a date and time.' }).nullable();

export const createLinkSchema = z
  .object({
    destination_url: destinationSchema,
    custom_alias: aliasSchema.optional().or(z.literal('').transform(() => undefined)),
    domain: z.string().trim().toLowerCase().max(253).optional(),
    title: singleLine(200).optional(),
    expires_at: futureDate.optional(),
    forward_query: z.boolean().optional(),
    preview: z.boolean().optional(),
  })
  .meta({
    examples: [
      {
        destination_url: 'https://shop.example.com/sale?utm_source=newsletter',
        custom_alias: 'spring-sale',
        title: 'Spring sale',
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
    is_active: z.boolean(),
    forward_query: z.boolean(),
    preview: z.boolean(),
    /** Another of the owner's domains (GET /api/links/domains); the code moves with the link. */
    domain: z.string().trim().toLowerCase().min(1, 'Choose a domain.').max(253),
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
    is_active: z.boolean(),
    expires_at: z.string().nullable(),
    forward_query: z.boolean(),
    preview: z.boolean(),
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
        is_active: true,
        expires_at: null,
        forward_query: false,
        preview: false,
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
            is_active: true,
            expires_at: null,
            forward_query: false,
            preview: false,
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

export const listLinksQuerySchema = z.object({
  page: z.coerce
    .number()
    .int()
    .min(1)
    .default(1)
    .meta({ description: 'From 1.', examples: [1] }),
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .meta({ description: 'Finds links whose URL, alias or title holds this.' }),
  all: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .meta({ description: "Admins only: every account's links." }),
});

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
