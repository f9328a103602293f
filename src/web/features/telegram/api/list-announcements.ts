import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { announcementListSchema } from '../../../../shared/telegram';
import { apiCall } from '../../../lib/api-client';
import { anySending } from '../lib/announcements';

export type AnnouncementList = z.infer<typeof announcementListSchema>;

// GET /api/admin/announcements - the latest 20 with their progress
export function listAnnouncements({ signal }: { signal?: AbortSignal } = {}): Promise<AnnouncementList> {
  return apiCall<typeof announcementListSchema>('/api/admin/announcements', { signal });
}

/** While one is being sent, its progress is asked for this often. */
export const sendingRefreshMs = 2_000;

export function announcementsQueryOptions() {
  return queryOptions({
    queryKey: ['telegram', 'admin', 'announcements'],
    queryFn: ({ signal }) => listAnnouncements({ signal }),
    refetchInterval: (query) => (anySending(query.state.data?.items) ? sendingRefreshMs : false),
  });
}

export function useAnnouncements() {
  return useQuery(announcementsQueryOptions());
}
