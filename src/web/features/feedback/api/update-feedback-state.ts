import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedbackItemSchema, type FeedbackItem, type FeedbackState } from '../../../../shared/feedback';
import { apiCall } from '../../../lib/api-client';
import { adminFeedbackKey, withItem, type FeedbackPages } from './list-feedback';

// PATCH /api/admin/feedback/:id - { state } mark handled, or open again -> the item
export function updateFeedbackState({
  id,
  state,
}: {
  id: string;
  state: FeedbackState;
}): Promise<FeedbackItem> {
  return apiCall(feedbackItemSchema, `/api/admin/feedback/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { state },
  });
}

export function useUpdateFeedbackState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFeedbackState,
    onSuccess: async (item) => {
      // The row changes at once; the refetch then moves it in or out of a list filtered by state.
      queryClient.setQueriesData<FeedbackPages>({ queryKey: adminFeedbackKey }, (pages) =>
        withItem(pages, item),
      );
      await queryClient.invalidateQueries({ queryKey: adminFeedbackKey });
    },
  });
}
