// GET /api/notifications/stream: the name of its one event type (notifications.ts has the event's
// contract). Apart from the contracts, so that the top bar's bell, in the app's first load, gets it
// without zod (ADR 0041).
export const unreadEventName = 'unread';
