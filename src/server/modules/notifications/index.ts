import type { Db } from '../../db/client';
import type { ChangeBus } from '../../platform/change-bus';
import type { Guards } from '../../platform/guards';
import type { Reader } from '../../platform/i18n';
import type { AppModule } from '../../platform/module';
import { createNotificationsRepo } from './notifications.repo';
import { adminNotificationsRoutes, notificationsRoutes } from './notifications.routes';
import { createNotificationsService, type NotificationsService } from './notifications.service';
import { createUnreadFeed } from './unread-feed';

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
  guards: Guards;
  userExists: (id: string) => Promise<boolean>;
  /** The recipient's language and time zone: notices are written in them. */
  readerOf: (userId: string) => Promise<Reader>;
}): AppModule<NotificationsService> {
  const feed = createUnreadFeed({ bus: deps.bus });
  const notifications = createNotificationsService({
    repo: createNotificationsRepo(deps.db),
    feed,
    readerOf: deps.readerOf,
  });
  return {
    name: 'notifications',
    api: notifications,
    routes: [
      notificationsRoutes(notifications, deps.guards),
      adminNotificationsRoutes(notifications, deps.guards, deps.userExists),
    ],
    lifecycle: { start: () => feed.start(), stop: () => feed.stop() },
  };
}
