import type { Announcement, AnnouncementInput, AnnouncementPreview } from '../../../shared/telegram';
import { notFound, validationFailed } from '../../platform/http/app-error';
import type { NotificationsService } from '../notifications';
import type { AnnouncementRow, AnnouncementsRepo } from './announcements.repo';
import type { Bot } from './bot.service';
import { botPlainText } from './bot-texts';
import type { EventChoices } from './connections.repo';
import { renderMessage } from './message-html';
import type { OutboxRepo } from './outbox.repo';

// Admin announcements: one in-app notification per user of the audience (every user, or one
// plan's), which notify() also queues for Telegram where the user takes announcements. A job
// writes them a page at a time; each user's notification and the announcement's progress commit
// together, so a run cut off goes on after the last user told, and nobody is told twice.

export interface AnnouncementsDeps {
  repo: AnnouncementsRepo;
  outbox: OutboxRepo;
  notifications: Pick<NotificationsService, 'notify'>;
  users: {
    audiencePage(plan: string | null, after: string | null, limit: number): Promise<{ id: string }[]>;
    countAudience(plan: string | null): Promise<{ all: number; withTelegram: string[] }>;
  };
  choices(userId: string): Promise<EventChoices>;
  planExists(plan: string): Promise<boolean>;
  current(): Promise<Bot | null>;
  brandName(): Promise<string>;
  publicUrl: string;
  /** Queues the job that writes an announcement's notifications. */
  send(id: string): Promise<void>;
  now: () => Date;
}

const pageSize = 100;
const link = '/notifications';

export function createAnnouncementsService(deps: AnnouncementsDeps) {
  const { repo } = deps;

  async function checkAudience(plan: string | null) {
    if (plan !== null && !(await deps.planExists(plan))) {
      throw validationFailed({ audience_plan: `There is no plan named "${plan}".` });
    }
  }

  async function view(row: AnnouncementRow, counts: Record<string, number> = {}): Promise<Announcement> {
    return {
      id: row.id,
      title: row.title,
      body: row.body,
      audience_plan: row.audiencePlan,
      state: row.state === 'done' ? 'done' : 'sending',
      recipients: Math.max(row.recipients, row.delivered),
      delivered_in_app: row.delivered,
      telegram: {
        queued: (counts.pending ?? 0) + (counts.sending ?? 0),
        sent: counts.sent ?? 0,
        failed: (counts.failed ?? 0) + (counts.dropped ?? 0),
      },
      created_at: row.createdAt.toISOString(),
    };
  }

  return {
    async preview(input: AnnouncementInput): Promise<AnnouncementPreview> {
      await checkAudience(input.audience_plan);
      const audience = await deps.users.countAudience(input.audience_plan);
      let telegramRecipients = 0;
      if (await deps.current()) {
        for (const userId of audience.withTelegram) {
          if ((await deps.choices(userId)).announcements !== false) telegramRecipients += 1;
        }
      }
      const brand = await deps.brandName();
      return {
        recipients: audience.all,
        telegram_recipients: telegramRecipients,
        in_app: { title: input.title, body: input.body },
        telegram_html: renderMessage({
          brand,
          title: input.title,
          body: input.body,
          url: new URL(link, deps.publicUrl).href,
          open: botPlainText('en', 'open', brand),
        }),
      };
    },

    async create(adminId: string, input: AnnouncementInput): Promise<Announcement> {
      await checkAudience(input.audience_plan);
      const audience = await deps.users.countAudience(input.audience_plan);
      const row = await repo.create({
        title: input.title,
        body: input.body,
        audiencePlan: input.audience_plan,
        createdBy: adminId,
        recipients: audience.all,
      });
      await deps.send(row.id);
      return view(row);
    },

    async list(): Promise<Announcement[]> {
      const rows = await repo.latest(20);
      const counts = await deps.outbox.countsFor(rows.map((row) => row.id));
      return Promise.all(rows.map((row) => view(row, counts.get(row.id))));
    },

    async get(id: string): Promise<Announcement> {
      const row = /^[0-9a-f-]{36}$/i.test(id) ? await repo.find(id) : null;
      if (!row) throw notFound('Announcement');
      return view(row, (await deps.outbox.countsFor([id])).get(id));
    },

    /** The job: tells the rest of the audience, a page at a time, until done or stopping. */
    async deliver(id: string, stopping: AbortSignal): Promise<{ done: boolean; told: number }> {
      const row = await repo.find(id);
      if (!row || row.state === 'done') return { done: true, told: 0 };
      let cursor = row.cursor;
      let told = 0;
      for (;;) {
        const page = await deps.users.audiencePage(row.audiencePlan, cursor, pageSize);
        if (page.length === 0) break;
        for (const user of page) {
          if (stopping.aborted) return { done: false, told };
          await deps.notifications.notify(
            user.id,
            { type: 'announcement', title: row.title, body: row.body, link },
            { ref: id, alongside: (tx) => repo.delivered(tx, id, user.id) },
          );
          cursor = user.id;
          told += 1;
        }
      }
      await repo.finish(id, deps.now());
      return { done: true, told };
    },
  };
}

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
