import { z } from 'zod';
import { singleLine } from './text';

// Importing links from a CSV file and exporting them to one: the API's contracts and the bounds
// both sides show. An import is uploaded (the server checks every row and answers a preview; nothing
// is created), confirmed (a job creates the valid rows in batches), and polled until it is done.

/** The largest file taken: 5 MB of CSV text (UTF-8). */
export const maxImportBytes = 5 * 1024 * 1024;
/** The most links one file may hold (the header row not counted). */
export const maxImportRows = 10_000;
/** Rows of the preview shown as they will be created. */
export const importSampleSize = 20;

export const createLinkImportSchema = z
  .object({
    /** The file's name as picked (shown back; a name that is not .csv, .tsv or .txt is refused). */
    file_name: singleLine(255).optional(),
    /** The file's text (UTF-8). */
    csv: z.string(),
  })
  .meta({
    examples: [
      {
        file_name: 'links.csv',
        csv: 'destination,alias,title\nhttps://shop.example.com/sale,spring-sale,Spring sale\n',
      },
    ],
  });

export type CreateLinkImport = z.infer<typeof createLinkImportSchema>;

export const linkImportStates = ['preview', 'queued', 'running', 'done', 'failed'] as const;
export type LinkImportState = (typeof linkImportStates)[number];

/** A row as it will be created. */
export const importRowSchema = z.object({
  /** The row number as a spreadsheet shows it: the header is row 1, the first link row 2. */
  row: z.number().int(),
  destination_url: z.string(),
  /** The alias it keeps; null: a code is generated. */
  code: z.string().nullable(),
  domain: z.string(),
  title: z.string().nullable(),
  expires_at: z.string().nullable(),
});

export type ImportRow = z.infer<typeof importRowSchema>;

/** Why a row is not created: its row number, the column (as named in the file) and the reason. */
export const importProblemSchema = z.object({
  row: z.number().int(),
  /** The file's column name; `row` for the row as a whole, `limit` for the plan's link limit. */
  field: z.string(),
  message: z.string(),
});

export type ImportProblem = z.infer<typeof importProblemSchema>;

export const linkImportSchema = z.object({
  id: z.string(),
  state: z.enum(linkImportStates),
  file_name: z.string().nullable(),
  /** Which column of the file gives each field: { destination_url: "long_url", ... }. */
  columns: z.record(z.string(), z.string()),
  /** Columns of the file that are not read. */
  ignored_columns: z.array(z.string()),
  /** Link rows in the file (blank lines not counted). */
  total_rows: z.number().int(),
  /** Rows that passed every check in the preview. */
  valid_rows: z.number().int(),
  invalid_rows: z.number().int(),
  /** The plan's link limit; null: unlimited. */
  plan_limit: z.number().int().nullable(),
  /** Valid rows past the plan's limit when the preview was made: they will not be created. */
  over_limit: z.number().int(),
  /** The codes of the other service's short links are not kept: the plan has no custom aliases. */
  codes_replaced: z.boolean(),
  /** The first valid rows as they will be created (preview only). */
  sample: z.array(importRowSchema),
  /** Every row not created and why; complete in the preview and once finished, empty meanwhile. */
  problems: z.array(importProblemSchema),
  problem_count: z.number().int(),
  /** Valid rows the job has settled so far (created, refused or past the limit). */
  processed: z.number().int(),
  created: z.number().int(),
  /** Rows refused while creating (an alias taken meanwhile, a plan change). */
  failed: z.number().int(),
  /** Rows not created because the plan's link limit was reached. */
  skipped_for_limit: z.number().int(),
  limit_reached: z.boolean(),
  /** Why a failed import stopped. */
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});

export type LinkImport = z.infer<typeof linkImportSchema>;

/** How far an import is, 0 to 100. */
export function importPercent(item: Pick<LinkImport, 'state' | 'processed' | 'valid_rows'>): number {
  if (item.state === 'done') return 100;
  if (item.valid_rows === 0) return 0;
  return Math.min(100, Math.floor((item.processed / item.valid_rows) * 100));
}

/** The export's columns, in order. */
export const exportColumns = [
  'code',
  'short_url',
  'destination',
  'title',
  'domain',
  'created',
  'expiry',
  'active',
  'clicks',
  'tags',
  'folder',
] as const;
