import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedbackItemSchema, type FeedbackItem } from '../../../../shared/feedback';
import { apiCall } from '../../../lib/api-client';
import { adminFeedbackKey, withItem, type FeedbackPages } from './list-feedback';

// POST /api/admin/feedback/:id/reply - { message } an in-app notification to the sender -> the item
// (reply and replied_at set); 400 names the message when it is empty or too long
export function replyToFeedback({ id, message }: { id: string; message: string }): Promise<FeedbackItem> {
  return apiCall(feedbackItemSchema, `/api/admin/feedback/${encodeURIComponent(id)}/reply`, {
    method: 'POST',
    body: { message },
  });
}

export function useReplyToFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToFeedback,
    onSuccess: async (item) => {
      queryClient.setQueriesData<FeedbackPages>({ queryKey: adminFeedbackKey }, (pages) =>
        withItem(pages, item),
      );
      await queryClient.invalidateQueries({ queryKey: adminFeedbackKey });
    },
  });
}
