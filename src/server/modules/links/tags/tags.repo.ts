import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { linkFolders, linkTags, shortlinks, shortlinkTags } from '../../../db/schema/links';
import {
  maxFoldersPerWorkspace,
  maxTagsPerWorkspace,
  type LinkTag,
  type TagColor,
} from '../../../../shared/link-tags';

// A workspace's tags and folders, and which links carry which tags.

export type TagRow = typeof linkTags.$inferSelect;
export type FolderRow = typeof linkFolders.$inferSelect;

/** Another tag or folder of the workspace already has this name (in any case). */
export class NameTakenError extends Error {}

async function insertOrNameTaken<T>(insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (isUniqueViolation(error)) throw new NameTakenError();
    throw error;
  }
}

function tagReads(db: Db) {
  return {
    async listTags(workspaceId: string): Promise<(TagRow & { links: number })[]> {
      return db
        .select({
          id: linkTags.id,
          workspaceId: linkTags.workspaceId,
          name: linkTags.name,
          color: linkTags.color,
          createdAt: linkTags.createdAt,
          // Spelled out: a column inside a select's sql is written without its table.
          links: sql<number>`(SELECT count(*)::int FROM shortlink_tags st WHERE st.tag_id = link_tags.id)`,
        })
        .from(linkTags)
        .where(eq(linkTags.workspaceId, workspaceId))
        .orderBy(asc(sql`lower(${linkTags.name})`));
    },

    async countTags(workspaceId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(linkTags)
        .where(eq(linkTags.workspaceId, workspaceId));
      return row?.n ?? 0;
    },

    async findTag(workspaceId: string, id: string): Promise<TagRow | null> {
      const [row] = await db
        .select()
        .from(linkTags)
        .where(and(eq(linkTags.workspaceId, workspaceId), eq(linkTags.id, id)));
      return row ?? null;
    },

    async findTagByName(workspaceId: string, name: string): Promise<TagRow | null> {
      const [row] = await db
        .select()
        .from(linkTags)
        .where(
          and(eq(linkTags.workspaceId, workspaceId), eq(sql`lower(${linkTags.name})`, name.toLowerCase())),
        );
      return row ?? null;
    },

    async countLinksOfTag(id: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(shortlinkTags).where(eq(shortlinkTags.tagId, id));
      return row?.n ?? 0;
    },

    /** Those of `ids` that are tags of the workspace. */
    async existingTagIds(workspaceId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: linkTags.id })
        .from(linkTags)
        .where(and(eq(linkTags.workspaceId, workspaceId), inArray(linkTags.id, ids)));
      return new Set(rows.map((row) => row.id));
    },

    /** Each link's tags, by name. */
    async tagsOfLinks(linkIds: string[]): Promise<Map<string, LinkTag[]>> {
      const tags = new Map<string, LinkTag[]>();
      if (linkIds.length === 0) return tags;
      const rows = await db
        .select({ linkId: shortlinkTags.linkId, id: linkTags.id, name: linkTags.name, color: linkTags.color })
        .from(shortlinkTags)
        .innerJoin(linkTags, eq(linkTags.id, shortlinkTags.tagId))
        .where(inArray(shortlinkTags.linkId, linkIds))
        .orderBy(asc(sql`lower(${linkTags.name})`));
      for (const { linkId, ...tag } of rows) {
        const list = tags.get(linkId);
        if (list) list.push(tag);
        else tags.set(linkId, [tag]);
      }
      return tags;
    },
  };
}

