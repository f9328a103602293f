import {
  maxFoldersPerWorkspace,
  maxTagsPerWorkspace,
  type CreateFolder,
  type CreateTag,
  type Folder,
  type FolderList,
  type Tag,
  type TagColor,
  type TagList,
  type UpdateTag,
} from '../../../../shared/link-tags';
import { conflict, notFound, validationFailed } from '../../../platform/http/app-error';
import type { Actor } from '../../../platform/http/principal';
import { NameTakenError, type FolderRow, type TagRow, type TagsRepo } from './tags.repo';

// /api/tags and /api/folders: a workspace's tags (many per link, a colour each) and folders (one
// per link). Another workspace's tag or folder is "not found", whoever asks.

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const tagTaken = (name: string) => `A tag named ${name} already exists. Choose another name.`;
const folderTaken = (name: string) => `A folder named ${name} already exists. Choose another name.`;
/** Colours handed out in turn to tags made without one (by typing in the link editor). */
const defaultColors: TagColor[] = [
  'blue',
  'green',
  'orange',
  'purple',
  'pink',
  'teal',
  'red',
  'yellow',
  'gray',
];

function toTag(row: TagRow, links: number): Tag {
  return { id: row.id, name: row.name, color: row.color, links, created_at: row.createdAt.toISOString() };
}

function toFolder(row: FolderRow, links: number): Folder {
  return { id: row.id, name: row.name, links, created_at: row.createdAt.toISOString() };
}

async function renamed<T>(write: () => Promise<T>, field: string, taken: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof NameTakenError) throw validationFailed({ [field]: taken });
    throw error;
  }
}

export function createTagsService(repo: TagsRepo) {
  async function tagOf(actor: Actor, id: string): Promise<TagRow> {
    const row = uuid.test(id) ? await repo.findTag(actor.workspaceId, id) : null;
    if (!row) throw notFound('Tag');
    return row;
  }
  async function folderOf(actor: Actor, id: string): Promise<FolderRow> {
    const row = uuid.test(id) ? await repo.findFolder(actor.workspaceId, id) : null;
    if (!row) throw notFound('Folder');
    return row;
  }

  return {
    async listTags(actor: Actor): Promise<TagList> {
      return { items: (await repo.listTags(actor.workspaceId)).map((row) => toTag(row, row.links)) };
    },

    async createTag(actor: Actor, input: CreateTag): Promise<Tag> {
      const existing = await repo.countTags(actor.workspaceId);
      if (existing >= maxTagsPerWorkspace) {
        throw conflict(`A workspace has at most ${maxTagsPerWorkspace} tags. Merge or delete some first.`);
      }
      const color = input.color ?? defaultColors[existing % defaultColors.length]!;
      const row = await renamed(
        () => repo.insertTag({ workspaceId: actor.workspaceId, name: input.name, color }),
        'name',
        tagTaken(input.name),
      );
      return toTag(row, 0);
    },

    async updateTag(actor: Actor, id: string, patch: UpdateTag): Promise<Tag> {
      const current = await tagOf(actor, id);
      if (patch.name === undefined && patch.color === undefined)
        return toTag(current, await repo.countLinksOfTag(id));
      const row = await renamed(
        () => repo.updateTag(actor.workspaceId, id, patch),
        'name',
        tagTaken(patch.name ?? ''),
      );
      if (!row) throw notFound('Tag');
      return toTag(row, await repo.countLinksOfTag(id));
    },

    /** Every link of the tag gets `into` instead; the tag goes. Answers the tag that stays. */
    async mergeTag(actor: Actor, id: string, into: string): Promise<Tag> {
      await tagOf(actor, id);
      if (into.toLowerCase() === id.toLowerCase()) {
        throw validationFailed({ into: 'Choose another tag to merge into.' });
      }
      const kept = await repo.findTag(actor.workspaceId, into);
      if (!kept) throw validationFailed({ into: 'Choose one of the tags of this workspace.' });
      await repo.mergeTag(id, kept.id);
      return toTag(kept, await repo.countLinksOfTag(kept.id));
    },

    async deleteTag(actor: Actor, id: string): Promise<void> {
      await tagOf(actor, id);
      if (!(await repo.deleteTag(actor.workspaceId, id))) throw notFound('Tag');
    },

    async listFolders(actor: Actor): Promise<FolderList> {
      const [rows, unfiled] = await Promise.all([
        repo.listFolders(actor.workspaceId),
        repo.countUnfiled(actor.workspaceId),
      ]);
      return { items: rows.map((row) => toFolder(row, row.links)), unfiled };
    },

    async createFolder(actor: Actor, input: CreateFolder): Promise<Folder> {
      if ((await repo.countFolders(actor.workspaceId)) >= maxFoldersPerWorkspace) {
        throw conflict(`A workspace has at most ${maxFoldersPerWorkspace} folders. Delete some first.`);
      }
      const row = await renamed(
        () => repo.insertFolder({ workspaceId: actor.workspaceId, name: input.name }),
        'name',
        folderTaken(input.name),
      );
      return toFolder(row, 0);
    },

    async renameFolder(actor: Actor, id: string, input: CreateFolder): Promise<Folder> {
      await folderOf(actor, id);
      const row = await renamed(
        () => repo.renameFolder(actor.workspaceId, id, input.name),
        'name',
        folderTaken(input.name),
      );
      if (!row) throw notFound('Folder');
      return toFolder(row, await repo.countLinksInFolder(actor.workspaceId, id));
    },

    async deleteFolder(actor: Actor, id: string): Promise<void> {
      await folderOf(actor, id);
      if (!(await repo.deleteFolder(actor.workspaceId, id))) throw notFound('Folder');
    },
  };
}

export type TagsService = ReturnType<typeof createTagsService>;

/**
 * Refusals, by field, of the tags and folder a link is given: each must be the workspace's.
 * Empty when all are.
 */
export async function attachProblems(
  repo: Pick<TagsRepo, 'existingTagIds' | 'findFolder'>,
  workspaceId: string,
  input: { tag_ids?: string[] | undefined; folder_id?: string | null | undefined },
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  if (input.tag_ids && input.tag_ids.length > 0) {
    const known = await repo.existingTagIds(workspaceId, input.tag_ids);
    if (input.tag_ids.some((id) => !known.has(id.toLowerCase())))
      fields.tag_ids = 'Choose one of the tags of this workspace.';
  }
  if (input.folder_id && !(await repo.findFolder(workspaceId, input.folder_id)))
    fields.folder_id = 'Choose one of the folders of this workspace.';
  return fields;
}
