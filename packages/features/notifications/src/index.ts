export { DeferredNotificationBell } from './notification-bell/DeferredNotificationBell';
export { NotificationBell } from './notification-bell/NotificationBell';
export { NotificationsPopoverContent } from './notification-bell/NotificationsPopoverContent';
export { NotificationItem, type NotificationItemProps } from './notification-item/NotificationItem';
export { type NotificationLink, notificationLink } from './notification-item/notification-link';
export { sanitizeNotificationHtml } from './notification-item/sanitize-notification-html';
export {
  EMPTY_NOTIFICATIONS_TEXT,
  NotificationList,
  type NotificationListProps,
} from './notification-list/NotificationList';
export {
  isNotificationsQueryKey,
  NOTIFICATIONS_QUERY_KEY,
  notificationsQueryKey,
  withNotificationsRead,
} from './notification-list/notifications-query';
export {
  type NotificationActions,
  useNotificationActions,
} from './notification-list/use-notification-actions';
export { type NotificationPage, useNotificationPage } from './notification-list/use-notification-page';
export {
  BrowserNotificationsProvider,
  type BrowserNotificationsProviderProps,
} from './notification-settings/browser-notifications-context';
export {
  BROWSER_CHANNEL,
  type BrowserNotificationPermission,
  type BrowserNotificationsPort,
  browserNotifications,
  mayEnableBrowserChannel,
  NOTIFICATIONS_BLOCKED_MESSAGE,
} from './notification-settings/browser-permission';
export { NotificationSettingsPage } from './notification-settings/NotificationSettingsPage';
export {
  NOTIFICATION_SUBSCRIPTIONS_QUERY_KEY,
  type NotificationSettings,
  useNotificationSettings,
} from './notification-settings/use-notification-settings';
export { NotificationsPage } from './notifications-page/NotificationsPage';
export { routes } from './routes';
export { setUnreadNotificationsCount } from './unread-count/unread-count';
export { useRefreshUnreadCount, useUnreadCount } from './unread-count/use-unread-count';
export {
  INVALID_INVITE_MESSAGE,
  useWorkspaceInvitation,
  type WorkspaceInvitation,
} from './workspace-invitation/use-workspace-invitation';
export {
  WorkspaceInvitationActions,
  type WorkspaceInvitationActionsProps,
} from './workspace-invitation/WorkspaceInvitationActions';
