import { createContext, type ReactNode, useContext } from 'react';
import { type BrowserNotificationsPort, browserNotifications } from './browser-permission';

const BrowserNotificationsContext = createContext<BrowserNotificationsPort>(browserNotifications);

export interface BrowserNotificationsProviderProps {
  /** The browser's Notification API, or a stand-in playing its part. */
  port: BrowserNotificationsPort;
  children?: ReactNode;
}

/** Replaces the browser's Notification API below it (stories and tests set the permission this way). */
export function BrowserNotificationsProvider({ port, children }: BrowserNotificationsProviderProps) {
  return <BrowserNotificationsContext value={port}>{children}</BrowserNotificationsContext>;
}

/** The Notification API the settings page asks for permission; the browser's own unless a provider replaces it. */
export function useBrowserNotifications(): BrowserNotificationsPort {
  return useContext(BrowserNotificationsContext);
}
