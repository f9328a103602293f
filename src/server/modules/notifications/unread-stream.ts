import type { FastifyReply } from 'fastify';
import { realtimeEventsPerSecond, unreadEventName } from '../../../shared/notifications';

// One server-sent-events stream of a user's unread count. Changes are coalesced so that a client
// gets at most realtimeEventsPerSecond events (the spec's realtime limit): a burst of fifty new
// notifications costs one count query and one event, carrying the latest number.

const minGapMs = 1000 / realtimeEventsPerSecond;
// Proxies close idle connections; a comment line every so often keeps the stream open.
const heartbeatMs = 25_000;

export function openUnreadStream(
  reply: FastifyReply,
  options: {
    unreadCount: () => Promise<number>;
    subscribe: (listener: () => void) => () => void;
    onError: (error: unknown) => void;
  },
): { end(): void } {
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    'X-Content-Type-Options': 'nosniff',
    // Tells nginx-style proxies not to buffer the stream.
    'X-Accel-Buffering': 'no',
  });

  let closed = false;
  let lastSentAt = 0;
  let pending: NodeJS.Timeout | undefined;
  let sending = false;
  let again = false;

  async function send(): Promise<void> {
    if (closed) return;
    if (sending) {
      again = true;
      return;
    }
    sending = true;
    try {
      const unread = await options.unreadCount();
      lastSentAt = Date.now();
      if (!closed)
        out.write(`event: ${unreadEventName}\ndata: ${JSON.stringify({ unread_count: unread })}\n\n`);
    } catch (error) {
      options.onError(error);
    } finally {
      sending = false;
    }
    if (again) {
      again = false;
      schedule();
    }
  }

  function schedule(): void {
    if (closed || pending) return;
    const wait = Math.max(0, lastSentAt + minGapMs - Date.now());
    pending = setTimeout(() => {
      pending = undefined;
      void send();
    }, wait);
  }

  const unsubscribe = options.subscribe(schedule);
  const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), heartbeatMs);
  out.on('close', () => {
    closed = true;
    unsubscribe();
    clearInterval(heartbeat);
    clearTimeout(pending);
  });
  // Clients reconnect after this long if the stream drops (EventSource's retry field).
  out.write('retry: 3000\n\n');
  void send();
  return { end: () => out.end() };
}
