// Owned by modules/links.

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ImportProblem } from '../../../shared/link-import';
import type { BulkAction, BulkSkip } from '../../../shared/link-bulk';
import type { TagColor } from '../../../shared/link-tags';
import type { Targeting } from '../../../shared/targeting';
import type { QrDesign } from '../../../shared/qr-code';
import { workspaces } from './workspaces';
import { timeOrderedId } from './time-ordered-id';

export const shortlinks = pgTable(
  'shortlinks',
  {
    id: timeOrderedId(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The code after the slash: generated, or the custom alias. Case-sensitive. */
    shortUrl: text('short_url').notNull(),
    domain: text('domain').notNull(),
    destinationUrl: text('destination_url').notNull(),
    customAlias: text('custom_alias'),
    title: text('title'),
    clickCount: bigint('click_count', { mode: 'number' }).notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * The link expires once click_count reaches this; null: no cap. The redirect stops within one
     * flush of the ingest (ADR 0030).
     */
    maxClicks: integer('max_clicks'),
    /** Where the link goes once expired; null: its domain's expired URL, else the 410 page. */
    expiredUrl: text('expired_url'),
    /** Append the visitor's query string to the destination. */
    forwardQuery: boolean('forward_query').notNull().default(true),
    /** Show the /safe-redirect interstitial before leaving. */
    preview: boolean('preview').notNull().default(false),
    /**
     * Rules, rotator and fallback URL (shared/targeting.ts), checked by the links service before
     * they are written; null when the link has none, so the redirect's cache loads nothing more.
     */
    targeting: jsonb('targeting').$type<Targeting>(),
    /**
     * The visitor's password, hashed as account passwords are (scrypt, "salt:key"); null: none.
     * Never leaves the server: the API says only whether there is one.
     */
    passwordHash: text('password_hash'),
    /**
     * What social crawlers show of the link (ADR 0031); null each: none. The image is an https URL
     * or `upload:<id>` of link_preview_images.
     */
    socialTitle: text('social_title'),
    socialDescription: text('social_description'),
    socialImage: text('social_image'),
    /** How the link's QR code is drawn (shared/qr-code.ts); null: the default design. */
    qrDesign: jsonb('qr_design').$type<QrDesign>(),
    /** The visits that came through the link's QR code (its scan marker), bots excluded. */
    scanCount: integer('scan_count').notNull().default(0),
    /** At most one folder; deleting the folder leaves the link in none. */
    folderId: uuid('folder_id').references(() => linkFolders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shortlinks_domain_code_idx').on(table.domain, table.shortUrl),
    index('shortlinks_workspace_created_idx').on(table.workspaceId, table.createdAt),
    index('shortlinks_workspace_folder_created_idx').on(table.workspaceId, table.folderId, table.createdAt),
  ],
);

/**
 * How many links each workspace has, kept by triggers on shortlinks (drizzle/0027): the links
 * list's unfiltered total and the plan's limit read one row instead of counting every link. A
 * workspace without links may have no row (none counts as 0). Backups leave it out: loading the
 * links makes it again.
 */
export const workspaceLinkCounts = pgTable('workspace_link_counts', {
  workspaceId: text('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  links: integer('links').notNull().default(0),
});

/** A workspace's tags (shared/link-tags.ts): names unique without regard to case. */
export const linkTags = pgTable(
  'link_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').$type<TagColor>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('link_tags_workspace_name_idx').on(table.workspaceId, sql`lower(${table.name})`)],
);

/** Which link carries which tag (a tag filter reads the tag index, then the links by id). */
export const shortlinkTags = pgTable(
  'shortlink_tags',
  {
    linkId: uuid('link_id')
      .notNull()
      .references(() => shortlinks.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => linkTags.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.linkId, table.tagId] }),
    index('shortlink_tags_tag_idx').on(table.tagId, table.linkId),
  ],
);

/** A workspace's folders: a flat list, names unique without regard to case. */
export const linkFolders = pgTable(
  'link_folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('link_folders_workspace_name_idx').on(table.workspaceId, sql`lower(${table.name})`),
  ],
);

