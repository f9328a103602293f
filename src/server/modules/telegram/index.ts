import type { FastifyBaseLogger } from 'fastify';
import type { WatchedHost } from '../../../shared/targeting';
import type { Db } from '../../db/client';
import { defineModule, type AppModule, type JobQueue } from '../../platform/wiring/module';
import type { JobSpec } from '../../platform/wiring/job-spec';
import { createRateLimiter, type RateLimiter } from '../../platform/http/rate-limit';
import { createSecretBox } from '../../platform/runtime/secret-box';
import type { AuditLog } from '../admin';
import type { ReportsService } from '../analytics';
import type { Subscriptions } from '../billing';
import type { LinksService } from '../links';
import type { NotificationsService } from '../notifications';
import type { Profiles } from '../profiles';
import type { Workspaces } from '../workspaces';
import { createChatsRepo, type AccountChats, type ChatsRepo } from './chats.repo';
import { createTelegramAccounts } from './telegram-accounts';
import { createAnnouncementsRepo } from './announcements.repo';
import { createAnnouncementsService, type AnnouncementsService } from './announcements.service';
import { createBotRepo } from './bot.repo';
import { createBotService, type BotService } from './bot.service';
import { createConnectionsRepo } from './connections.repo';
import { createConnectionsService, type ConnectionsService } from './connections.service';
import { createDelivery, type DeliveryReport } from './delivery';
import { createOutboxRepo, type OutboxRow } from './outbox.repo';
import { createPoller } from './poller';
import { createTelegramChannel } from './telegram-channel';
import { adminTelegramRoutes, telegramRoutes, webhookRoutes } from './telegram.routes';
import type { ObserveCall } from './telegram-api';
import { webhookPath } from './bot-parts';
import { createUpdateHandler } from './updates';
import { createMenuSync } from './commands/bot-commands';
import { createChatActor } from './commands/chat-actor';
import { createCommands } from './commands/commands';
import { createConfirmationsRepo } from './commands/confirmations.repo';
import { telegramTextsId } from './texts-id';

export type { DeliveryReport, OutboxRow };
export type { AccountChats } from './chats.repo';

export interface TelegramApi {
  bot: BotService;
  connections: ConnectionsService;
  announcements: AnnouncementsService;
  /** Sends what is due now (the telegram.deliver job's work). */
  deliverDue(stopping?: AbortSignal): Promise<DeliveryReport>;
  /** The outbox, for tests and the admin. */
  outbox(userId?: string): Promise<OutboxRow[]>;
  /** The chats connected to an account (null: none). */
  chatsOf(userId: string): Promise<AccountChats | null>;
  /** The name this process's poll runs hold the lease under (telegram_bot.poll_holder while it polls). */
  pollHolder: string;
  /** Registers the bot's command menu (and a webhook's updates) with Telegram (after a save, at start). */
  syncBot(): Promise<void>;
}

export interface TelegramModuleDeps {
  db: Db;
  logger: FastifyBaseLogger;
  authSecret: string;
  apiRoot: string;
  /** How long a Bot API call may take (UPSTREAM_TIMEOUT_SECONDS). */
  timeoutSeconds: number;
  /** Told of every Bot API call's outcome (the metrics). */
  observeCall?: ObserveCall;
  publicUrl: string;
  /** Messages a second across every process. */
  sendLimit: RateLimiter;
  notifications: NotificationsService;
  /** Who the account is: its language (the bot speaks it), and whether it exists. */
  profiles: Pick<Profiles, 'findById'>;
  /** An account's role in a workspace (who may connect its group). */
  roleOf: Workspaces['roleOf'];
  /** What the bot's commands read and change: links through their service, as the app does. */
  links: Pick<LinksService, 'list' | 'get' | 'update' | 'withCode'>;
  linkClicks: ReportsService['linkClicks'];
  watchedHosts(workspaceId: string): Promise<WatchedHost[]>;
  customDomainsOf(workspaceId: string): Promise<string[]>;
  /** Where a link disabled or enabled from a chat is recorded. */
  audit: Pick<AuditLog, 'record'>;
  /** The accounts on a plan (an announcement's audience). */
  subscribers: Pick<Subscriptions, 'accountsOnPlan' | 'countOnPlan' | 'onPlan'>;
  brandName(): Promise<string>;
  planExists(plan: string): Promise<boolean>;
  scheduler: JobQueue;
  /** getUpdates' long poll (tests shorten it). */
  pollSeconds?: number;
  now: () => Date;
}

