import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { announcementSchema, Announcement, AnnouncementInput } from '../../../../shared/telegram';
import { apiCall } from '../../../lib/api-client';
import { announcementsQueryOptions, type AnnouncementList } from './list-announcements';

// POST /api/admin/announcements - { audience_plan, title, body } -> 202 the announcement, sending
export function sendAnnouncement(body: AnnouncementInput): Promise<Announcement> {
  return apiCall<typeof announcementSchema>('/api/admin/announcements', { method: 'POST', body });
}

export function useSendAnnouncement() {
  const queryClient = useQueryClient();
  const { queryKey } = announcementsQueryOptions();
  return useMutation({
    mutationFn: sendAnnouncement,
    onSuccess: async (announcement) => {
      // On top of the list at once, so its progress starts showing (and the list starts polling).
      queryClient.setQueryData<AnnouncementList>(queryKey, (list) =>
        list ? { items: [announcement, ...list.items.filter((item) => item.id !== announcement.id)] } : list,
      );
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
