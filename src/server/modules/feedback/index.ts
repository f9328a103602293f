import type { Db } from '../../db/client';
import type { Guards } from '../../platform/guards';
import type { AppModule } from '../../platform/module';
import type { RateLimiter } from '../../platform/rate-limit';
import { createFeedbackRepo } from './feedback.repo';
import { adminFeedbackRoutes, feedbackRoutes } from './feedback.routes';
import { createFeedbackService, type FeedbackNotice, type UserSummary } from './feedback.service';
import type { Reader } from '../../platform/i18n';

export type { FeedbackNotice, UserSummary } from './feedback.service';

export interface FeedbackApi {
  /** Feedback not handled yet (the Admin Panel). */
  openCount(): Promise<number>;
}

/** Feedback users send from /feedback, and the admin's handling of it: the list, state, replies. */
export function createFeedbackModule(deps: {
  db: Db;
  guards: Guards;
  /** Messages one account may send per window (FEEDBACK_PER_HOUR). */
  sendLimit: RateLimiter;
  /** An in-app notification to a user (the notifications module's notify). */
  notify(userId: string, message: FeedbackNotice | ((reader: Reader) => FeedbackNotice)): Promise<unknown>;
  /** The sender's id, email and name, as the admin's list shows them (null: no such account). */
  userSummary(userId: string): Promise<UserSummary | null>;
  now: () => Date;
}): AppModule<FeedbackApi> {
  const repo = createFeedbackRepo(deps.db);
  const service = createFeedbackService({
    repo,
    notify: (userId, message) => deps.notify(userId, message),
    userSummary: (userId) => deps.userSummary(userId),
    now: deps.now,
  });
  return {
    name: 'feedback',
    api: { openCount: () => repo.countOpen() },
    routes: [feedbackRoutes(service, deps.guards, deps.sendLimit), adminFeedbackRoutes(service, deps.guards)],
  };
}
