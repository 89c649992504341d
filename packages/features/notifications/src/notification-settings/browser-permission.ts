/** The channel that shows notifications through the browser's Notification API. */
export const BROWSER_CHANNEL = 'browser';

/** Doc 000 §8, doc 001 §5. */
export const NOTIFICATIONS_BLOCKED_MESSAGE =
  'Notifications blocked. Please enable them for this site from browser settings.';

/** The browser's permission to show notifications; `unsupported` where there is no Notification API. */
export type BrowserNotificationPermission = NotificationPermission | 'unsupported';

/** The Notification API as the settings page uses it, so stories and tests can play the browser's part. */
export interface BrowserNotificationsPort {
  permission(): BrowserNotificationPermission;
  requestPermission(): Promise<BrowserNotificationPermission>;
}

/** The port over `globalThis.Notification`. */
export const browserNotifications: BrowserNotificationsPort = {
  permission: () => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission),
  requestPermission: async () =>
    typeof Notification === 'undefined' ? 'unsupported' : Notification.requestPermission(),
};

/**
 * Whether the browser channel may be turned on (doc 001 §4: browser notifications need the browser's permission):
 * asks the browser when it has not been asked yet; `false` when notifications are blocked. Without a Notification
 * API there is nothing to ask and the choice is only kept for other devices.
 */
export async function mayEnableBrowserChannel(port: BrowserNotificationsPort): Promise<boolean> {
  const current = port.permission();
  if (current === 'granted' || current === 'unsupported') return true;
  if (current === 'denied') return false;
  const answer = await port.requestPermission();
  return answer === 'granted' || answer === 'unsupported';
}
