import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints, webhookMessages } from '../../db/schema/webhooks';

// The webhooks' rows: endpoints, and messages with their deliveries as an outbox (the telegram
// outbox's pattern: claimed under a lease with SKIP LOCKED, so two processes never send one twice).

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type MessageRow = typeof webhookMessages.$inferSelect;

export interface DeliveryLogRow extends DeliveryRow {
  event: string;
}

export function createEndpointsRepo(db: Db) {
  return {
    async listEndpoints(workspaceId: string): Promise<EndpointRow[]> {
      return db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.workspaceId, workspaceId))
        .orderBy(asc(webhookEndpoints.createdAt));
    },

    async findEndpoint(workspaceId: string, id: string): Promise<EndpointRow | null> {
      const [row] = await db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.workspaceId, workspaceId)));
      return row ?? null;
    },

    async countEndpoints(workspaceId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.workspaceId, workspaceId));
      return row?.n ?? 0;
    },

    async insertEndpoint(row: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
      const [inserted] = await db.insert(webhookEndpoints).values(row).returning();
      return inserted!;
    },

    async updateEndpoint(
      workspaceId: string,
      id: string,
      patch: Partial<typeof webhookEndpoints.$inferInsert>,
    ): Promise<EndpointRow | null> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.workspaceId, workspaceId)))
        .returning();
      return row ?? null;
    },

    async deleteEndpoint(workspaceId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.workspaceId, workspaceId)))
        .returning({ id: webhookEndpoints.id });
      return rows.length > 0;
    },

    /** An endpoint's failures in a row after a try: reset by a success, else one more. */
    async countOutcome(endpointId: string, delivered: boolean): Promise<number> {
      if (delivered) {
        // Written only when there is something to reset: a busy endpoint's deliveries, side by
        // side, would otherwise each wait for the row's lock to write the same 0.
        await db
          .update(webhookEndpoints)
          .set({ consecutiveFailures: 0 })
          .where(and(eq(webhookEndpoints.id, endpointId), gt(webhookEndpoints.consecutiveFailures, 0)));
        return 0;
      }
      const [row] = await db
        .update(webhookEndpoints)
        .set({
          consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`,
        })
        .where(eq(webhookEndpoints.id, endpointId))
        .returning({ failures: webhookEndpoints.consecutiveFailures });
      return row?.failures ?? 0;
    },

    /**
     * Turned off by the server, saying why; its waiting deliveries are given up. False when it was
     * off already (another delivery's answer turned it off first).
     */
    async disable(endpointId: string, reason: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const turned = await tx
          .update(webhookEndpoints)
          .set({ enabled: false, disabledReason: reason, updatedAt: new Date() })
          .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
          .returning({ id: webhookEndpoints.id });
        await tx
          .update(webhookDeliveries)
          .set({ state: 'failed', leaseUntil: null })
          .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.state, 'pending')));
        return turned.length > 0;
      });
    },
  };
}

/**
 * A retry's state: given up when its endpoint was turned off meanwhile (another delivery of the
 * same batch was its twentieth failure), as disable() gives up the waiting ones. FOR SHARE: a
 * turning off under way (its transaction holds the endpoint's row) is waited for and read once
 * committed; without it this read the endpoint as on, after disable() had given up the waiting
 * ones, and the retry stayed waiting for an endpoint that was off (PostgreSQL, two writers).
 */
const retryUnlessTurnedOff = sql`CASE WHEN (SELECT e.enabled FROM webhook_endpoints e
  WHERE e.id = ${webhookDeliveries.endpointId} FOR SHARE) THEN 'pending' ELSE 'failed' END`;

export function createOutboxRepo(db: Db) {
  return {
    /**
     * Messages and their deliveries to the endpoints, in one transaction: an event reaches each of
     * them once, whichever process announced it (a message already queued is left).
     */
    async enqueue(
      messages: (typeof webhookMessages.$inferInsert & { createdAt: Date })[],
      endpointIds: string[],
    ): Promise<void> {
      if (endpointIds.length === 0 || messages.length === 0) return;
      await db.transaction(async (tx) => {
        for (let start = 0; start < messages.length; start += enqueueChunk) {
          const chunk = messages.slice(start, start + enqueueChunk);
          await tx.insert(webhookMessages).values(chunk).onConflictDoNothing();
          await tx
            .insert(webhookDeliveries)
            .values(
              chunk.flatMap((message) =>
                endpointIds.map((endpointId) => ({
                  messageId: message.id,
                  endpointId,
                  nextAttemptAt: message.createdAt,
                  createdAt: message.createdAt,
                })),
              ),
            )
            .onConflictDoNothing();
        }
      });
    },

    /** A delivery of a logged message again (a resend): a delivery of its own, tried at once. */
    async resend(delivery: DeliveryRow, at: Date): Promise<DeliveryRow> {
      const [row] = await db
        .insert(webhookDeliveries)
        .values({
          messageId: delivery.messageId,
          endpointId: delivery.endpointId,
          nextAttemptAt: at,
          createdAt: at,
          resend: sql`(SELECT coalesce(max(resend), 0) + 1 FROM webhook_deliveries
                       WHERE message_id = ${delivery.messageId} AND endpoint_id = ${delivery.endpointId})`,
        })
        .returning();
      return row!;
    },

    async delivery(id: string): Promise<DeliveryRow | null> {
      const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
      return row ?? null;
    },

    async message(id: string): Promise<MessageRow | null> {
      const [row] = await db.select().from(webhookMessages).where(eq(webhookMessages.id, id));
      return row ?? null;
    },

    /** The messages and endpoints of a batch of deliveries, by id, in two reads. */
    async partsOf(deliveries: DeliveryRow[]) {
      const messageIds = [...new Set(deliveries.map((delivery) => delivery.messageId))];
      const endpointIds = [...new Set(deliveries.map((delivery) => delivery.endpointId))];
      const [messages, endpoints] = await Promise.all([
        messageIds.length === 0
          ? []
          : db.select().from(webhookMessages).where(inArray(webhookMessages.id, messageIds)),
        endpointIds.length === 0
          ? []
          : db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, endpointIds)),
      ]);
      return {
        messages: new Map(messages.map((row) => [row.id, row])),
        endpoints: new Map(endpoints.map((row) => [row.id, row])),
      };
    },

    /**
     * Takes up to `limit` due deliveries, or ones whose sender's lease ran out (its process ended
     * mid-send), for this process until `leaseUntil`. SKIP LOCKED: two processes never take one.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<DeliveryRow[]> {
      const result = await db.execute<{ id: string }>(sql`
        UPDATE webhook_deliveries SET state = 'sending', lease_until = ${leaseUntil}, attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM webhook_deliveries
          WHERE (state = 'pending' AND next_attempt_at <= ${now})
             OR (state = 'sending' AND lease_until < ${now})
          ORDER BY next_attempt_at, created_at
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
        RETURNING id`);
      const ids = result.rows.map((row) => row.id);
      if (ids.length === 0) return [];
      return db
        .select()
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.id, ids))
        .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.createdAt));
    },

    /** Records a try: its answer, and what comes next (`nextAttemptAt` null: no more tries). */
    async recordAttempt(
      id: string,
      attempt: {
        state: 'pending' | 'delivered' | 'failed';
        at: Date;
        statusCode: number | null;
        latencyMs: number;
        excerpt: string | null;
        nextAttemptAt: Date | null;
      },
    ): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({
          state: attempt.state === 'pending' ? retryUnlessTurnedOff : attempt.state,
          attemptedAt: attempt.at,
          statusCode: attempt.statusCode,
          latencyMs: attempt.latencyMs,
          responseExcerpt: attempt.excerpt,
          leaseUntil: null,
          ...(attempt.nextAttemptAt ? { nextAttemptAt: attempt.nextAttemptAt } : {}),
        })
        .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.state, 'sending')));
    },

    /** When the next pending delivery is due, if any. */
    async nextDue(): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<Date | string | null>`min(${webhookDeliveries.nextAttemptAt})` })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.state, 'pending'));
      return row?.at ? new Date(row.at) : null;
    },

    /** An endpoint's log, newest first; one more row than asked says there are more. */
    async log(
      endpointId: string,
      filter: { event?: string; outcome?: 'pending' | 'delivered' | 'failed'; offset: number; limit: number },
    ): Promise<DeliveryLogRow[]> {
      const outcome =
        filter.outcome === 'pending'
          ? inArray(webhookDeliveries.state, ['pending', 'sending'])
          : filter.outcome
            ? eq(webhookDeliveries.state, filter.outcome)
            : undefined;
      const rows = await db
        .select({ delivery: webhookDeliveries, event: webhookMessages.event })
        .from(webhookDeliveries)
        .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
        .where(
          and(
            eq(webhookDeliveries.endpointId, endpointId),
            filter.event ? eq(webhookMessages.event, filter.event) : undefined,
            outcome,
          ),
        )
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .offset(filter.offset)
        .limit(filter.limit);
      return rows.map(({ delivery, event }) => ({ ...delivery, event }));
    },

    /** Messages (and with them their deliveries) older than `before`. */
    async prune(before: Date): Promise<number> {
      const rows = await db
        .delete(webhookMessages)
        .where(lt(webhookMessages.createdAt, before))
        .returning({ id: webhookMessages.id });
      return rows.length;
    },
  };
}

/** Both, as the service and the delivery use them. */
/** Messages a statement: with 10 endpoints, 2,000 deliveries of 4 parameters each. */
const enqueueChunk = 200;

export function createWebhooksRepo(db: Db) {
  return { ...createEndpointsRepo(db), ...createOutboxRepo(db) };
}

export type WebhooksRepo = ReturnType<typeof createWebhooksRepo>;
