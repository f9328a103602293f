import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiter } from '../../platform/http/rate-limit';
import type { Bot } from './bot.service';
import type { OutboxRepo, OutboxRow } from './outbox.repo';
import { afterFailure } from './retry-policy';
import { classifyFailure } from './telegram-api';
import type { WorkspaceGroup } from './chats.repo';
import type { TelegramOfUser } from './connections.service';

// Sends the outbox (ADR 0015). A run takes due messages a batch at a time under a lease, sends
// each at most `perSecond` a second across every process (the shared rate limiter), and records
// the outcome before taking the next batch. A message is sent once: it is marked sent as soon as
// Telegram accepted it, a retry is scheduled only after Telegram said it was not sent, and a
// restart leaves a message being sent to its lease, which the graceful stop lets run out. Only a
// process that dies between Telegram's answer and that record can send one twice.

export interface DeliveryDeps {
  outbox: OutboxRepo;
  current(): Promise<Bot | null>;
  telegramOf(userId: string): Promise<TelegramOfUser | null>;
  groupOf(workspaceId: string): Promise<WorkspaceGroup | null>;
  chatGone(chatId: string, why: string): Promise<void>;
  limiter: RateLimiter;
  logger: FastifyBaseLogger;
  now: () => Date;
}

const batchSize = 25;
const leaseMs = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
  dropped: number;
}

export function createDelivery(deps: DeliveryDeps) {
  const { outbox } = deps;

  /** Waits for a place in this second's sends (shared by every process when Redis is set). */
  async function slot(stopping: AbortSignal): Promise<boolean> {
    for (;;) {
      if (stopping.aborted) return false;
      const verdict = await deps.limiter.hit('bot');
      if (verdict.allowed) return true;
      await sleep(Math.max(50, Math.min(1000, verdict.retryAfterSeconds * 1000)));
    }
  }

  async function sendOne(bot: Bot, row: OutboxRow, report: DeliveryReport): Promise<void> {
    // The chat connected now: a message queued before a disconnection is dropped, not sent.
    const chatId =
      row.chatKind === 'group'
        ? row.workspaceId && (await deps.groupOf(row.workspaceId))?.chatId
        : row.userId && (await deps.telegramOf(row.userId))?.privateChat;
    if (!chatId) {
      await outbox.finish(row.id, { state: 'dropped', at: deps.now(), error: 'the chat was disconnected' });
      report.dropped += 1;
      return;
    }
    try {
      await bot.api.sendMessage(chatId, row.text, {
        parse_mode: 'HTML',
        link_preview_options: { is_disabled: true },
      });
    } catch (error) {
      const failure = classifyFailure(error);
      const next = afterFailure(failure, row.attempts);
      const why = `${failure.kind}: ${failure.description}`;
      if (next.action === 'retry') {
        await outbox.retryAt(
          row.id,
          new Date(deps.now().getTime() + next.afterSeconds * 1000),
          why,
          next.countAttempt,
        );
        report.retried += 1;
        return;
      }
      await outbox.finish(row.id, { state: 'failed', at: deps.now(), error: why });
      report.failed += 1;
      deps.logger.warn({ message: row.id, reason: why }, 'telegram message not delivered');
      if (next.action === 'disconnect') await deps.chatGone(chatId, failure.description);
      return;
    }
    await outbox.finish(row.id, { state: 'sent', at: deps.now() });
    report.sent += 1;
  }

  return {
    /**
     * Sends what is due until nothing is, or the process stops. A stop finishes the message in
     * hand and gives the rest of the batch back.
     */
    async runDue(stopping: AbortSignal): Promise<DeliveryReport> {
      const report: DeliveryReport = { sent: 0, retried: 0, failed: 0, dropped: 0 };
      const bot = await deps.current();
      if (!bot) return report;
      while (!stopping.aborted) {
        const now = deps.now();
        const batch = await outbox.claimDue(now, new Date(now.getTime() + leaseMs), batchSize);
        if (batch.length === 0) break;
        for (const row of batch) {
          if (!(await slot(stopping))) {
            await outbox.retryAt(row.id, deps.now(), 'the process stopped before sending', false);
            continue;
          }
          await sendOne(bot, row, report);
        }
      }
      return report;
    },

    /** When the next waiting message is due (a retry), if any. */
    nextDue: () => outbox.nextDue(),
  };
}

export type Delivery = ReturnType<typeof createDelivery>;
