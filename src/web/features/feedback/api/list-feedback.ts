import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type {
  feedbackListSchema,
  FeedbackCategory,
  FeedbackItem,
  FeedbackList,
  FeedbackState,
} from '../../../../shared/feedback';
import { apiCall } from '../../../lib/api-client';

export interface FeedbackFilters {
  category?: FeedbackCategory | undefined;
  state?: FeedbackState | undefined;
}

// GET /api/admin/feedback?category=&state=&before=<id> - everyone's feedback, newest first, a page
// at a time (admin only)
export function listFeedback(
  { category, state, before }: FeedbackFilters & { before?: string | null },
  { signal }: { signal?: AbortSignal } = {},
): Promise<FeedbackList> {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (state) query.set('state', state);
  if (before) query.set('before', before);
  const search = query.size > 0 ? `?${query}` : '';
  return apiCall<typeof feedbackListSchema>(`/api/admin/feedback${search}`, { signal });
}

/** Every filtered list of the admin's feedback lives under this key. */
export const adminFeedbackKey = ['feedback', 'admin'] as const;

/** The cached list: one entry per page loaded, each with the server's cursor to the next. */
export type FeedbackPages = InfiniteData<FeedbackList, string | null>;

export function feedbackListQueryOptions(filters: FeedbackFilters = {}) {
  const { category, state } = filters;
  return infiniteQueryOptions({
    queryKey: [...adminFeedbackKey, { category: category ?? null, state: state ?? null }],
    queryFn: ({ pageParam, signal }) => listFeedback({ category, state, before: pageParam }, { signal }),
    initialPageParam: null as string | null,
    // null on the last page, which ends "Load more".
    getNextPageParam: (last) => last.next_cursor,
    staleTime: 30_000,
  });
}

export function useFeedbackList(filters: FeedbackFilters) {
  return useInfiniteQuery(feedbackListQueryOptions(filters));
}

/** One item's new state written into every cached list that holds it, so its row changes at once. */
export function withItem(pages: FeedbackPages | undefined, item: FeedbackItem): FeedbackPages | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      items: page.items.map((entry) => (entry.id === item.id ? item : entry)),
    })),
  };
}
