import {
  feedbackPageSize,
  type FeedbackCategory,
  type FeedbackItem,
  type FeedbackList,
  type FeedbackState,
  type SendFeedback,
} from '../../../shared/feedback';
import { notFound } from '../../platform/http/app-error';
import type { RateLimitRule } from '../../platform/http/rate-limit';
import type { FeedbackFilter, FeedbackRepo, FeedbackRow } from './feedback.repo';
import type { Language, Reader } from '../../platform/text/i18n';
import { feedbackText } from './texts-id';

/** Who sent a message, as the admin's list names them. */
export interface UserSummary {
  id: string;
  email: string;
  name: string;
}

/** The in-app notification the sender gets for a reply (notifications' notify()). */
export interface FeedbackNotice {
  type: string;
  title: string;
  body?: string;
  link?: string | null;
}

export interface FeedbackServiceDeps {
  repo: FeedbackRepo;
  notify(userId: string, message: FeedbackNotice | ((reader: Reader) => FeedbackNotice)): Promise<unknown>;
  userSummary(userId: string): Promise<UserSummary | null>;
  now: () => Date;
}

/** The API's item from a row and its sender (a sender gone meanwhile is named by id alone). */
export function toFeedbackItem(row: FeedbackRow, user: UserSummary | null): FeedbackItem {
  return {
    id: row.id,
    category: row.category as FeedbackCategory,
    message: row.message,
    rating: row.rating,
    page: row.page,
    state: row.state as FeedbackState,
    user: user ?? { id: row.userId, email: '', name: '' },
    reply: row.reply,
    replied_at: row.repliedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** One page of `size` from `rows` (asked for size + 1: the extra row says an older page exists). */
export function pageOf<T extends { id: string }>(
  rows: T[],
  size: number,
): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, size);
  return { page, nextCursor: rows.length > size ? page[page.length - 1]!.id : null };
}

/** The reply as the sender is told of it in the app: the title in their language, the reply as written. */
export function replyNotice(reply: string, language: Language): FeedbackNotice {
  return {
    type: 'feedback_reply',
    title: feedbackText.say(language, 'Reply to your feedback'),
    body: reply,
    link: '/feedback',
  };
}

/** The refusal past the hourly limit: how many, per what, and how long to wait (whole minutes). */
export function sendLimitMessage(rule: RateLimitRule, retryAfterSeconds: number): string {
  const minutes = Math.round(rule.windowMs / 60_000);
  const wait = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  if (minutes === 60)
    return `You can send at most ${rule.max} feedback messages an hour. Try again in ${wait} min.`;
  if (minutes === 1)
    return `You can send at most ${rule.max} feedback messages a minute. Try again in ${wait} min.`;
  return `You can send at most ${rule.max} feedback messages every ${minutes} minutes. Try again in ${wait} min.`;
}

export function createFeedbackService(deps: FeedbackServiceDeps) {
  const { repo } = deps;

  async function withSender(row: FeedbackRow): Promise<FeedbackItem> {
    return toFeedbackItem(row, await deps.userSummary(row.userId));
  }

  async function existing(id: string): Promise<FeedbackRow> {
    const row = await repo.find(id);
    if (!row) throw notFound('Feedback');
    return row;
  }

  return {
    /** Stores what a user sent (the route has counted it against the account's hourly limit). */
    async send(userId: string, input: SendFeedback): Promise<FeedbackItem> {
      const row = await repo.insert({
        userId,
        category: input.category,
        message: input.message,
        rating: input.rating ?? null,
        page: input.page ?? null,
      });
      return withSender(row);
    },

    /** The admin's list, newest first, a page at a time; each sender looked up once per page. */
    async list(filter: FeedbackFilter): Promise<FeedbackList> {
      const { page, nextCursor } = pageOf(await repo.list(filter, feedbackPageSize + 1), feedbackPageSize);
      const userIds = [...new Set(page.map((row) => row.userId))];
      const senders = new Map(
        await Promise.all(userIds.map(async (userId) => [userId, await deps.userSummary(userId)] as const)),
      );
      return {
        items: page.map((row) => toFeedbackItem(row, senders.get(row.userId) ?? null)),
        next_cursor: nextCursor,
      };
    },

    async setState(id: string, state: FeedbackState): Promise<FeedbackItem> {
      const row = await repo.setState(id, state, deps.now());
      if (!row) throw notFound('Feedback');
      return withSender(row);
    },

    /**
     * Tells the sender first, then stores the reply: if storing failed, the admin sees the error and
     * may send it again (the sender reads it twice), rather than a stored reply nobody was told of.
     */
    async reply(id: string, message: string): Promise<FeedbackItem> {
      const row = await existing(id);
      await deps.notify(row.userId, ({ language }) => replyNotice(message, language));
      const updated = await repo.setReply(id, message, deps.now());
      if (!updated) throw notFound('Feedback');
      return withSender(updated);
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
