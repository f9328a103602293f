import type { Notification, NotificationList } from '../../../shared/notifications';
import { notificationsPageSize } from '../../../shared/notifications';
import type { Tx } from '../../db/client';
import type { Reader } from '../../platform/text/i18n';
import type { NotificationRow, NotificationsRepo } from './notifications.repo';
import type { UnreadFeed } from './unread-feed';

export interface NotifyInput {
  type: string;
  title: string;
  body?: string;
  /** An in-app path such as /check-domains. */
  link?: string | null;
}

/**
 * What notify() is given: the notice as it is (an admin's announcement, written in one language),
 * or a builder that writes it for its reader (their account's language and time zone), so that
 * the notification and its Telegram message are in the recipient's language.
 */
export type NotifyMessage = NotifyInput | ((reader: Reader) => NotifyInput);

/** What a channel (Telegram) writes with a notification, in its transaction; `ref` is notify()'s. */
export type ChannelWrite = (tx: Tx, notification: { id: string; ref: string | null }) => Promise<void>;

/**
 * Another way a notification reaches its user. `prepare` is asked before the notification is
 * written (outside its transaction: it may read what it likes) and answers what to write with it,
 * or null; that write commits or fails with the notification, so neither is ever without the
 * other. `written` runs after the commit (to wake a sender).
 */
export interface NotifyChannel {
  prepare(userId: string, input: NotifyInput): Promise<ChannelWrite | null>;
  /**
   * A workspace's notice, once more to the workspace's own chat (its Telegram group), besides its
   * members' notifications; `inputFor` writes it for the reader the channel names (null: the
   * default reader, English and UTC), and tells that reader.
   */
  toWorkspace?(
    workspaceId: string,
    inputFor: (readerId: string | null) => Promise<{ input: NotifyInput; reader: Reader }>,
  ): Promise<void>;
  written?(): void;
}

export interface NotifyOptions {
  /** Handed to the channels' writes (an announcement's id). */
  ref?: string;
  /** Written in the notification's transaction too (the announcement's progress). */
  alongside?: (tx: Tx) => Promise<void>;
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    is_read: row.isRead,
    created_at: row.createdAt.toISOString(),
  };
}

const defaultReader: Reader = { language: 'en', timeZone: 'UTC' };

export function createNotificationsService(deps: {
  repo: NotificationsRepo;
  feed: UnreadFeed;
  /** The recipient's language and time zone (English and UTC for an unknown account). */
  readerOf: (userId: string) => Promise<Reader>;
}) {
  const channels: NotifyChannel[] = [];
  // Until the workspaces module says who hears a workspace: the account of the same id.
  let audienceOf = (workspaceId: string): Promise<string[]> => Promise.resolve([workspaceId]);
  return {
    /**
     * The one way other modules tell a user something: in the app, and through every channel
     * (Telegram) that wants it, written together.
     */
    async notify(userId: string, message: NotifyMessage, options: NotifyOptions = {}): Promise<Notification> {
      const input = typeof message === 'function' ? message(await deps.readerOf(userId)) : message;
      const prepared = await Promise.all(
        channels.map(async (channel) => ({ channel, write: await channel.prepare(userId, input) })),
      );
      const writing = prepared.filter((entry): entry is { channel: NotifyChannel; write: ChannelWrite } =>
        Boolean(entry.write),
      );
      const ref = options.ref ?? null;
      const alongside =
        writing.length > 0 || options.alongside
          ? async (tx: Tx, created: NotificationRow) => {
              for (const { write } of writing) await write(tx, { id: created.id, ref });
              await options.alongside?.(tx);
            }
          : null;
      const row = await deps.repo.insert(
        {
          userId,
          type: input.type,
          title: input.title,
          body: input.body ?? '',
          link: input.link ?? null,
        },
        alongside,
      );
      for (const { channel } of writing) channel.written?.();
      await deps.feed.changed(userId);
      return toNotification(row);
    },

    /**
     * Tells the members of a workspace who take its notices (ADR 0026) about one of its things (a
     * domain, a check, an import): each in their own bell, language and channels, and the
     * workspace's own chats (its Telegram group) once. A member the notice could not reach does
     * not keep it from the others; the first failure is thrown after.
     */
    async notifyWorkspace(workspaceId: string, message: NotifyMessage): Promise<void> {
      const inputFor = async (readerId: string | null) => {
        const reader = readerId ? await deps.readerOf(readerId) : defaultReader;
        return { input: typeof message === 'function' ? message(reader) : message, reader };
      };
      const results = await Promise.allSettled([
        ...(await audienceOf(workspaceId)).map((userId) => this.notify(userId, message)),
        ...channels.map((channel) => channel.toWorkspace?.(workspaceId, inputFor)),
      ]);
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    },

    /** Sets who hears a workspace's notices (the workspaces module, as it is created). */
    setWorkspaceAudience(audience: (workspaceId: string) => Promise<string[]>): void {
      audienceOf = audience;
    },

    /** Adds a channel (at start, before notifications flow). */
    addChannel(channel: NotifyChannel): void {
      channels.push(channel);
    },

    async list(userId: string, before?: string): Promise<NotificationList> {
      // One extra row tells whether an older page exists.
      const rows = await deps.repo.list(userId, { before, limit: notificationsPageSize + 1 });
      const page = rows.slice(0, notificationsPageSize);
      return {
        items: page.map(toNotification),
        unread_count: await deps.repo.unreadCount(userId),
        next_cursor: rows.length > notificationsPageSize ? page[page.length - 1]!.id : null,
      };
    },

    async markRead(userId: string, ids?: string[]): Promise<{ updated: number; unread_count: number }> {
      const updated = await deps.repo.markRead(userId, ids);
      if (updated > 0) await deps.feed.changed(userId);
      return { updated, unread_count: await deps.repo.unreadCount(userId) };
    },

    unreadCount: (userId: string) => deps.repo.unreadCount(userId),
    subscribe: (userId: string, listener: () => void) => deps.feed.subscribe(userId, listener),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
