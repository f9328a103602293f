import { folderIdSchema, tagIdSchema } from '../../../../shared/link-tags';
import { linkStates, type LinkState } from '../../../../shared/links';
import type { LinkListFilters } from '../../../lib/queries/links';
import { localInputToIso } from '../../../lib/local-time';

// The list's filters as the address bar keeps them (so a filtered list can be bookmarked, shared
// and reached from the tags page), and as GET /api/links takes them. Days are kept as the date
// inputs write them; the request asks for instants.

/** The address's names; `tags` and `folder` are the ones /shortlinks/tags links with. */
export const filterParams = [
  'tags',
  'tag_mode',
  'folder',
  'domain',
  'state',
  'created_from',
  'created_to',
] as const;
export type FilterParam = (typeof filterParams)[number];

/** Every name that selects links: the search and the filters (/analytics reads them too). */
export const selectionParams = ['q', ...filterParams] as const;

/** The selection in an address, alone: what opens /analytics over the same links. */
export function selectionSearch(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of selectionParams) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  return kept.toString();
}

export interface LinkFilters {
  tags: string[];
  tagMode: 'any' | 'all';
  /** A folder id, 'none', or null for every folder. */
  folder: string | null;
  domain: string | null;
  state: LinkState | null;
  /** Days, YYYY-MM-DD: the first and the last day the links were created on. */
  createdFrom: string | null;
  createdTo: string | null;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as a date input writes it; null for anything else (a mistyped address). */
export function validDay(value: string | null): string | null {
  if (value === null || !dayPattern.test(value)) return null;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? value : null;
}

/** The filters in the address; a value the API would refuse is left out rather than shown as an error. */
export function filtersFromParams(params: URLSearchParams): LinkFilters {
  const tags = (params.get('tags') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => tagIdSchema.safeParse(id).success);
  const folder = params.get('folder');
  const state = params.get('state');
  return {
    tags: [...new Set(tags)],
    tagMode: params.get('tag_mode') === 'all' ? 'all' : 'any',
    folder: folder === 'none' || folderIdSchema.safeParse(folder).success ? folder : null,
    domain: params.get('domain')?.trim().toLowerCase() || null,
    state: (linkStates as readonly (string | null)[]).includes(state) ? (state as LinkState) : null,
    createdFrom: validDay(params.get('created_from')),
    createdTo: validDay(params.get('created_to')),
  };
}

/** Whether any filter narrows the list (the search is not one of them). */
export function hasFilters(filters: LinkFilters): boolean {
  return (
    filters.tags.length > 0 ||
    filters.folder !== null ||
    filters.domain !== null ||
    filters.state !== null ||
    filters.createdFrom !== null ||
    filters.createdTo !== null
  );
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The local midnight that starts a day, as an instant with the local offset. */
export function dayStartIso(day: string): string | null {
  return localInputToIso(`${day}T00:00`);
}

/** The local midnight that ends a day (the next day's start), so the whole day is included. */
export function dayEndIso(day: string): string | null {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(year, month - 1, date + 1);
  return dayStartIso(`${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}`);
}

/** The filters as the list asks for them. */
export function listFiltersOf(filters: LinkFilters): LinkListFilters {
  return {
    tags: filters.tags,
    tagMode: filters.tagMode,
    folder: filters.folder,
    domain: filters.domain,
    state: filters.state,
    createdFrom: filters.createdFrom ? dayStartIso(filters.createdFrom) : null,
    createdTo: filters.createdTo ? dayEndIso(filters.createdTo) : null,
  };
}
