import { describe, expect, it, vi } from 'vitest';
import {
  type BrowserNotificationPermission,
  type BrowserNotificationsPort,
  mayEnableBrowserChannel,
  NOTIFICATIONS_BLOCKED_MESSAGE,
} from './browser-permission';

function browser(
  permission: BrowserNotificationPermission,
  answer: BrowserNotificationPermission = permission,
) {
  const port: BrowserNotificationsPort = {
    permission: () => permission,
    requestPermission: vi.fn(async () => answer),
  };
  return port;
}

describe('mayEnableBrowserChannel', () => {
  it('allows the channel when the site may already notify, without asking', async () => {
    const port = browser('granted');
    await expect(mayEnableBrowserChannel(port)).resolves.toBe(true);
    expect(port.requestPermission).not.toHaveBeenCalled();
  });

  it('refuses the channel when notifications are blocked, without asking again', async () => {
    const port = browser('denied');
    await expect(mayEnableBrowserChannel(port)).resolves.toBe(false);
    expect(port.requestPermission).not.toHaveBeenCalled();
  });

  it('asks the browser the first time and follows the answer', async () => {
    const granted = browser('default', 'granted');
    await expect(mayEnableBrowserChannel(granted)).resolves.toBe(true);
    expect(granted.requestPermission).toHaveBeenCalledOnce();
    await expect(mayEnableBrowserChannel(browser('default', 'denied'))).resolves.toBe(false);
    // Dismissing the prompt leaves the permission at 'default': nothing was allowed.
    await expect(mayEnableBrowserChannel(browser('default', 'default'))).resolves.toBe(false);
  });

  it('keeps the choice where the browser has no Notification API', async () => {
    await expect(mayEnableBrowserChannel(browser('unsupported'))).resolves.toBe(true);
  });

  it('words the blocked message as the spec does', () => {
    expect(NOTIFICATIONS_BLOCKED_MESSAGE).toBe(
      'Notifications blocked. Please enable them for this site from browser settings.',
    );
  });
});