function tagWrites(db: Db) {
  return {
    insertTag(row: { workspaceId: string; name: string; color: TagColor }): Promise<TagRow> {
      return insertOrNameTaken(async () => {
        const [inserted] = await db.insert(linkTags).values(row).returning();
        return inserted!;
      });
    },

    updateTag(
      workspaceId: string,
      id: string,
      patch: { name?: string; color?: TagColor },
    ): Promise<TagRow | null> {
      return insertOrNameTaken(async () => {
        const [row] = await db
          .update(linkTags)
          .set(patch)
          .where(and(eq(linkTags.workspaceId, workspaceId), eq(linkTags.id, id)))
          .returning();
        return row ?? null;
      });
    },

    /** Every link of `from` gets `into` (once), then `from` goes, together. */
    async mergeTag(from: string, into: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          INSERT INTO shortlink_tags (link_id, tag_id)
          SELECT link_id, ${into}::uuid FROM shortlink_tags WHERE tag_id = ${from}::uuid
          ON CONFLICT DO NOTHING`);
        await tx.delete(linkTags).where(eq(linkTags.id, from));
      });
    },

    async deleteTag(workspaceId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(linkTags)
        .where(and(eq(linkTags.workspaceId, workspaceId), eq(linkTags.id, id)))
        .returning({ id: linkTags.id });
      return deleted.length > 0;
    },
  };
}

function folders(db: Db) {
  return {
    async listFolders(workspaceId: string): Promise<(FolderRow & { links: number })[]> {
      return db
        .select({
          id: linkFolders.id,
          workspaceId: linkFolders.workspaceId,
          name: linkFolders.name,
          createdAt: linkFolders.createdAt,
          links: sql<number>`(SELECT count(*)::int FROM shortlinks s
            WHERE s.workspace_id = link_folders.workspace_id AND s.folder_id = link_folders.id)`,
        })
        .from(linkFolders)
        .where(eq(linkFolders.workspaceId, workspaceId))
        .orderBy(asc(sql`lower(${linkFolders.name})`));
    },

    async countUnfiled(workspaceId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(shortlinks)
        .where(and(eq(shortlinks.workspaceId, workspaceId), isNull(shortlinks.folderId)));
      return row?.n ?? 0;
    },

    async countLinksInFolder(workspaceId: string, id: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(shortlinks)
        .where(and(eq(shortlinks.workspaceId, workspaceId), eq(shortlinks.folderId, id)));
      return row?.n ?? 0;
    },

    async countFolders(workspaceId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(linkFolders)
        .where(eq(linkFolders.workspaceId, workspaceId));
      return row?.n ?? 0;
    },

    async findFolder(workspaceId: string, id: string): Promise<FolderRow | null> {
      const [row] = await db
        .select()
        .from(linkFolders)
        .where(and(eq(linkFolders.workspaceId, workspaceId), eq(linkFolders.id, id)));
      return row ?? null;
    },

    insertFolder(row: { workspaceId: string; name: string }): Promise<FolderRow> {
      return insertOrNameTaken(async () => {
        const [inserted] = await db.insert(linkFolders).values(row).returning();
        return inserted!;
      });
    },

    renameFolder(workspaceId: string, id: string, name: string): Promise<FolderRow | null> {
      return insertOrNameTaken(async () => {
        const [row] = await db
          .update(linkFolders)
          .set({ name })
          .where(and(eq(linkFolders.workspaceId, workspaceId), eq(linkFolders.id, id)))
          .returning();
        return row ?? null;
      });
    },

    /** The folder goes; its links stay, in no folder (the foreign key sets them to null). */
    async deleteFolder(workspaceId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(linkFolders)
        .where(and(eq(linkFolders.workspaceId, workspaceId), eq(linkFolders.id, id)))
        .returning({ id: linkFolders.id });
      return deleted.length > 0;
    },
  };
}

/** Names as their rows' ids (by lower-case name), made first when new, within `room` new ones. */
async function ensureNamed(
  tx: Tx,
  table: 'link_tags' | 'link_folders',
  workspaceId: string,
  names: string[],
  limit: number,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (names.length === 0) return ids;
  const lower = names.map((name) => name.toLowerCase());
  const existing = await tx.execute<{ id: string; key: string; n: number }>(sql`
    SELECT id, lower(name) AS key, count(*) OVER ()::int AS n FROM ${sql.identifier(table)}
    WHERE workspace_id = ${workspaceId}`);
  for (const row of existing.rows) if (lower.includes(row.key)) ids.set(row.key, row.id);
  const room = limit - Number(existing.rows[0]?.n ?? 0);
  const missing = names.filter((name) => !ids.has(name.toLowerCase())).slice(0, Math.max(0, room));
  for (const name of missing) {
    const color = table === 'link_tags' ? sql`, ${'gray'}` : sql``;
    const inserted = await tx.execute<{ id: string }>(sql`
      INSERT INTO ${sql.identifier(table)} (workspace_id, name${table === 'link_tags' ? sql`, color` : sql``})
      VALUES (${workspaceId}, ${name}${color})
      ON CONFLICT (workspace_id, lower(name)) DO UPDATE SET name = ${sql.identifier(table)}.name
      RETURNING id`);
    ids.set(name.toLowerCase(), inserted.rows[0]!.id);
  }
  return ids;
}

/** What an import's batch writes of tags and folders, in its transaction. */
function importWrites() {
  return {
    /** The tags named, as ids by lower-case name; new ones made (grey) while the workspace has room. */
    ensureTagsIn: (tx: Tx, workspaceId: string, names: string[]) =>
      ensureNamed(tx, 'link_tags', workspaceId, names, maxTagsPerWorkspace),
    /** The folders named, as ids by lower-case name; new ones made while the workspace has room. */
    ensureFoldersIn: (tx: Tx, workspaceId: string, names: string[]) =>
      ensureNamed(tx, 'link_folders', workspaceId, names, maxFoldersPerWorkspace),
    async addLinkTagsIn(tx: Tx, pairs: { linkId: string; tagId: string }[]): Promise<void> {
      if (pairs.length > 0) await tx.insert(shortlinkTags).values(pairs).onConflictDoNothing();
    },
  };
}

export function createTagsRepo(db: Db) {
  return { ...tagReads(db), ...tagWrites(db), ...folders(db), ...importWrites() };
}

export type TagsRepo = ReturnType<typeof createTagsRepo>;