/** A row of an import still to be created, as the preview checked it. */
export interface PendingImportRow {
  /** The spreadsheet's row number (the header is row 1). */
  row: number;
  destinationUrl: string;
  /** null: a code is generated. */
  alias: string | null;
  /** The file's column the alias came from (what a refusal names). */
  aliasColumn: string | null;
  /** As the preview chose it (the file's, or the owner's default then). */
  domain: string;
  title: string | null;
  expiresAt: string | null;
  /** Tag names, made in the workspace when new (absent in rows stored before tags). */
  tags?: string[];
  /** A folder's name, made when new. */
  folder?: string | null;
}

/**
 * CSV imports (links-import.service.ts): the preview's valid rows wait in `rows` until the import
 * is confirmed; the job creates them a batch at a time, each batch committing with `processed`,
 * the counts and the problems it adds, so a run cut off goes on from where it stopped. `rows` is
 * emptied once the import is finished; the report (`problems`) stays.
 */
export const linkImports = pgTable(
  'link_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** preview -> queued -> running -> done | failed */
    state: text('state').notNull().default('preview'),
    fileName: text('file_name'),
    /** Which column of the file gives each field: { destination_url: "long_url" }. */
    columns: jsonb('columns').$type<Record<string, string>>().notNull(),
    ignoredColumns: jsonb('ignored_columns').$type<string[]>().notNull(),
    totalRows: integer('total_rows').notNull(),
    validRows: integer('valid_rows').notNull(),
    invalidRows: integer('invalid_rows').notNull(),
    planLimit: integer('plan_limit'),
    overLimit: integer('over_limit').notNull().default(0),
    codesReplaced: boolean('codes_replaced').notNull().default(false),
    rows: jsonb('rows').$type<PendingImportRow[]>(),
    /** Every row not created, and why: the preview's, then the job's. */
    problems: jsonb('problems').$type<ImportProblem[]>().notNull(),
    /** Rows of `rows` settled so far (created, refused, or past the limit). */
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    skippedForLimit: integer('skipped_for_limit').notNull().default(0),
    limitReached: boolean('limit_reached').notNull().default(false),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('link_imports_workspace_created_idx').on(table.workspaceId, table.createdAt)],
);

/** What a bulk action changes besides the links it names (shared/link-bulk.ts). */
export interface BulkActionParams {
  folderId?: string | null;
  tagIds?: string[];
  domain?: string;
}

/**
 * Bulk actions (bulk/): the links a selection or filter named when the action was confirmed, done
 * a batch at a time, each batch committing with `processed`, the counts and the links it skipped,
 * so a run cut off goes on from where it stopped. The report stays.
 */
export const linkBulkActions = pgTable(
  'link_bulk_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The account that confirmed it (kept as text: the report outlives the account). */
    actorId: text('actor_id').notNull(),
    action: text('action').$type<BulkAction>().notNull(),
    params: jsonb('params').$type<BulkActionParams>().notNull(),
    linkIds: jsonb('link_ids').$type<string[]>().notNull(),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    done: integer('done').notNull().default(0),
    skipped: jsonb('skipped').$type<BulkSkip[]>().notNull().default([]),
    /** queued -> running -> done | failed */
    state: text('state').notNull().default('queued'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('link_bulk_actions_workspace_created_idx').on(table.workspaceId, table.createdAt)],
);

/**
 * A workspace's saved UTM values (shared/utm.ts), picked on the link forms: names unique without
 * regard to case; a value not set is null.
 */
export const utmTemplates = pgTable(
  'utm_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    source: text('source'),
    medium: text('medium'),
    campaign: text('campaign'),
    term: text('term'),
    content: text('content'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('utm_templates_workspace_name_idx').on(table.workspaceId, sql`lower(${table.name})`),
  ],
);

/** PostgreSQL bytea as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Images uploaded for social previews, already cut to 1200x630 JPEG (ADR 0031). Kept by workspace;
 * served to anyone who has the id (crawlers fetch them).
 */
/**
 * Logos uploaded for QR codes (a design's `upload:<id>`): PNG, at most 512 px square, kept for the
 * workspace and drawn into its codes by the server.
 */
export const linkQrLogos = pgTable('link_qr_logos', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: text('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const linkPreviewImages = pgTable('link_preview_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: text('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
