import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

// One PostgreSQL connection held open to LISTEN on a channel: how processes sharing a database
// tell each other that something changed (a link edited, a notification read).

export interface PgListener {
  stop(): Promise<void>;
}

export async function listen(
  pool: pg.Pool,
  channel: string,
  onPayload: (payload: string) => void,
  logger: FastifyBaseLogger,
): Promise<PgListener> {
  const client = await pool.connect();
  client.on('notification', (message) => {
    if (message.channel === channel && message.payload) onPayload(message.payload);
  });
  client.on('error', (error) => logger.error({ err: error, channel }, 'database listener failed'));
  await client.query(`LISTEN ${channel}`);
  return {
    async stop() {
      try {
        await client.query(`UNLISTEN ${channel}`);
      } finally {
        client.release();
      }
    },
  };
}
