import { Hono } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import type { AppBindings, AppServices } from '../app-context';
import { HttpError, notFound, unauthenticated } from '../http/errors';
import { countUnreadNotifications } from '../notifications/unread-count';
import { findSession } from '../security/session-store';
import type { LiveMessage } from './live-hub';
import { liveUpdatesEnabled } from './live-updates-setting';

/** The stream's address (`GET api/v1/live`). */
export const LIVE_STREAM_PATH = '/api/v1/live';

/** How long a browser waits before reconnecting a dropped stream (the SSE `retry` field). */
export const LIVE_RECONNECT_MS = 5_000;

/**
 * `GET live`: a server-sent events stream for a signed-in tab: `unread` with the unread count on opening and
 * whenever notifications are read, `notification` with the new count when one arrives, `settings` when an admin
 * saves the settings. A comment every heartbeat keeps proxies from closing it; the stream ends with its session
 * (logout, expiry) at the next heartbeat.
 */
export function liveRoutes(services: AppServices) {
  const routes = new Hono<AppBindings>();

  routes.get('/live', async (c) => {
    const visitor = c.get('visitor');
    // The session cookie is the only credential an EventSource sends; an access token has no tab to update.
    const session = visitor.session;
    if (!session) throw unauthenticated();
    const { hub, heartbeatMs } = services.live;
    if (!(await liveUpdatesEnabled(services.db))) throw notFound('Live updates are turned off.');
    if (hub.closed) throw new HttpError(503, 'The server is restarting.');
    const userId = session.user_id;
    const unreadCount = await countUnreadNotifications(services.db, userId);
    // Proxies such as nginx buffer answers unless told not to; an event must reach the tab when it happens.
    c.header('X-Accel-Buffering', 'no');
    c.header('Cache-Control', 'no-store');

    return streamSSE(c, async (stream) => {
      let end: () => void = () => undefined;
      const ended = new Promise<void>((resolve) => {
        end = resolve;
      });
      const send = (message: LiveMessage) =>
        void stream.writeSSE({ event: message.event, data: JSON.stringify(message.data) }).catch(end);
      const remove = hub.add(userId, { send, end });
      const keepAlive = async (open: SSEStreamingApi) => {
        try {
          if (!(await findSession(services.db, visitor.sessionToken, services.now()))) return end();
          await open.write(': keep-alive\n\n');
        } catch {
          end();
        }
      };
      const heartbeat = setInterval(() => void keepAlive(stream), heartbeatMs);
      stream.onAbort(end);
      try {
        await stream.writeSSE({
          event: 'unread',
          data: JSON.stringify({ unreadCount }),
          retry: LIVE_RECONNECT_MS,
        });
        await ended;
      } finally {
        clearInterval(heartbeat);
        remove();
      }
    });
  });

  return routes;
}
