import type { Folder, FolderList, Tag, TagColor, TagList } from '../../shared/link-tags';

// Tags and folders as GET /api/tags and GET /api/folders answer them, for component tests.

let sequence = 0;

function nextId(kind: 'a' | 'b'): string {
  sequence += 1;
  return `00000000-0000-4000-${kind}000-${String(sequence).padStart(12, '0')}`;
}

export function makeTag(overrides: Partial<Tag> & { name?: string; color?: TagColor } = {}): Tag {
  const id = overrides.id ?? nextId('a');
  return {
    id,
    name: `Tag ${id.slice(-3)}`,
    color: 'gray',
    links: 0,
    created_at: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

/** The tags ordered by name, as the server lists them. */
export function makeTagList(items: Tag[]): TagList {
  return { items: [...items].sort((a, b) => a.name.localeCompare(b.name)) };
}

export function makeFolder(overrides: Partial<Folder> = {}): Folder {
  const id = overrides.id ?? nextId('b');
  return {
    id,
    name: `Folder ${id.slice(-3)}`,
    links: 0,
    created_at: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

export function makeFolderList(items: Folder[], unfiled = 0): FolderList {
  return { items: [...items].sort((a, b) => a.name.localeCompare(b.name)), unfiled };
}
