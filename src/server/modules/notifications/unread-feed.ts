import { EventEmitter } from 'node:events';
import type { ChangeBus } from '../../platform/wiring/change-bus';

// Tells open streams that a user's notifications changed. Several processes may serve the same
// user, so a change travels over the change bus, which every process (this one included) hears.

const channel = 'ringkas_notifications';

export interface UnreadFeed {
  /** Announces that `userId`'s notifications changed (new, or read). */
  changed(userId: string): Promise<void>;
  /** Calls `listener` on every change for `userId`; returns the unsubscribe function. */
  subscribe(userId: string, listener: () => void): () => void;
  start(): void;
  stop(): void;
}

export function createUnreadFeed(options: { bus: ChangeBus }): UnreadFeed {
  const { bus } = options;
  // The bus carries one channel for every user; this fans it out to each user's open streams.
  const events = new EventEmitter();
  // One listener per open stream; a busy server has many streams per event name.
  events.setMaxListeners(0);
  let unsubscribe: (() => void) | undefined;

  return {
    changed: (userId) => bus.publish(channel, userId),
    subscribe(userId, callback) {
      events.on(userId, callback);
      return () => events.off(userId, callback);
    },
    start() {
      unsubscribe ??= bus.subscribe(channel, (userId) => events.emit(userId));
    },
    stop() {
      unsubscribe?.();
      unsubscribe = undefined;
    },
  };
}
