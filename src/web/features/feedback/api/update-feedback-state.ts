import type { feedbackItemSchema, FeedbackItem, FeedbackState } from '../../../../shared/feedback';
import { apiCall } from '../../../lib/api-client';
import { usePagedRowMutation } from '../../../lib/queries/paged-row-mutation';
import { adminFeedbackKey, withItem } from './list-feedback';

// PATCH /api/admin/feedback/:id - { state } mark handled, or open again -> the item
export function updateFeedbackState({
  id,
  state,
}: {
  id: string;
  state: FeedbackState;
}): Promise<FeedbackItem> {
  return apiCall<typeof feedbackItemSchema>(`/api/admin/feedback/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { state },
  });
}

export function useUpdateFeedbackState() {
  return usePagedRowMutation({
    mutationFn: updateFeedbackState,
    listKey: adminFeedbackKey,
    withRow: withItem,
  });
}
