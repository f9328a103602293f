import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { BotRepo } from './bot.repo';
import { allowedUpdates, type Bot } from './bot.service';
import { classifyFailure } from './telegram-api';
import type { UpdateHandler } from './updates';

// Long polling (the default: it works behind NAT). Telegram answers one getUpdates at a time per
// bot, so one process polls: the telegram.poll job runs every minute in whichever process takes
// it, and the run polls only while it holds the lease in telegram_bot (renewed before each poll,
// lapsing a minute after a process ends without releasing it). A run keeps polling until its
// process stops or the bot changes; the runs that find the lease taken end at once.

export interface PollerDeps {
  repo: BotRepo;
  current(): Promise<Bot | null>;
  handle: UpdateHandler;
  logger: FastifyBaseLogger;
  now: () => Date;
  /** How long Telegram holds a getUpdates open when nothing happens (under a minute). */
  pollSeconds?: number;
}

const leaseMs = 60_000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

export function createPoller(deps: PollerDeps) {
  const holder = `${process.pid}-${randomUUID()}`;
  const pollSeconds = deps.pollSeconds ?? 25;

  /** Polls while this process holds the lease; resolves with why it stopped. */
  async function run(stopping: AbortSignal): Promise<string> {
    const first = await deps.current();
    if (!first || first.mode !== 'polling') return 'no bot polls';
    const leaseUntil = () => new Date(deps.now().getTime() + leaseMs);
    if (!(await deps.repo.leasePoll(holder, deps.now(), leaseUntil()))) return 'another process polls';
    let failures = 0;
    try {
      let offset = (await deps.repo.get())?.updateOffset ?? 0;
      while (!stopping.aborted) {
        const bot = await deps.current();
        if (!bot || bot.mode !== 'polling' || bot.hint !== first.hint) return 'the bot changed';
        if (!(await deps.repo.leasePoll(holder, deps.now(), leaseUntil()))) return 'the lease was lost';
        let updates;
        try {
          updates = await bot.pollApi.getUpdates(
            { offset, timeout: pollSeconds, allowed_updates: [...allowedUpdates] },
            // grammY types its signal as the abort-controller package's; Node's own is what it uses.
            stopping as unknown as Parameters<Bot['pollApi']['getUpdates']>[1],
          );
        } catch (error) {
          if (stopping.aborted) break;
          const failure = classifyFailure(error);
          failures += 1;
          await deps.repo.setUpdatesError(`${failure.kind}: ${failure.description}`);
          deps.logger.warn({ reason: failure.description, failures }, 'telegram getUpdates failed');
          // Up to a minute between tries while Telegram (or the network) is down.
          await pause(
            failure.kind === 'rate_limited'
              ? failure.retryAfterSeconds * 1000
              : Math.min(60_000, 1000 * 2 ** failures),
            stopping,
          );
          continue;
        }
        failures = 0;
        for (const update of updates) {
          try {
            await deps.handle(bot, update);
          } catch (error) {
            // One bad update must not hold the others back (it would come again forever).
            deps.logger.error({ err: error, update: update.update_id }, 'telegram update failed');
          }
          offset = update.update_id + 1;
        }
        if (updates.length > 0) await deps.repo.advanceOffset(offset);
        else await deps.repo.setUpdatesError(null);
      }
      return 'stopping';
    } finally {
      await deps.repo.releasePoll(holder).catch(() => undefined);
    }
  }

  return { run, holder };
}
