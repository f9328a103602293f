import { z } from 'zod';
import { singleLine } from './text';

// Tags and folders: how a workspace organises its links (ADR 0027). Tags are many per link, with a
// colour from a fixed palette; a link sits in at most one folder. Names are unique per workspace
// without regard to case. The server enforces every rule here.

/** The palette a tag's colour comes from (the web maps each to a light and a dark shade). */
export const tagColors = [
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'purple',
  'pink',
] as const;
export type TagColor = (typeof tagColors)[number];

export const maxTagNameLength = 40;
export const maxFolderNameLength = 60;
/** Tags and folders a workspace may have: enough for any real scheme, bounded for the pickers. */
export const maxTagsPerWorkspace = 500;
export const maxFoldersPerWorkspace = 200;
/** Tags one link may carry. */
export const maxTagsPerLink = 20;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const tagIdSchema = z.string().regex(uuid, 'Choose one of the tags of this workspace.');
export const folderIdSchema = z.string().regex(uuid, 'Choose one of the folders of this workspace.');

// No comma: the CSV export lists a link's tags comma-separated, and the import reads them back.
export const tagNameSchema = singleLine(maxTagNameLength).pipe(
  z
    .string()
    .min(1, 'Enter a name for the tag.')
    .refine((name) => !name.includes(','), 'Leave commas out: they separate tags in CSV files.'),
);
export const folderNameSchema = singleLine(maxFolderNameLength).pipe(
  z.string().min(1, 'Enter a name for the folder.'),
);
const tagColor = z.enum(tagColors, { error: `Choose one of ${tagColors.join(', ')}.` });

export const createTagSchema = z
  .object({ name: tagNameSchema, color: tagColor.optional() })
  .strict()
  .meta({ examples: [{ name: 'Ramadan 2027', color: 'green' }] });
export type CreateTag = z.infer<typeof createTagSchema>;

export const updateTagSchema = z
  .object({ name: tagNameSchema, color: tagColor })
  .partial()
  .strict()
  .meta({ examples: [{ color: 'purple' }] });
export type UpdateTag = z.infer<typeof updateTagSchema>;

export const mergeTagSchema = z
  .object({ into: tagIdSchema.meta({ description: 'The tag that stays; this one goes.' }) })
  .strict()
  .meta({ examples: [{ into: '9b1d4c2e-7a3f-4e8b-b5c6-1d2e3f4a5b6c' }] });

/** A tag as a link carries it. */
export const linkTagSchema = z
  .object({ id: z.string(), name: z.string(), color: z.enum(tagColors) })
  .meta({ id: 'LinkTag' });
export type LinkTag = z.infer<typeof linkTagSchema>;

export const tagSchema = linkTagSchema
  .extend({
    links: z.number().int().meta({ description: 'How many links carry it.' }),
    created_at: z.string(),
  })
  .meta({
    id: 'Tag',
    examples: [
      {
        id: '9b1d4c2e-7a3f-4e8b-b5c6-1d2e3f4a5b6c',
        name: 'Ramadan 2027',
        color: 'green',
        links: 42,
        created_at: '2026-03-02T08:15:00.000Z',
      },
    ],
  });
export type Tag = z.infer<typeof tagSchema>;

export const tagListSchema = z.object({ items: z.array(tagSchema) }).meta({
  id: 'TagList',
  examples: [
    {
      items: [
        {
          id: '9b1d4c2e-7a3f-4e8b-b5c6-1d2e3f4a5b6c',
          name: 'Ramadan 2027',
          color: 'green',
          links: 42,
          created_at: '2026-03-02T08:15:00.000Z',
        },
      ],
    },
  ],
});
export type TagList = z.infer<typeof tagListSchema>;

export const createFolderSchema = z
  .object({ name: folderNameSchema })
  .strict()
  .meta({ examples: [{ name: 'Campaigns' }] });
export type CreateFolder = z.infer<typeof createFolderSchema>;
export const updateFolderSchema = createFolderSchema;

export const folderSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    links: z.number().int().meta({ description: 'How many links are in it.' }),
    created_at: z.string(),
  })
  .meta({
    id: 'Folder',
    examples: [
      {
        id: '5c2a8e1f-3b4d-4f6a-9e7c-0d1b2a3c4e5f',
        name: 'Campaigns',
        links: 12,
        created_at: '2026-03-02T08:15:00.000Z',
      },
    ],
  });
export type Folder = z.infer<typeof folderSchema>;

export const folderListSchema = z
  .object({
    items: z.array(folderSchema),
    /** Links in no folder. */
    unfiled: z.number().int().meta({ description: 'How many links are in no folder.' }),
  })
  .meta({
    id: 'FolderList',
    examples: [
      {
        items: [
          {
            id: '5c2a8e1f-3b4d-4f6a-9e7c-0d1b2a3c4e5f',
            name: 'Campaigns',
            links: 12,
            created_at: '2026-03-02T08:15:00.000Z',
          },
        ],
        unfiled: 230,
      },
    ],
  });
export type FolderList = z.infer<typeof folderListSchema>;
