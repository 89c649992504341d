import { createApp } from '../app';
import { projectRoot } from '../config/paths';
import { type LiveUpdates, startLiveUpdates } from '../live/live-updates';
import type { TestServer } from './test-server';
import type { TestVisitor } from './test-visitor';

/**
 * A second instance beside a test server, on the same database: its own listening connection, kept accounts and
 * tabs, and its own app, asked in-process. What either instance announces reaches the other as between machines.
 */
export interface SecondInstance {
  live: LiveUpdates;
  /** Asks the second instance for `path` as `visitor`, with the visitor's cookies. */
  request(visitor: TestVisitor, path: string, accept?: string): Promise<Response>;
  /** Errors its listening connection reported: a test expects none. */
  errors: unknown[];
  close(): Promise<void>;
}

export async function startSecondInstance(
  app: TestServer,
  options: { heartbeatMs?: number } = {},
): Promise<SecondInstance> {
  const services = app.server.services;
  const errors: unknown[] = [];
  const live = await startLiveUpdates({
    source: services.live.source,
    db: services.db,
    onError: (error) => errors.push(error),
    ...options,
  });
  const second = createApp({ ...services, live }, projectRoot());
  return {
    live,
    errors,
    request: (visitor, path, accept = 'application/json') =>
      Promise.resolve(
        second.request(new URL(path, app.url).href, {
          headers: {
            Cookie: [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
            Accept: accept,
          },
        }),
      ),
    close: () => live.close(),
  };
}
