import type { z } from 'zod';
import type { BulkAction, bulkRequestSchema } from '../../../../shared/link-bulk';
import { linksQueryString, type ListLinksParams } from '../../../lib/queries/links';

// What a bulk action acts on: the rows chosen, or every link the list's filter selects, sent as the
// list request sends it (minus the page) so that the action and the list read the same set.

/** POST /api/links/bulk's body as sent (the filter's tags still a comma-separated string). */
export type BulkBody = z.input<typeof bulkRequestSchema>;
export type BulkFilter = NonNullable<BulkBody['filter']>;

export type BulkTarget = { ids: string[] } | { filter: BulkFilter };

/** The value an action needs besides its links, by the body's own field. */
export type BulkValue = Pick<BulkBody, 'folder_id' | 'tag_ids' | 'domain'>;

/** The field each action that needs a value asks for in its dialog. */
export type ValueField = 'folder_id' | 'tag_ids' | 'domain';

const valueFields: Partial<Record<BulkAction, ValueField>> = {
  move_folder: 'folder_id',
  add_tags: 'tag_ids',
  remove_tags: 'tag_ids',
  change_domain: 'domain',
};

export function valueFieldOf(action: BulkAction): ValueField | null {
  return valueFields[action] ?? null;
}

/** The list's search and filters exactly as GET /api/links is asked for them, without the page. */
export function filterOf(params: Omit<ListLinksParams, 'page'>): BulkFilter {
  const query = linksQueryString({ ...params, page: 1 });
  query.delete('page');
  return Object.fromEntries(query) as BulkFilter;
}

export function bodyOf(action: BulkAction, target: BulkTarget, value: BulkValue = {}): BulkBody {
  return { action, ...target, ...value };
}

/**
 * The export's query: the ids chosen, comma-separated (commas left as they are: a long selection
 * makes a long address, and the ids, hex and dashes, need no escaping), or the filter's own
 * parameters.
 */
export function exportQuery(target: BulkTarget): string {
  if ('ids' in target) return `ids=${target.ids.map(encodeURIComponent).join(',')}`;
  return new URLSearchParams(target.filter as Record<string, string>).toString();
}

/** What the dialog's controls hold: a folder id, 'none' or '' (none chosen yet), tag ids, a domain. */
export interface ValueDraft {
  folder: string;
  tags: string[];
  domain: string;
}

export const emptyDraft: ValueDraft = { folder: '', tags: [], domain: '' };

/** The draft as the body's value; what is not chosen yet stays out, for the contract to refuse. */
export function valueOf(field: ValueField | null, draft: ValueDraft): BulkValue {
  if (field === 'folder_id') {
    if (draft.folder === '') return {};
    return { folder_id: draft.folder === 'none' ? null : draft.folder };
  }
  if (field === 'tag_ids') return { tag_ids: draft.tags };
  if (field === 'domain') return { domain: draft.domain };
  return {};
}

/**
 * Refusals by field (the contract's or the server's) split between the dialog's one control and
 * the rest (the links chosen, the filter), which are said beside the buttons.
 */
export function placeRefusals(
  fields: Partial<Record<string, string>>,
  field: ValueField | null,
): { field?: string; other?: string } {
  let own: string | undefined;
  const other: string[] = [];
  for (const [key, text] of Object.entries(fields)) {
    if (!text) continue;
    if (field && (key === field || key.startsWith(`${field}.`))) own ??= text;
    else other.push(text);
  }
  return { field: own, other: other.length > 0 ? other.join(' ') : undefined };
}
