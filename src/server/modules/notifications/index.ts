import type { Db } from '../../db/client';
import type { ChangeBus } from '../../platform/change-bus';
import type { Guards } from '../../platform/guards';
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
  NotifyOptions,
} from './notifications.service';

/** In-app notifications: notify() for other modules, the list, and the live unread count. */
export function createNotificationsModule(deps: {
  db: Db;
  bus: ChangeBus;
  guards: Guards;
  userExists: (id: string) => Promise<boolean>;
}): AppModule<NotificationsService> {
  const feed = createUnreadFeed({ bus: deps.bus });
  const notifications = createNotificationsService({ repo: createNotificationsRepo(deps.db), feed });
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
