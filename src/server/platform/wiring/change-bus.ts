import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseEngine } from '../../db/client';

// How the parts of Ringkas tell each other that something changed (a link edited, a notification
// read), in every process that shares the database. On PostgreSQL a change is a NOTIFY, heard back
// by every process (this one included) on one held LISTEN connection for all channels; the
// embedded engine has one process, where an event emitter is enough.

export interface ChangeBus {
  /**
   * True when other processes publish too (PostgreSQL). A change published while the listener
   * reconnects is then missed, so what a cache holds must also expire.
   */
  readonly crossProcess: boolean;
  publish(channel: string, payload: string): Promise<void>;
  /** Calls `listener` with each payload published on `channel`; returns the unsubscribe function. */
  subscribe(channel: string, listener: (payload: string) => void): () => void;
  /** Opens the LISTEN connection (PostgreSQL); subscriptions made before it are listened then. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface ChangeBusOptions {
  pool: pg.Pool;
  engine: DatabaseEngine;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** The first wait before reconnecting; it doubles up to maxRetryMs. */
  firstRetryMs?: number;
  maxRetryMs?: number;
}

// LISTEN takes an identifier, not a parameter: channel names are ours and checked.
const channelPattern = /^[a-z_][a-z0-9_]{0,62}$/;

export function createChangeBus(options: ChangeBusOptions): ChangeBus {
  const { logger } = options;
  const subscribers = new Map<string, Set<(payload: string) => void>>();

  function deliver(channel: string, payload: string) {
    for (const subscriber of subscribers.get(channel) ?? []) {
      try {
        subscriber(payload);
      } catch (error) {
        // A failing subscriber must not stop the others, nor the publisher or the connection.
        logger.error({ err: error, channel }, 'change bus subscriber failed');
      }
    }
  }
  const channels = () => [...subscribers.keys()];
  const listener = options.engine === 'postgres' ? createListener(options, channels, deliver) : null;

  return {
    crossProcess: listener !== null,
    async publish(channel, payload) {
      checkChannel(channel);
      if (listener) await options.pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
      else deliver(channel, payload);
    },
    subscribe(channel, callback) {
      checkChannel(channel);
      let set = subscribers.get(channel);
      if (!set) {
        set = new Set();
        subscribers.set(channel, set);
        listener?.listen(channel);
      }
      // Its own function each time, so that one subscribed twice is also removed twice.
      const entry = (payload: string) => callback(payload);
      set.add(entry);
      return () => {
        if (!set.delete(entry) || set.size > 0) return;
        subscribers.delete(channel);
        listener?.unlisten(channel);
      };
    },
    start: async () => listener?.start(),
    stop: async () => listener?.stop(),
  };
}

function checkChannel(channel: string) {
  if (!channelPattern.test(channel)) throw new Error(`invalid change bus channel: ${channel}`);
}

/**
 * The held LISTEN connection: a client of its own rather than one taken from the pool, so it never
 * costs the pool a connection. When it drops it is opened again, with a growing wait, and every
 * subscribed channel is listened to again.
 */
function createListener(
  options: ChangeBusOptions,
  channels: () => string[],
  deliver: (channel: string, payload: string) => void,
) {
  const { logger } = options;
  const firstRetryMs = options.firstRetryMs ?? 250;
  const maxRetryMs = options.maxRetryMs ?? 10_000;
  let client: pg.Client | null = null;
  let running = false;
  let retryMs = firstRetryMs;
  let retryTimer: NodeJS.Timeout | undefined;
  // LISTEN/UNLISTEN sent and not yet answered; stop() lets them finish (the subscribers' own
  // stop() unsubscribes just before it) rather than failing them by closing the connection.
  const sent = new Set<Promise<unknown>>();
  // One statement at a time on the connection (pg queues a busy client's queries itself, but
  // warns that pg 9 will not); several modules subscribe and unsubscribe in the same tick.
  let tail: Promise<unknown> = Promise.resolve();

  function send(text: string, channel: string) {
    const target = client;
    if (!target) return;
    const run = () => target.query(text);
    const query = tail.then(run, run).catch((error: unknown) => {
      // A dropped connection listens to every channel again when it is back; log the rest.
      logger.error({ err: error, channel }, 'change bus: LISTEN/UNLISTEN failed');
    });
    tail = query;
    sent.add(query);
    void query.finally(() => sent.delete(query));
  }

  function close(which: pg.Client) {
    which
      .end()
      .catch((error: unknown) => logger.warn({ err: error }, 'change bus: closing a listener failed'));
  }

  async function connect() {
    const next = new pg.Client({ ...options.pool.options, application_name: 'ringkas change bus' });
    next.on('notification', (message) => deliver(message.channel, message.payload ?? ''));
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, undefined));
    try {
      await next.connect();
      client = next;
      for (const channel of channels()) await next.query(`LISTEN ${channel}`);
    } catch (error) {
      if (client === next) client = null;
      close(next);
      throw error;
    }
    // stop() came while this connection was being opened.
    if (!running && client === next) {
      client = null;
      close(next);
    }
  }

  function lost(which: pg.Client, error: Error | undefined) {
    if (which !== client || !running) return;
    client = null;
    logger.warn({ err: error, retryInMs: retryMs }, 'change bus: listener connection lost, reconnecting');
    reconnectLater();
  }

  function reconnectLater() {
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => {
          retryMs = firstRetryMs;
          logger.info({ channels: channels() }, 'change bus: listening again');
        },
        (error: unknown) => {
          if (!running) return;
          retryMs = Math.min(retryMs * 2, maxRetryMs);
          logger.warn({ err: error, retryInMs: retryMs }, 'change bus: reconnect failed');
          reconnectLater();
        },
      );
    }, retryMs);
    retryTimer.unref();
  }

  return {
    listen: (channel: string) => send(`LISTEN ${channel}`, channel),
    unlisten: (channel: string) => send(`UNLISTEN ${channel}`, channel),
    async start() {
      running = true;
      await connect();
    },
    async stop() {
      running = false;
      clearTimeout(retryTimer);
      await Promise.all(sent);
      const current = client;
      client = null;
      await current?.end();
    },
  };
}
