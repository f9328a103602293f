import { useMutation } from '@tanstack/react-query';
import type {
  announcementPreviewSchema,
  AnnouncementInput,
  AnnouncementPreview,
} from '../../../../shared/telegram';
import { apiCall } from '../../../lib/api-client';

// POST /api/admin/announcements/preview - { audience_plan, title, body } -> who would get it and how
// it reads in the app and on Telegram; 400 names title, body or audience_plan
export function previewAnnouncement(body: AnnouncementInput): Promise<AnnouncementPreview> {
  return apiCall<typeof announcementPreviewSchema>('/api/admin/announcements/preview', {
    method: 'POST',
    body,
  });
}

export function usePreviewAnnouncement() {
  return useMutation({ mutationFn: previewAnnouncement });
}
