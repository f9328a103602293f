export { createNotificationsRepo } from './notifications.repo';
export {
  createNotificationsService,
  type NotificationsService,
  type NotifyInput,
} from './notifications.service';
export { createUnreadFeed, type UnreadFeed } from './unread-feed';
export { adminNotificationsRoutes, notificationsRoutes } from './notifications.routes';
