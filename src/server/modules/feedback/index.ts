import type { Db } from '../../db/client';
import { defineModule, type AppModule } from '../../platform/wiring/module';
import { createRateLimiter, type RateLimiter } from '../../platform/http/rate-limit';
import { createFeedbackRepo } from './feedback.repo';
import { adminFeedbackRoutes, feedbackRoutes } from './feedback.routes';
import { createFeedbackService, type FeedbackNotice, type UserSummary } from './feedback.service';
import type { Reader } from '../../platform/text/i18n';
import { feedbackTextsId } from './texts-id';

export type { FeedbackNotice, UserSummary } from './feedback.service';

export interface FeedbackApi {
  /** Feedback not handled yet (the Admin Panel). */
  openCount(): Promise<number>;
}

/** Feedback users send from /feedback, and the admin's handling of it: the list, state, replies. */
export function createFeedbackModule(deps: {
  db: Db;
  /** Messages one account may send per window (FEEDBACK_PER_HOUR). */
  sendLimit: RateLimiter;
  /** An in-app notification to a user (the notifications module's notify). */
  notify(userId: string, message: FeedbackNotice | ((reader: Reader) => FeedbackNotice)): Promise<unknown>;
  /** The sender's id, email and name, as the admin's list shows them (null: no such account). */
  userSummary(userId: string): Promise<UserSummary | null>;
  now: () => Date;
}): AppModule<{ feedback: FeedbackApi }> {
  const repo = createFeedbackRepo(deps.db);
  const service = createFeedbackService({
    repo,
    notify: (userId, message) => deps.notify(userId, message),
    userSummary: (userId) => deps.userSummary(userId),
    now: deps.now,
  });
  return {
    name: 'feedback',
    provides: { feedback: { openCount: () => repo.countOpen() } },
    routes: (guards) => [
      feedbackRoutes(service, guards, deps.sendLimit),
      adminFeedbackRoutes(service, guards),
    ],
  };
}

declare module '../../platform/wiring/module' {
  interface Services {
    feedback: FeedbackApi;
  }
}

export const feedbackModule = defineModule({
  name: 'feedback',
  needs: ['profiles', 'notifications'],
  provides: ['feedback'],
  texts: feedbackTextsId,
  create: ({ profiles, notifications }, { config, db, rateLimitStore, now }) =>
    createFeedbackModule({
      db,
      sendLimit: createRateLimiter(
        'feedback',
        { max: config.feedbackPerHour, windowMs: 60 * 60_000 },
        rateLimitStore,
      ),
      notify: (userId, message) => notifications.notify(userId, message),
      userSummary: async (userId) => (await profiles.summaries([userId])).get(userId) ?? null,
      now,
    }),
});
