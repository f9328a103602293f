import type { z } from 'zod';
import {
  adminUsersQuerySchema,
  type AdminUserSort,
  type adminUsersPerPage,
} from '../../../../shared/admin-users';

// The list's search, filters, sort and page as the page keeps them in its address
// (?q=&plan=&admin=&disabled=&trial=&sort=&order=&page=&per_page=, and ?user=<id> for the open
// account), so a reload or a shared link shows the same list. The names are the API's own.

export type PerPage = (typeof adminUsersPerPage)[number];
export type SortOrder = 'asc' | 'desc';

export interface UsersListQuery {
  /** A part of an email, name or username. */
  q?: string | undefined;
  plan?: string | undefined;
  admin?: boolean | undefined;
  disabled?: boolean | undefined;
  /** On the free trial now. */
  trial?: boolean | undefined;
  sort: AdminUserSort;
  order: SortOrder;
  page: number;
  per_page: PerPage;
}

/** The list with nothing chosen: newest accounts first, 50 a page (the API's defaults). */
export const defaultListQuery: UsersListQuery = { sort: 'created_at', order: 'desc', page: 1, per_page: 50 };

/** The address's key for the account whose page is open. */
export const userParam = 'user';

const filterKeys = ['plan', 'admin', 'disabled', 'trial'] as const;
export type FilterKey = (typeof filterKeys)[number];

/** One field of the address judged by the API's own rule; anything it refuses is left out. */
function field<T>(rule: z.ZodType<T, unknown>, raw: string | null): T | undefined {
  const parsed = rule.safeParse(raw ?? undefined);
  return parsed.success ? parsed.data : undefined;
}

const rules = adminUsersQuerySchema.shape;

/** The list in the page's address; anything unknown or invalid falls back to the defaults. */
export function listQueryFromSearch(search: URLSearchParams): UsersListQuery {
  const q = field(rules.q, search.get('q'));
  const perPage = field(rules.per_page, search.get('per_page'));
  return {
    q: q || undefined,
    plan: field(rules.plan, search.get('plan')),
    admin: field(rules.admin, search.get('admin')),
    disabled: field(rules.disabled, search.get('disabled')),
    trial: field(rules.trial, search.get('trial')),
    sort: field(rules.sort, search.get('sort')) ?? defaultListQuery.sort,
    order: field(rules.order, search.get('order')) ?? defaultListQuery.order,
    page: field(rules.page, search.get('page')) ?? defaultListQuery.page,
    // The schema allows only 25, 50 and 100.
    per_page: (perPage as PerPage | undefined) ?? defaultListQuery.per_page,
  };
}

/** The list's filters that are set, in one order: the start of both query strings. */
function filterSearch(query: UsersListQuery): URLSearchParams {
  const search = new URLSearchParams();
  const q = query.q?.trim();
  if (q) search.set('q', q);
  if (query.plan) search.set('plan', query.plan);
  for (const key of ['admin', 'disabled', 'trial'] as const) {
    const value = query[key];
    if (value !== undefined) search.set(key, String(value));
  }
  return search;
}

/**
 * The page's address for a list: only what differs from the defaults, in one order, so equal lists
 * have equal addresses.
 */
export function searchFromListQuery(query: UsersListQuery): URLSearchParams {
  const search = filterSearch(query);
  if (query.sort !== defaultListQuery.sort) search.set('sort', query.sort);
  if (query.order !== defaultListQuery.order) search.set('order', query.order);
  if (query.page !== defaultListQuery.page) search.set('page', String(query.page));
  if (query.per_page !== defaultListQuery.per_page) search.set('per_page', String(query.per_page));
  return search;
}

/** The API's query string (GET /api/admin/users): the filters given, and sort and page spelled out. */
export function apiSearchFromListQuery(query: UsersListQuery): URLSearchParams {
  const search = filterSearch(query);
  search.set('sort', query.sort);
  search.set('order', query.order);
  search.set('page', String(query.page));
  search.set('per_page', String(query.per_page));
  return search;
}

/** A change of search, filter, sort or page size starts again at page 1; the rest is kept. */
export function changeListQuery(query: UsersListQuery, change: Partial<UsersListQuery>): UsersListQuery {
  const next = { ...query, ...change };
  if (!('page' in change)) next.page = 1;
  return next;
}

/** Whether the list is narrowed at all (the empty state then offers to clear it). */
export function isFiltered(query: UsersListQuery): boolean {
  return Boolean(query.q?.trim()) || filterKeys.some((key) => query[key] !== undefined);
}

/** The change that clears the search and every filter (sort and page size stay). */
export const noFilters: Partial<UsersListQuery> = {
  q: undefined,
  plan: undefined,
  admin: undefined,
  disabled: undefined,
  trial: undefined,
};

/** The address with one account's page open (id) or closed (null); the list's own keys stay. */
export function withUser(search: URLSearchParams, id: string | null): string {
  const next = new URLSearchParams(search);
  if (id === null) next.delete(userParam);
  else next.set(userParam, id);
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** The address of another page of the same list. */
export function searchForPage(query: UsersListQuery, page: number): string {
  const text = searchFromListQuery({ ...query, page }).toString();
  return text ? `?${text}` : '';
}

export interface PageSummary {
  /** The first and last account shown, counted from 1 ("51–100 of 1,234"); 0 when none. */
  first: number;
  last: number;
  /** How many pages there are; at least 1. */
  pages: number;
}

export function pageSummary(page: number, perPage: number, total: number, shown: number): PageSummary {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const first = shown === 0 ? 0 : (page - 1) * perPage + 1;
  return { first, last: shown === 0 ? 0 : first + shown - 1, pages };
}

/** The sort choices offered, each a column and a direction (the select's value is `sort-order`). */
export const sortChoices = [
  'created_at-desc',
  'created_at-asc',
  'email-asc',
  'email-desc',
  'name-asc',
  'name-desc',
  'expires-asc',
  'expires-desc',
] as const;
export type SortChoice = (typeof sortChoices)[number];

export function sortChoiceOf(query: UsersListQuery): SortChoice {
  return `${query.sort}-${query.order}`;
}

export function parseSortChoice(choice: SortChoice): { sort: AdminUserSort; order: SortOrder } {
  const [sort, order] = choice.split('-') as [AdminUserSort, SortOrder];
  return { sort, order };
}