/** The module's jobs: polling, the outbox's sender, an announcement's delivery. */
function telegramJobs(parts: {
  poller: ReturnType<typeof createPoller>;
  deliverDue(stopping: AbortSignal): Promise<DeliveryReport>;
  announcements: AnnouncementsService;
}): JobSpec[] {
  const { poller, deliverDue, announcements } = parts;
  return [
    {
      name: 'telegram.poll',
      // Runs until the process stops while it holds the lease; the minute's runs in other
      // processes (or after a crash) end at once or take over a lapsed lease.
      run: ({ stopping }) => poller.run(stopping),
      policy: 'short',
      retry: { limit: 0, delaySeconds: 60, backoff: false },
      expireInSeconds: 23 * 60 * 60,
    },
    {
      name: 'telegram.deliver',
      // Messages are leased one batch at a time: runs in several processes share the work.
      run: ({ stopping }) => deliverDue(stopping),
      policy: 'short',
      retry: { limit: 0, delaySeconds: 60, backoff: false },
      expireInSeconds: 30 * 60,
    },
    {
      name: 'telegram.announce',
      run: async ({ data, stopping }) => {
        const { id } = data as { id: string };
        const outcome = await announcements.deliver(id, stopping);
        // Cut off by a stop: failing the run makes the queue run it again, after the last user told.
        if (!outcome.done)
          throw new Error(`announcement ${id} stopped after ${outcome.told} users; it goes on later`);
        return outcome;
      },
      retry: { limit: 20, delaySeconds: 10, backoff: true },
      expireInSeconds: 60 * 60,
    },
  ];
}

/** The commands a connected chat sends (ADR 0034), over the services the module was given. */
function commandsOf(deps: TelegramModuleDeps, chats: ChatsRepo) {
  return createCommands({
    chatActor: createChatActor({ chats, profiles: deps.profiles, roleOf: deps.roleOf }),
    confirmations: createConfirmationsRepo(deps.db),
    links: deps.links,
    linkClicks: deps.linkClicks,
    watchedHosts: deps.watchedHosts,
    customDomainsOf: deps.customDomainsOf,
    audit: deps.audit,
    brandName: deps.brandName,
    logger: deps.logger,
    now: deps.now,
  });
}

/**
 * Telegram (ADR 0015): the bot an admin sets up, the chats accounts connect (a workspace's group
 * by its owners and admins, ADR 0026) and the events they pick,
 * notify()'s Telegram channel with its outbox and sender, updates by long polling (one process at
 * a time) or webhook, admin announcements, and the commands a connected chat sends (ADR 0034).
 */
