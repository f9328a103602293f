import type { feedbackItemSchema, FeedbackItem, SendFeedback } from '../../../../shared/feedback';
import { apiCall } from '../../../lib/api-client';
import { adminFeedbackKey } from './list-feedback';
import { useInvalidatingMutation } from '../../../lib/queries/invalidating-mutation';

// POST /api/feedback - send feedback -> 201 the item; 400 names each bad field; 429 past the
// account's hourly limit (the server's message says how long to wait)
export function sendFeedback(body: SendFeedback): Promise<FeedbackItem> {
  return apiCall<typeof feedbackItemSchema>('/api/feedback', { method: 'POST', body });
}

export function useSendFeedback() {
  // An admin sending feedback sees it in their list the next time it shows.
  return useInvalidatingMutation(sendFeedback, adminFeedbackKey);
}
