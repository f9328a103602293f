import type { Db } from '../../db/client';
import type { ChangeBus } from '../../platform/wiring/change-bus';
import type { Reader } from '../../platform/text/i18n';
import { defineModule, type AppModule } from '../../platform/wiring/module';
import { createNotificationsRepo } from './notifications.repo';
import { adminNotificationsRoutes, notificationsRoutes } from './notifications.routes';
import { createNotificationsService, type NotificationsService } from './notifications.service';
import { createUnreadFeed } from './unread-feed';
import { notificationsTextsId } from './texts-id';

export type {
  ChannelWrite,
  NotificationsService,
  NotifyChannel,
  NotifyInput,
  NotifyMessage,
  NotifyOptions,
} from './notifications.service';

/** In-app notifications: notify() for other modules, the list, and the live unread count. */
export function createNotificationsModule(deps: {
  db: Db;
  bus: ChangeBus;
  userExists: (id: string) => Promise<boolean>;
  /** The recipient's language and time zone: notices are written in them. */
  readerOf: (userId: string) => Promise<Reader>;
}): AppModule<{ notifications: NotificationsService }> {
  const feed = createUnreadFeed({ bus: deps.bus });
  const notifications = createNotificationsService({
    repo: createNotificationsRepo(deps.db),
    feed,
    readerOf: deps.readerOf,
  });
  return {
    name: 'notifications',
    provides: { notifications },
    routes: (guards) => [
      notificationsRoutes(notifications, guards),
      adminNotificationsRoutes(notifications, guards, deps.userExists),
    ],
    lifecycle: { start: () => feed.start(), stop: () => feed.stop() },
  };
}

declare module '../../platform/wiring/module' {
  interface Services {
    notifications: NotificationsService;
  }
}

export const notificationsModule = defineModule({
  name: 'notifications',
  needs: ['profiles'],
  provides: ['notifications'],
  texts: notificationsTextsId,
  create: ({ profiles }, { db, bus }) =>
    createNotificationsModule({
      db,
      bus,
      userExists: async (id) => (await profiles.findById(id)) !== null,
      readerOf: (id) => profiles.readerOf(id),
    }),
});