export function createTelegramModule(deps: TelegramModuleDeps): AppModule<{ telegram: TelegramApi }> {
  const { logger, now } = deps;
  const outbox = createOutboxRepo(deps.db);
  const chats = createChatsRepo(deps.db);
  const users = createTelegramAccounts({ profiles: deps.profiles, subscribers: deps.subscribers, chats });

  const botRepo = createBotRepo(deps.db);

  const kick = (job: string) => {
    deps.scheduler
      .enqueue(job)
      .catch((error: unknown) => logger.warn({ err: error, job }, 'could not queue a telegram job'));
  };
  const menu = createMenuSync({
    current: () => bot.stored(),
    webhookUrl: new URL(webhookPath, deps.publicUrl).href,
    logger,
  });
  const bot = createBotService({
    repo: botRepo,
    tokenBox: createSecretBox(deps.authSecret, 'telegram-bot'),
    apiRoot: deps.apiRoot,
    timeoutSeconds: deps.timeoutSeconds,
    observeCall: deps.observeCall,
    publicUrl: deps.publicUrl,
    logger,
    changed: () => {
      kick('telegram.poll');
      menu.inBackground();
    },
  });
  const current = () => bot.current();
  const connections = createConnectionsService({
    repo: createConnectionsRepo(deps.db),
    chats,
    bot,
    users,
    roleOf: deps.roleOf,
    brandName: deps.brandName,
    notify: (userId, input) => deps.notifications.notify(userId, input),
    notifyWorkspace: (workspaceId, input) => deps.notifications.notifyWorkspace(workspaceId, input),
    now,
  });
  const commands = commandsOf(deps, chats);
  const handle = createUpdateHandler({ connections, commands, brandName: deps.brandName, logger });
  const poller = createPoller({ repo: botRepo, current, handle, logger, now, pollSeconds: deps.pollSeconds });
  const delivery = createDelivery({
    outbox,
    current,
    telegramOf: (userId) => users.telegramOf(userId),
    groupOf: (workspaceId) => chats.groupOf(workspaceId),
    chatGone: (chatId, why) => connections.chatGone(chatId, why),
    limiter: deps.sendLimit,
    logger,
    now,
  });
  const announcements = createAnnouncementsService({
    repo: createAnnouncementsRepo(deps.db),
    outbox,
    notifications: deps.notifications,
    users,
    choices: (userId) => connections.choices(userId),
    planExists: deps.planExists,
    current,
    brandName: deps.brandName,
    publicUrl: deps.publicUrl,
    send: async (id) => {
      await deps.scheduler.enqueue('telegram.announce', { id });
    },
    now,
  });

  // Many notifications at once (an announcement) wake the sender once: a run takes all that is due.
  let wakeQueued = false;
  const wake = () => {
    if (wakeQueued) return;
    wakeQueued = true;
    setTimeout(() => {
      wakeQueued = false;
      kick('telegram.deliver');
    }, 100).unref();
  };
  deps.notifications.addChannel(
    createTelegramChannel({
      current,
      telegramOf: (userId) => users.telegramOf(userId),
      chats,
      connections,
      outbox,
      brandName: deps.brandName,
      publicUrl: deps.publicUrl,
      wake,
    }),
  );

  // A retry due soon is woken by a timer in this process; later ones, and those of a process that
  // ended, wait for the job's minute.
  let retryTimer: NodeJS.Timeout | undefined;
  async function deliverDue(stopping: AbortSignal = new AbortController().signal) {
    const report = await delivery.runDue(stopping);
    const next = await delivery.nextDue();
    if (next && !stopping.aborted) {
      const ms = Math.max(0, next.getTime() - now().getTime());
      if (ms < 60_000) {
        clearTimeout(retryTimer);
        retryTimer = setTimeout(() => kick('telegram.deliver'), ms + 50);
        retryTimer.unref();
      }
    }
    return report;
  }

  return {
    name: 'telegram',
    provides: {
      telegram: {
        bot,
        connections,
        announcements,
        deliverDue,
        outbox: (userId) => outbox.list(userId),
        chatsOf: (userId) => chats.chatsOf(userId),
        pollHolder: poller.holder,
        syncBot: () => menu.sync(),
      },
    },
    routes: (guards) => [
      telegramRoutes(connections, guards),
      adminTelegramRoutes(bot, announcements, guards, deps.brandName),
      webhookRoutes({ bot, handle }),
    ],
    lifecycle: {
      // Not awaited: Telegram's answer must not hold the start (a failure is logged).
      start: async () => menu.inBackground(),
      stop: async () => {
        clearTimeout(retryTimer);
        await menu.stop();
      },
    },
    jobs: telegramJobs({ poller, deliverDue, announcements }),
  };
}

declare module '../../platform/wiring/module' {
  interface Services {
    telegram: TelegramApi;
  }
}

export const telegramModule = defineModule({
  name: 'telegram',
  needs: [
    'admin',
    'profiles',
    'billing',
    'notifications',
    'workspaces',
    'links',
    'analytics',
    'domains',
    'checks',
  ],
  provides: ['telegram'],
  texts: telegramTextsId,
  create: (
    { admin, profiles, billing, notifications, workspaces, links, analytics, domains, checks },
    platform,
  ) => {
    const { config, db, logger, metrics, rateLimitStore, scheduler, now } = platform;
    return createTelegramModule({
      db,
      logger,
      authSecret: config.authSecret,
      apiRoot: config.telegramApiRoot,
      timeoutSeconds: config.upstreamTimeoutMs / 1000,
      observeCall: (method, outcome) => metrics.telegramCall(method, outcome),
      publicUrl: config.publicUrl,
      sendLimit: createRateLimiter(
        'telegram-send',
        { max: config.telegramMessagesPerSecond, windowMs: 1000 },
        rateLimitStore,
      ),
      notifications,
      profiles,
      roleOf: (workspaceId, userId) => workspaces.roleOf(workspaceId, userId),
      links,
      linkClicks: (reader, linkId) => analytics.reports.linkClicks(reader, linkId),
      watchedHosts: (workspaceId) => checks.watchedHosts(workspaceId),
      // The workspace's own domains: the short domains are the product's.
      customDomainsOf: async (workspaceId) => {
        const shortDomains = new Set(await domains.list());
        return (await domains.domainsOf(workspaceId)).filter((domain) => !shortDomains.has(domain));
      },
      audit: admin.audit,
      subscribers: billing.subscriptions,
      brandName: () => admin.brand.brandName(),
      planExists: async (plan) => (await billing.plans.find(plan)) !== null,
      scheduler,
      now,
    });
  },
});
