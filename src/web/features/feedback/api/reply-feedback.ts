import type { feedbackItemSchema, FeedbackItem } from '../../../../shared/feedback';
import { apiCall } from '../../../lib/api-client';
import { usePagedRowMutation } from '../../../lib/queries/paged-row-mutation';
import { adminFeedbackKey, withItem } from './list-feedback';

// POST /api/admin/feedback/:id/reply - { message } an in-app notification to the sender -> the item
// (reply and replied_at set); 400 names the message when it is empty or too long
export function replyToFeedback({ id, message }: { id: string; message: string }): Promise<FeedbackItem> {
  return apiCall<typeof feedbackItemSchema>(`/api/admin/feedback/${encodeURIComponent(id)}/reply`, {
    method: 'POST',
    body: { message },
  });
}

export function useReplyToFeedback() {
  return usePagedRowMutation({ mutationFn: replyToFeedback, listKey: adminFeedbackKey, withRow: withItem });
}
