import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { telegramStateSchema, TelegramEvent, TelegramState } from '../../../../shared/telegram';
import { apiCall } from '../../../lib/api-client';
import { telegramQueryOptions } from './get-telegram';

export interface EventChange {
  event: TelegramEvent;
  on: boolean;
}

// PUT /api/telegram/events - { events: { <event>: boolean } }: only the switch that changed -> state
export function updateEvent({ event, on }: EventChange): Promise<TelegramState> {
  return apiCall<typeof telegramStateSchema>('/api/telegram/events', {
    method: 'PUT',
    body: { events: { [event]: on } },
  });
}

function withEvent(state: TelegramState | undefined, event: TelegramEvent, on: boolean) {
  return state ? { ...state, events: { ...state.events, [event]: on } } : state;
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  const { queryKey } = telegramQueryOptions();
  return useMutation({
    mutationFn: updateEvent,
    // The switch moves at once; a refusal puts back this event only, so another switch changed
    // meanwhile keeps its own outcome.
    onMutate: async ({ event, on }) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey)?.events[event];
      queryClient.setQueryData(queryKey, (state) => withEvent(state, event, on));
      return { before };
    },
    onError: (_error, { event, on }, context) => {
      queryClient.setQueryData(queryKey, (state) => withEvent(state, event, context?.before ?? !on));
    },
    onSuccess: (state, { event }) =>
      // The server's word for this event; the others may still be on their way.
      queryClient.setQueryData(queryKey, (current) =>
        withEvent(current ?? state, event, state.events[event] ?? false),
      ),
  });
}
