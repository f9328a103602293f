import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { DatabaseEngine } from '../../db/client';
import { listen, type PgListener } from '../../platform/pg-listener';

// Tells open streams that a user's notifications changed. In one process (PGlite) an event emitter
// is enough; on PostgreSQL several processes may serve the same user, so changes travel through
// LISTEN/NOTIFY and every process (this one included) hears them from the database.

const channel = 'ringkas_notifications';

export interface UnreadFeed {
  /** Announces that `userId`'s notifications changed (new, or read). */
  changed(userId: string): Promise<void>;
  /** Calls `listener` on every change for `userId`; returns the unsubscribe function. */
  subscribe(userId: string, listener: () => void): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createUnreadFeed(options: {
  pool: pg.Pool;
  engine: DatabaseEngine;
  logger: FastifyBaseLogger;
}): UnreadFeed {
  const events = new EventEmitter();
  // One listener per open stream; a busy server has many streams per event name.
  events.setMaxListeners(0);
  const distributed = options.engine === 'postgres';
  let listener: PgListener | undefined;

  return {
    async changed(userId) {
      if (distributed) await options.pool.query('SELECT pg_notify($1, $2)', [channel, userId]);
      else events.emit(userId);
    },
    subscribe(userId, callback) {
      events.on(userId, callback);
      return () => events.off(userId, callback);
    },
    async start() {
      if (!distributed) return;
      listener = await listen(options.pool, channel, (userId) => events.emit(userId), options.logger);
    },
    async stop() {
      await listener?.stop();
      listener = undefined;
    },
  };
}
