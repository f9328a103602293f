import { sql, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { maxClicksPerMessage, webhookSchemaVersion, type WebhookData } from '../../../shared/webhook-events';
import { webhookDeliveries, webhookMessages } from '../../db/schema/webhooks';

// link.clicked messages (ADR 0033): the click flush makes each endpoint's full hundreds of its
// batch into messages itself, and queues the rest here, in its own transaction
// (analytics/flush-sql.ts `hooked`). The queue is cut into messages of at most 100 clicks, oldest
// first: a full one at once; one that is not full when its oldest click has waited a second, so an
// endpoint of a quiet workspace gets at most one click message a second, and a busy one full
// messages as fast as the clicks come. Each cut takes its clicks (DELETE ... SKIP LOCKED) and
// makes its message and delivery in one transaction: a click goes into exactly one message,
// whichever process cuts.

/** How long a message that is not full waits for more clicks. */
export const partialWaitMs = 1_000;

type QueuedClick = {
  id: string;
  link_id: string;
  domain: string | null;
  short_url: string | null;
  clicked_at: Date | string;
  country: string | null;
  device: string;
  os: string | null;
  browser: string | null;
  referrer_host: string | null;
  destination: string;
  qr: boolean;
};

export interface ClickBatchesDeps {
  db: Db;
  /** Whether the workspace's plan has webhooks now (a lapsed plan's clicks are dropped). */
  mayUse(workspaceId: string): Promise<boolean>;
  newMessageId(): string;
  now: () => Date;
}

type Clicks = WebhookData<'link.clicked'>['clicks'];

const toClicks = (rows: QueuedClick[]): Clicks =>
  rows.map((row) => ({
    link_id: row.link_id,
    domain: row.domain ?? '',
    short_url: row.short_url ?? '',
    clicked_at: new Date(row.clicked_at).toISOString(),
    country: row.country,
    device: row.device,
    os: row.os,
    browser: row.browser,
    referrer_host: row.referrer_host,
    destination: row.destination,
    qr: row.qr,
  }));

export function createClickBatches(deps: ClickBatchesDeps) {
  const { db } = deps;

  /**
   * Takes the endpoint's oldest clicks (at most 100) and makes their message, unless they are
   * fewer than 100 and the oldest is younger than a second; answers how many it took.
   */
  async function cutOne(endpoint: { id: string; workspaceId: string; live: boolean }): Promise<number> {
    return db.transaction(async (tx) => {
      const now = deps.now();
      const result = await tx.execute<QueuedClick & { young: boolean }>(sql`
        WITH taken AS (
          DELETE FROM webhook_clicks WHERE id IN (
            SELECT id FROM webhook_clicks WHERE endpoint_id = ${endpoint.id}
            ORDER BY id LIMIT ${maxClicksPerMessage} FOR UPDATE SKIP LOCKED)
          RETURNING *)
        SELECT t.id, t.link_id, s.domain, s.short_url, t.clicked_at, t.country, t.device, t.os,
               t.browser, t.referrer_host, t.destination, t.qr,
               ${now}::timestamptz - t.queued_at < make_interval(secs => ${partialWaitMs / 1000}) AS young
        FROM taken t LEFT JOIN shortlinks s ON s.id = t.link_id
        ORDER BY t.id`);
      const rows = result.rows;
      if (rows.length === 0) return 0;
      if (endpoint.live && rows.length < maxClicksPerMessage && rows[0]!.young) {
        tx.rollback(); // not due yet: the clicks stay queued (drizzle throws TransactionRollbackError)
      }
      // An endpoint turned off, or a plan without webhooks: its clicks go, with no message.
      if (!endpoint.live) return rows.length;
      const id = deps.newMessageId();
      const payload = {
        type: 'link.clicked',
        version: webhookSchemaVersion,
        timestamp: now.toISOString(),
        data: { clicks: toClicks(rows) },
      };
      await tx
        .insert(webhookMessages)
        .values({ id, workspaceId: endpoint.workspaceId, event: 'link.clicked', payload, createdAt: now });
      await tx
        .insert(webhookDeliveries)
        .values({ messageId: id, endpointId: endpoint.id, nextAttemptAt: now, createdAt: now });
      return rows.length;
    });
  }

  return {
    /**
     * Cuts the messages that are due, up to `limit` (their senders go between rounds, so that the
     * first clicks of a burst do not wait for the last to be cut); answers how many it made,
     * whether more are due, and when the next one that is not full falls due (null: none waits).
     */
    async cut(limit: number): Promise<{ messages: number; more: boolean; nextDue: Date | null }> {
      const waiting = await db.execute<{ endpoint_id: string; workspace_id: string; enabled: boolean }>(sql`
        SELECT e.id AS endpoint_id, e.workspace_id, e.enabled FROM webhook_endpoints e
        WHERE e.id IN (SELECT DISTINCT endpoint_id FROM webhook_clicks)`);
      let messages = 0;
      let nextDue: number | null = null;
      for (const row of waiting.rows) {
        const live = row.enabled && (await deps.mayUse(row.workspace_id));
        const endpoint = { id: row.endpoint_id, workspaceId: row.workspace_id, live };
        for (;;) {
          let taken: number;
          try {
            taken = await cutOne(endpoint);
          } catch (error) {
            if (!(error instanceof TransactionRollbackError)) throw error;
            // The rest are fewer than a message and young: due a second after the oldest.
            const due = await dueOf(endpoint.id);
            nextDue = nextDue === null ? due : Math.min(nextDue, due);
            break;
          }
          if (taken === 0) break;
          if (live) messages += 1;
          if (messages >= limit) return { messages, more: true, nextDue: null };
          if (taken < maxClicksPerMessage) break;
        }
      }
      return { messages, more: false, nextDue: nextDue === null ? null : new Date(nextDue) };
    },
  };

  /** When the endpoint's next message that is not full falls due (ms since the epoch). */
  async function dueOf(endpointId: string): Promise<number> {
    const result = await db.execute<{ due: Date | string | null }>(sql`
      SELECT min(queued_at) + make_interval(secs => ${partialWaitMs / 1000}) AS due
      FROM webhook_clicks WHERE endpoint_id = ${endpointId}`);
    const due = result.rows[0]?.due;
    return due ? new Date(due).getTime() : Date.now();
  }
}
