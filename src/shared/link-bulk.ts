import { z } from 'zod';
import { folderIdSchema, maxTagsPerLink, tagIdSchema } from './link-tags';
import { linkFilterSchema } from './links';

// Bulk actions on links (ADR 0027): on the rows chosen, or on every link a filter selects (the
// list's own filter). Up to 1,000 links the answer is the finished report; past that the action
// runs as a job whose progress GET /api/links/bulk/:id reports. Each batch of at most 500 links
// is one transaction.

export const bulkActions = [
  'enable',
  'disable',
  'delete',
  'move_folder',
  'add_tags',
  'remove_tags',
  'change_domain',
] as const;
export type BulkAction = (typeof bulkActions)[number];

/** Links a bulk action answers with its report rather than a job. */
export const bulkInlineLimit = 1_000;
/** Links one bulk action may take: a filter selecting more is refused, to be narrowed. */
export const bulkMaxLinks = 100_000;
/** Links chosen one by one (the rows of the list's pages). */
export const bulkMaxIds = 1_000;
/**
 * Links chosen one by one that an export names in its address (37 characters each keep it well
 * inside the server's 16 KB of request head); more are exported through the filter.
 */
export const exportMaxIds = 300;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const bulkRequestSchema = z
  .object({
    action: z.enum(bulkActions, { error: `Choose one of ${bulkActions.join(', ')}.` }),
    ids: z
      .array(z.string().regex(uuid, 'Choose links of this workspace.'))
      .min(1, 'Choose at least one link.')
      .max(bulkMaxIds, `Choose at most ${bulkMaxIds} links, or act on the filter.`)
      .optional()
      .meta({ description: 'The links chosen; or give `filter`.' }),
    filter: linkFilterSchema
      .omit({ tag_mode: true })
      .extend({ tag_mode: z.enum(['any', 'all'], { error: 'Use any or all.' }).optional() })
      .strict()
      .optional()
      .meta({ description: 'Every link the list would show with these query parameters.' }),
    folder_id: folderIdSchema
      .nullable()
      .optional()
      .meta({ description: 'move_folder: the folder, or null for none.' }),
    tag_ids: z
      .array(tagIdSchema)
      .min(1, 'Choose at least one tag.')
      .max(maxTagsPerLink, `Use at most ${maxTagsPerLink} tags on a link.`)
      .optional()
      .meta({ description: 'add_tags and remove_tags: the tags.' }),
    domain: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, 'Choose a domain.')
      .max(253)
      .optional()
      .meta({ description: 'change_domain: one of the domains links may use.' }),
  })
  .strict()
  .superRefine((body, context) => {
    const need = (field: 'folder_id' | 'tag_ids' | 'domain', message: string) => {
      if (body[field] === undefined) context.addIssue({ code: 'custom', path: [field], message });
    };
    if ((body.ids === undefined) === (body.filter === undefined))
      context.addIssue({ code: 'custom', path: ['ids'], message: 'Choose links, or act on the filter.' });
    if (body.action === 'move_folder') need('folder_id', 'Choose a folder, or no folder.');
    if (body.action === 'add_tags' || body.action === 'remove_tags')
      need('tag_ids', 'Choose at least one tag.');
    if (body.action === 'change_domain') need('domain', 'Choose a domain.');
  })
  .meta({
    examples: [
      { action: 'move_folder', filter: { tags: '9b1d4c2e-7a3f-4e8b-b5c6-1d2e3f4a5b6c' }, folder_id: null },
      { action: 'disable', ids: ['3f6c1a52-8d4e-4b7a-9c2e-5f1d0a7b8e94'] },
    ],
  });
export type BulkRequest = z.infer<typeof bulkRequestSchema>;

/** Why a link was left alone. */
export const bulkSkipSchema = z.object({
  id: z.string(),
  /** The short link as it stays. */
  link: z.string(),
  reason: z.string(),
});
export type BulkSkip = z.infer<typeof bulkSkipSchema>;

export const bulkStates = ['queued', 'running', 'done', 'failed'] as const;

export const bulkJobSchema = z
  .object({
    id: z.string(),
    action: z.enum(bulkActions),
    state: z.enum(bulkStates),
    total: z.number().int(),
    processed: z.number().int().meta({ description: 'Links settled so far (done or skipped).' }),
    done: z.number().int(),
    skipped: z.array(bulkSkipSchema),
    error: z.string().nullable(),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .meta({
    id: 'BulkAction',
    examples: [
      {
        id: '7e2b9c41-5a6d-4f3e-8b1a-2c4d6e8f0a1b',
        action: 'change_domain',
        state: 'done',
        total: 3,
        processed: 3,
        done: 2,
        skipped: [
          {
            id: '3f6c1a52-8d4e-4b7a-9c2e-5f1d0a7b8e94',
            link: 'https://go.example.com/spring-sale',
            reason: 'The code spring-sale is already used on links.shop.example.com.',
          },
        ],
        error: null,
        created_at: '2026-03-02T08:15:00.000Z',
        finished_at: '2026-03-02T08:15:01.000Z',
      },
    ],
  });
export type BulkJob = z.infer<typeof bulkJobSchema>;
